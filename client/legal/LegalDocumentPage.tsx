import { PageMeta } from '../components/PageMeta';
import { useT } from '../i18n/use-t';
import type { LegalDocument } from './documents/types';
import { LegalDocumentView } from './LegalDocumentView';

export type LegalDocumentPageProps = {
  document: LegalDocument;
  /** The path the page names canonical; default: its own. */
  canonicalPath?: string;
};

/** The page of one routed legal document: its meta, then the document with its title as h1. */
export function LegalDocumentPage({ document, canonicalPath }: LegalDocumentPageProps) {
  const t = useT();
  return (
    <main className="page legal-page">
      <PageMeta
        title={t('pages.legal.title', { name: document.title })}
        description={t('pages.legal.description', { name: document.title })}
        hasTreeTwin={false}
        path={canonicalPath}
      />
      <LegalDocumentView document={document} />
    </main>
  );
}
