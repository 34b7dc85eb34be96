import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';

import { usePageContext } from '../app/page-context';
import { notFound } from '../pages/errors/not-found';
import { createTopupDocument } from './documents/topup';
import { LegalDocumentPage } from './LegalDocumentPage';
import { topupEditionOfFile } from './topup-agreement-file';
import { useLegalBrand } from './use-legal-brand';

/** The top-up agreement of edition 1, 2 or 3 (the `topup` route); any other id is 404. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const edition = topupEditionOfFile(params.slug);
  if (edition === undefined) notFound(request);
  return { edition };
}

export function Component() {
  const { edition } = useLoaderData<typeof loader>();
  const { lang } = usePageContext();
  const brand = useLegalBrand();
  return <LegalDocumentPage document={createTopupDocument(lang, brand, edition)} />;
}
