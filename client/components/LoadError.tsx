import { useTranslation } from 'react-i18next';

/** The error state of a section whose data could not be loaded; the rest of the page stays. */
export function LoadError() {
  const { t } = useTranslation();
  return (
    <p className="load-error" role="alert">
      {t('errors.loadFailed')}
    </p>
  );
}

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <p className="loading-state" aria-busy="true">
      {t('common.loading')}
    </p>
  );
}
