import { demoSiteFacts, type SiteFacts } from '../../shared/site-facts';
import { useSite } from '../app/site-context';

/**
 * The external addresses and company facts of this page. The server always sends them; a page
 * rendered without (a component test) gets the demo stand-ins, never a made-up host.
 */
export function useSiteFacts(): SiteFacts {
  const { config, lang, mobile } = useSite();
  return config.site ?? demoSiteFacts(lang, mobile);
}
