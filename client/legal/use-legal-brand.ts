import { usePageContext } from '../app/page-context';
import { usePublicFacts } from '../components/use-public-facts';
import { legalBrand } from './documents/brands';
import type { LegalBrand } from './documents/types';

/**
 * The operator the routed legal pages name: the running SITE_CONFIG's company, as the footer and
 * the static files name it, or the demo's stand-in.
 */
export function useLegalBrand(): LegalBrand {
  const { lang } = usePageContext();
  const { demo, company } = usePublicFacts();
  const { name, contactEmail, address } = company;
  const configured =
    !demo && name && contactEmail && address
      ? { company: { name, contactEmail, address } }
      : undefined;
  return legalBrand(lang, configured);
}
