import type { i18n } from 'i18next';
import type { ReactNode } from 'react';

import type { SiteInfo } from '../../shared/render-contract';
import { DeferredRegistryProvider } from '../data/deferred';
import { I18nProvider } from '../i18n/use-t';
import { Document } from './Document';
import { SiteProvider } from './site-context';

export interface AppProvidersProps {
  site: SiteInfo;
  i18n: i18n;
  deferredRegistry: Map<unknown, string>;
  stylesheets: readonly string[];
  children: ReactNode;
}

/** The tree around the router, identical on the server and in the browser. */
export function AppProviders({
  site,
  i18n,
  deferredRegistry,
  stylesheets,
  children,
}: AppProvidersProps) {
  return (
    <SiteProvider value={site}>
      <I18nProvider i18n={i18n}>
        <DeferredRegistryProvider value={deferredRegistry}>
          <Document stylesheets={stylesheets}>{children}</Document>
        </DeferredRegistryProvider>
      </I18nProvider>
    </SiteProvider>
  );
}
