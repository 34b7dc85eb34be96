import { demoPublicFacts, type PublicFacts } from '../../shared/public-facts';
import { usePageContext } from '../app/page-context';

/**
 * The external addresses and company facts of this page. The server always sends them; a page
 * rendered without (a component test) gets the demo stand-ins, never a made-up host.
 */
export function usePublicFacts(): PublicFacts {
  const { config, lang, mobile } = usePageContext();
  return config.facts ?? demoPublicFacts(lang, mobile);
}
