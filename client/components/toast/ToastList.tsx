import { useT } from '../../i18n/use-t';
import { toast } from './toast';
import type { ToastItem } from './toast-queue';

/** The open toasts themselves: their own chunk, fetched when the first toast is shown. */
export function ToastList({ toasts }: { toasts: readonly ToastItem[] }) {
  const t = useT();
  return toasts.map((item) => (
    <div
      key={item.id}
      className={`toast toast--${item.type}`}
      role={item.type === 'error' ? 'alert' : 'status'}
      data-toast-type={item.type}
    >
      <span className="toast__icon" aria-label={t(`account:toast.${item.type}`)} role="img" />
      <span className="toast__text">{item.text}</span>
      {item.repeat > 1 ? (
        <span
          className="toast__badge"
          aria-label={t('account:toast.repeated', { count: item.repeat })}
        >
          {item.repeat}
        </span>
      ) : null}
      <button
        type="button"
        className="toast__close"
        aria-label={t('account:toast.close')}
        onClick={() => toast.close(item.id)}
      >
        ×
      </button>
    </div>
  ));
}
