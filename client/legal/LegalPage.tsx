import type { ComponentType } from 'react';
import { type LoaderFunction, useLocation, useParams } from 'react-router-dom';

import { parseSlug, type RouteName } from '../../shared/routing/route-manifest';
import { usePageContext } from '../app/page-context';
import { notFound } from '../pages/errors/not-found';
import type { LegalBrand, LegalDocument, LegalLang } from './documents/types';
import { LegalDocumentPage } from './LegalDocumentPage';
import { useLegalBrand } from './use-legal-brand';

/**
 * The page of `/terms`, `/privacy`, `/douvterms` or `/douvsubscribeterms` (each with an optional
 * id): the route table loads the document's own module beside this one, so a legal page
 * downloads one document, not all of them.
 */
export function legalPage(
  create: (lang: LegalLang, brand: LegalBrand) => LegalDocument,
): ComponentType {
  return function LegalPage() {
    const { lang } = usePageContext();
    const { pathname } = useLocation();
    const { slug } = useParams();
    // With an id it shows the same document as the bare path, which search engines should know.
    const canonicalPath = slug === undefined ? pathname : pathname.replace(/\/[^/]*\/?$/, '');
    return (
      <LegalDocumentPage document={create(lang, useLegalBrand())} canonicalPath={canonicalPath} />
    );
  };
}

/** The document's bare path, or an id of the manifest's form: any other id is a 404. */
export function legalPageLoader(name: RouteName): LoaderFunction {
  return ({ request, params }) => {
    if (params.slug !== undefined && !parseSlug(name, params.slug)) notFound(request);
    return null;
  };
}
