import { useEffect, useSyncExternalStore } from 'react';

import { useT } from '../../i18n/use-t';
import { toast } from './toast';
import type { ToastItem } from './toast-queue';

const NO_TOASTS: readonly ToastItem[] = [];

/**
 * Renders the open toasts at the top of the window. Escape closes them; while any is open the
 * key goes to them first (capture phase), so a dialog under them stays open until the next press.
 */
export function ToastHost() {
  const t = useT();
  const toasts = useSyncExternalStore(toast.subscribe, toast.list, () => NO_TOASTS);
  const open = toasts.length > 0;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // The list, not `open`: this listener may outlive the last toast by a render.
      if (event.key !== 'Escape' || toast.list().length === 0) return;
      event.stopPropagation();
      toast.closeAll();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  const top = toasts.at(-1);
  return (
    <div
      className="toast-host"
      aria-live="polite"
      style={top ? { zIndex: top.zIndex } : undefined}
      hidden={!open}
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`toast toast--${item.type}`}
          role={item.type === 'error' ? 'alert' : 'status'}
          data-toast-type={item.type}
        >
          <span className="toast__icon" aria-label={t(`account.toast.${item.type}`)} role="img" />
          <span className="toast__text">{item.text}</span>
          {item.repeat > 1 ? (
            <span
              className="toast__badge"
              aria-label={t('account.toast.repeated', { count: item.repeat })}
            >
              {item.repeat}
            </span>
          ) : null}
          <button
            type="button"
            className="toast__close"
            aria-label={t('account.toast.close')}
            onClick={() => toast.close(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
