import { useT } from '../i18n/use-t';
import { RetryLink } from './content/RetryLink';

/**
 * The error state of a section whose data could not be loaded, with a retry; the rest of the
 * page stays. The retry loads the page's data again, or does `onRetry` when given.
 */
export function LoadError({ onRetry }: { onRetry?: () => void }) {
  const t = useT();
  return (
    <div className="load-error" role="alert">
      <p>{t('errors.loadFailed')}</p>
      <RetryLink className="button button--small" onRetry={onRetry} />
    </div>
  );
}

export function LoadingState() {
  const t = useT();
  return (
    <p className="loading-state" aria-busy="true">
      {t('common.loading')}
    </p>
  );
}
