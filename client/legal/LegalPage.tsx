import type { ComponentType } from 'react';

import { usePageContext } from '../app/page-context';
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
    return <LegalDocumentPage document={create(lang, useLegalBrand())} />;
  };
}
