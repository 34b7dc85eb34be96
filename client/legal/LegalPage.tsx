import { useMatches } from 'react-router-dom';
import { useSite } from '../app/site-context';
import type { RouteHandle } from '../routes';
import { getLegalDocument } from './documents';
import { LegalDocumentPage } from './LegalDocumentPage';

/** `/terms`, `/privacy`, `/douvterms`, `/douvsubscribeterms`, each with an optional id. */
export function Component() {
  const { lang } = useSite();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return <LegalDocumentPage document={getLegalDocument(handle?.legalDocument ?? 'terms', lang)} />;
}
