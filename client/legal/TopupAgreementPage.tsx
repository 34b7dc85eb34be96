import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { parseTopupAgreementFile } from '../../shared/routing/entry-segments';
import { PageFrame } from '../components/PageFrame';
import { notFound } from '../pages/errors/not-found';

/** `/topup/agreement{id}.html`. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseTopupAgreementFile(params.file);
  if (id === undefined) notFound(request);
  return { id };
}

export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame
      className="topup-page"
      title={t('pages.topup.title')}
      description={t('pages.topup.description')}
      heading={t('pages.topup.heading')}
      hasTreeTwin={false}
    />
  );
}
