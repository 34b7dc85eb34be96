import {
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

import { useT } from '../i18n/use-t';
import { DIALOG_CLOSE_DELAY_MS } from '../styles/ui-constants';
import { YIELDED_ATTRIBUTE } from './dialog-yield';

export interface DialogProps {
  title: ReactNode;
  /**
   * Whether it is shown. A dialog mounted only while shown leaves it out; one the server renders
   * (so that a tap opens it before the page's scripts have run) stays mounted and follows it.
   */
  open?: boolean;
  /** Called once the closing animation has run (DIALOG_CLOSE_DELAY_MS); the owner closes it. */
  onClosed: () => void;
  /** Called when the browser opened it by itself: a tap before hydration (invoker commands). */
  onOpened?: () => void;
  /** The element's id, which the buttons that open it without script name. */
  id?: string;
  /** Whether a tap on the blank area around the panel closes it. */
  closeOnOverlayClick?: boolean;
  /** Accessible name of the close button; "close" by default. */
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}

/** Whether a click on the dialog element itself fell on its backdrop, outside the panel. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * A modal dialog: the browser's own `<dialog>` shown with showModal, so the page outside is inert,
 * Tab stays inside, Escape asks to close it (the `cancel` event) and focus returns where it was
 * when it closes. Escape, the close button and the backdrop close it after the closing animation;
 * the owner closes it instantly by setting `open` false or unmounting it (a successful login).
 */
export function Dialog({
  title,
  open = true,
  onClosed,
  onOpened,
  id,
  closeOnOverlayClick = false,
  closeLabel,
  className,
  children,
}: DialogProps) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [closing, setClosing] = useState(false);
  const requestClose = useCallback(() => setClosing(true), []);
  // Bumped when the browser opened the element by itself; the render it causes decides whether
  // it stays open (the owner's onOpened) or closes.
  const [adopted, setAdopted] = useState(0);
  const adoptedAt = useRef(-1);

  /** Opened by a tap before hydration, or by a button's invoker command since. */
  const adopt = useEffectEvent(() => {
    if (!ref.current?.open || open) return;
    adoptedAt.current = adopted;
    onOpened?.();
    setAdopted((count) => count + 1);
  });
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    adopt();
    dialog.addEventListener('toggle', adopt);
    return () => dialog.removeEventListener('toggle', adopt);
  }, []);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) dialog.showModal();
      const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
      first.focus();
    } else if (dialog.open && adoptedAt.current !== adopted) {
      dialog.close();
    }
  }, [open, adopted]);

  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => {
      setClosing(false);
      onClosed();
    }, DIALOG_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [closing, onClosed]);

  // React passes `cancel` and `close` up its tree: a nested dialog's (the captcha's inside the
  // login form) are its own business.

  /** Escape: closed after the animation rather than at once. */
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    requestClose();
  };

  /**
   * Closed by the browser itself (a second Escape it no longer lets the page hold); not while it
   * yields its modality to a captcha's popup, which closes and shows it again.
   */
  const onClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (event.target === dialog && open && !dialog.hasAttribute(YIELDED_ATTRIBUTE)) onClosed();
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnOverlayClick && onBackdrop(event)) requestClose();
  };

  const classes = ['dialog'];
  if (className) classes.push(className);
  if (closing) classes.push('is-closing');
  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={classes.join(' ')}
      onCancel={onCancel}
      onClose={onClose}
      onClick={onClick}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button
          type="button"
          className="dialog__close"
          aria-label={closeLabel ?? t('account:dialog.close')}
          // Without script the close button closes it at once; with it, after the animation.
          command={id ? 'close' : undefined}
          commandfor={id}
          onClick={(event) => {
            event.preventDefault();
            requestClose();
          }}
        >
          ×
        </button>
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
