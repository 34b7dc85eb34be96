import type { LoaderFunctionArgs } from 'react-router-dom';

import { parseSlug } from '../../../shared/routing/route-manifest';
import { PageFrame } from '../../components/PageFrame';
import { useT } from '../../i18n/use-t';
import { notFound } from '../errors/not-found';
import { RemoveAccountFlow } from './RemoveAccountFlow';

export function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseSlug('removeAccount', params.slug)?.id;
  if (id === undefined) notFound(request);
  return { id };
}

export function Component() {
  const t = useT();
  return (
    <PageFrame
      className="remove-account-page"
      title={t('pages.removeAccount.title')}
      description={t('pages.removeAccount.description')}
      heading={t('pages.removeAccount.heading')}
      hasTreeTwin={false}
    >
      <RemoveAccountFlow />
    </PageFrame>
  );
}
