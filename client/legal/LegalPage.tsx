import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { useSite } from '../app/site-context';
import { PageMeta } from '../components/PageMeta';
import type { RouteHandle } from '../routes';
import { getLegalDocument } from './documents';
import { LegalDocumentView } from './LegalDocumentView';

/** `/terms`, `/privacy`, `/douvterms`, `/douvsubscribeterms`, each with an optional id. */
export function Component() {
  const { t } = useTranslation();
  const { lang } = useSite();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const document = getLegalDocument(handle?.legalDocument ?? 'terms', lang);
  return (
    <main className="page legal-page">
      <PageMeta
        title={t('pages.legal.title', { name: document.title })}
        description={t('pages.legal.description', { name: document.title })}
        hasTreeTwin={false}
      />
      <LegalDocumentView document={document} />
    </main>
  );
}
