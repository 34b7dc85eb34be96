import './styles/index.css';

import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterContextProvider,
  RouterProvider,
} from 'react-router-dom';

import type { PageContext } from '../shared/render-contract';
import { AppProviders } from './app/AppProviders';
import { replayEarlyTaps } from './app/early-taps';
import { HYDRATION_GLOBAL, type HydrationPayload } from './app/hydration-data';
import { routePreloader, RoutePreloadProvider } from './app/route-preload';
import { apiContext } from './data/api-context';
import { browserApiClient } from './data/browser-api';
import { restoreDeferred } from './data/deferred';
import { createPageTranslator } from './i18n/page-translator';
import { rememberPageLanguage } from './i18n/remember-language';
import { createTreeRoutes } from './routes';
import { installChunkReload } from './runtime/chunk-reload';

declare global {
  interface Window {
    [HYDRATION_GLOBAL]: HydrationPayload;
  }
}

async function boot(): Promise<void> {
  installChunkReload();
  const payload = window[HYDRATION_GLOBAL];
  rememberPageLanguage(payload.lang);
  const pageContext: PageContext = {
    lang: payload.lang,
    mobile: payload.mobile,
    origin: payload.origin,
    buildId: payload.buildId,
    config: payload.config,
  };
  // The table the server rendered the page with: links elsewhere load a new document.
  const routes = createTreeRoutes(pageContext.lang, pageContext.mobile);

  // Load the matched lazy routes before hydrating, so the first render matches the server's.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy);
  await Promise.all(
    (lazyMatches ?? []).map(async (match) => {
      const lazy = match.route.lazy;
      if (typeof lazy !== 'function') return;
      const module = await lazy();
      Object.assign(match.route, { ...module, lazy: undefined });
    }),
  );
  const translator = createPageTranslator(pageContext.lang, payload.messages);

  const api = browserApiClient(pageContext);
  // Hydrated from the state StaticRouterProvider wrote into the page.
  const router = createBrowserRouter(routes, {
    getContext: () => new RouterContextProvider(new Map([[apiContext, api]])),
  });
  // The streamed values' markers become promises before the first render reads them.
  const deferredRegistry = restoreDeferred(router.state.loaderData, document);
  const preloadRoutes = routePreloader(routes);
  // Another page needs its strings: fetch them alongside its code, not after it.
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') translator.preload();
  });

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <AppProviders
          pageContext={pageContext}
          t={translator.t}
          preloadMessages={translator.preload}
          deferredRegistry={deferredRegistry}
          stylesheets={payload.stylesheets}
        >
          <RoutePreloadProvider value={preloadRoutes}>
            <RouterProvider router={router} />
          </RoutePreloadProvider>
        </AppProviders>
      </StrictMode>,
    );
  });
  // Download taps held by the early script go through once their handlers are live.
  replayEarlyTaps();
}

void boot();
