import { createContext, useContext } from 'react';

import type { PageContext } from '../../shared/render-contract';

const PageContextReact = createContext<PageContext | null>(null);

export const PageContextProvider = PageContextReact.Provider;

export function usePageContext(): PageContext {
  const site = useContext(PageContextReact);
  if (!site) throw new Error('usePageContext() needs a <PageContextProvider>');
  return site;
}
