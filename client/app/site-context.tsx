import { createContext, useContext } from 'react';
import type { Lang } from '../../shared/i18n/languages';

/** Integration settings the browser may see (contract section 1); unset means off. */
export interface PublicConfig {
  captchaId?: string;
  analyticsId?: string;
  trackingHost?: string;
  installSdkKey?: string;
  imAppId?: string;
  downloadHost?: string;
  ipLookupUrl?: string;
}

/** Facts of the page load, the same on the server and in the browser. */
export interface SiteInfo {
  lang: Lang;
  /** Whether this page belongs to the `/m` tree. */
  mobile: boolean;
  /** Public origin for absolute links (canonical, hreflang). */
  origin: string;
  buildId: string;
  config: PublicConfig;
}

const SiteContext = createContext<SiteInfo | null>(null);

export const SiteProvider = SiteContext.Provider;

export function useSite(): SiteInfo {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider>');
  return site;
}
