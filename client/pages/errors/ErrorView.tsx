import { AppLink } from '../../components/AppLink';
import { PageMeta } from '../../components/PageMeta';
import { useT } from '../../i18n/use-t';
import { notFoundPath } from './not-found';

export interface ErrorViewProps {
  status: number;
  /** For 404: `Page not found: {path}`, shown with the path in the page's language. */
  message?: string;
}

/** The not-found page (404) and the generic error page (anything else). */
export function ErrorView({ status, message }: ErrorViewProps) {
  const t = useT();
  const notFoundPage = status === 404;
  return (
    <main className="error-page" data-status={status}>
      <PageMeta
        title={notFoundPage ? t('errors.notFoundTitle') : t('errors.errorTitle')}
        description={notFoundPage ? t('errors.notFoundHelp') : t('errors.errorHelp')}
        noIndex
        namesOwnUrl={false}
      />
      <p className="error-page__status">{status}</p>
      <h1>{notFoundPage ? t('errors.notFoundHeading') : t('errors.errorHeading')}</h1>
      {notFoundPage && message ? (
        <p className="error-page__message">
          {t('errors.notFoundPath', { path: notFoundPath(message) })}
        </p>
      ) : null}
      <p>{notFoundPage ? t('errors.notFoundHelp') : t('errors.errorHelp')}</p>
      <AppLink className="button button--primary" to="/">
        {t('errors.backHome')}
      </AppLink>
    </main>
  );
}
