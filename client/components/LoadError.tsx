import { useT } from '../i18n/use-t';

/** The error state of a section whose data could not be loaded; the rest of the page stays. */
export function LoadError() {
  const t = useT();
  return (
    <p className="load-error" role="alert">
      {t('errors.loadFailed')}
    </p>
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
