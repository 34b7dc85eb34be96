import type { ReactNode } from 'react';

import type { PageContext } from '../../shared/render-contract';
import { DeferredPayloads, DeferredRegistryProvider } from '../data/deferred';
import { I18nProvider, type TranslateFn } from '../i18n/use-t';
import { Document } from './Document';
import { PageContextProvider } from './page-context';

export interface AppProvidersProps {
  pageContext: PageContext;
  t: TranslateFn;
  /** Browser only: starts loading the strings the page was not sent. */
  preloadMessages?: () => void;
  deferredRegistry: Map<unknown, string>;
  stylesheets: readonly string[];
  children: ReactNode;
}

/** The tree around the router, identical on the server and in the browser. */
export function AppProviders({
  pageContext,
  t,
  preloadMessages,
  deferredRegistry,
  stylesheets,
  children,
}: AppProvidersProps) {
  return (
    <PageContextProvider value={pageContext}>
      <I18nProvider t={t} preloadMessages={preloadMessages}>
        <DeferredRegistryProvider value={deferredRegistry}>
          <Document stylesheets={stylesheets}>
            {children}
            <DeferredPayloads />
          </Document>
        </DeferredRegistryProvider>
      </I18nProvider>
    </PageContextProvider>
  );
}
