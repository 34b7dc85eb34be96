import { AppLink } from '../../components/AppLink';
import { RetryLink } from '../../components/content/RetryLink';
import { PageMeta } from '../../components/PageMeta';
import { useT } from '../../i18n/use-t';
import { UNAVAILABLE_STATUS } from './unavailable';

/**
 * A page whose data could not be had from the upstream: the visitor is told it is temporary and
 * can try again at once, or go home. Nothing of the failure itself is shown.
 */
export function UnavailableView() {
  const t = useT();
  return (
    <main className="error-page" data-status={UNAVAILABLE_STATUS}>
      <PageMeta
        title={t('errors.unavailableTitle')}
        description={t('errors.unavailableHelp')}
        noIndex
        namesOwnUrl={false}
      />
      <h1>{t('errors.unavailableHeading')}</h1>
      <p>{t('errors.unavailableHelp')}</p>
      <div className="button-row error-page__actions">
        <RetryLink className="button button--primary" />
        <AppLink className="button" to="/">
          {t('errors.backHome')}
        </AppLink>
      </div>
    </main>
  );
}
