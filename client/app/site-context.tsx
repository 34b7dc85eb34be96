import { createContext, useContext } from 'react';

import type { SiteInfo } from '../../shared/render-contract';

const SiteContext = createContext<SiteInfo | null>(null);

export const SiteProvider = SiteContext.Provider;

export function useSite(): SiteInfo {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider>');
  return site;
}
