import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

import { useT } from '../i18n/use-t';
import { DIALOG_CLOSE_DELAY_MS } from '../styles/ui-constants';
import { nextZIndex } from './z-index';

export interface DialogProps {
  title: ReactNode;
  /** Called once the closing animation has run (DIALOG_CLOSE_DELAY_MS); the owner unmounts it. */
  onClosed: () => void;
  /** Whether a tap on the blank area around the panel closes it. */
  closeOnOverlayClick?: boolean;
  /** Accessible name of the close button; "close" by default. */
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let scrollLocks = 0;
/** Open dialogs, the latest last: Escape closes only the topmost one. */
const openDialogs: object[] = [];

/** Keeps the page behind an open dialog from scrolling; nested dialogs share the lock. */
function lockPageScroll(): () => void {
  scrollLocks += 1;
  document.documentElement.classList.add('is-scroll-locked');
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.documentElement.classList.remove('is-scroll-locked');
  };
}

/**
 * A modal dialog, rendered into <body> only in the browser (dialogs open after hydration).
 * Focus moves in and Tab keeps it in; Escape and the close button close it after the closing
 * animation; the owner closes it instantly by unmounting it (e.g. after a successful login).
 */
export function Dialog({
  title,
  onClosed,
  closeOnOverlayClick = false,
  closeLabel,
  className,
  children,
}: DialogProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [zIndex] = useState(nextZIndex);
  const [closing, setClosing] = useState(false);
  const requestClose = useCallback(() => setClosing(true), []);

  // On the document, not the panel: Escape works wherever focus has gone (a button that
  // disabled itself drops it onto <body>). Toasts listen earlier and take the first press.
  useEffect(() => {
    const identity = {};
    openDialogs.push(identity);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && openDialogs.at(-1) === identity) requestClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(identity), 1);
    };
  }, [requestClose]);

  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(onClosed, DIALOG_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [closing, onClosed]);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel;
    first?.focus();
    const unlock = lockPageScroll();
    return () => {
      unlock();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  /** Keeps Tab inside the panel. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current;
    // React events bubble out of portals: a dialog opened above this one handles its own Tab.
    if (event.key !== 'Tab' || !panel?.contains(document.activeElement)) return;
    const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnOverlayClick && event.target === event.currentTarget) requestClose();
  };

  return createPortal(
    <div
      className={closing ? 'dialog-overlay is-closing' : 'dialog-overlay'}
      style={{ zIndex }}
      onClick={onOverlayClick}
      onKeyDown={onKeyDown}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `dialog ${className}` : 'dialog'}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="dialog__close"
            aria-label={closeLabel ?? t('account:dialog.close')}
            onClick={requestClose}
          >
            ×
          </button>
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
