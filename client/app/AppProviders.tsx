import type { ReactNode } from 'react';

import type { SiteInfo } from '../../shared/render-contract';
import { DeferredRegistryProvider } from '../data/deferred';
import { I18nProvider, type TranslateFn } from '../i18n/use-t';
import { Document } from './Document';
import { SiteProvider } from './site-context';

export interface AppProvidersProps {
  site: SiteInfo;
  t: TranslateFn;
  /** Browser only: starts loading the strings the page was not sent. */
  preloadMessages?: () => void;
  deferredRegistry: Map<unknown, string>;
  stylesheets: readonly string[];
  children: ReactNode;
}

/** The tree around the router, identical on the server and in the browser. */
export function AppProviders({
  site,
  t,
  preloadMessages,
  deferredRegistry,
  stylesheets,
  children,
}: AppProvidersProps) {
  return (
    <SiteProvider value={site}>
      <I18nProvider t={t} preloadMessages={preloadMessages}>
        <DeferredRegistryProvider value={deferredRegistry}>
          <Document stylesheets={stylesheets}>{children}</Document>
        </DeferredRegistryProvider>
      </I18nProvider>
    </SiteProvider>
  );
}
