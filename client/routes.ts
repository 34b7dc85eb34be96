import type { RouteObject } from 'react-router-dom';

import { type Lang, LANGUAGES } from '../shared/i18n/languages';
import { sitePrefix } from '../shared/routing/site-path';
import { RootErrorBoundary, RootLayout } from './app/RootLayout';
import type { MenuKey, RouteHandle } from './app/route-handle';
import { notFoundLoader } from './pages/errors/not-found-loader';
import { RouteErrorPage } from './pages/errors/RouteErrorPage';

/**
 * The route table, generated for every language prefix and for the desktop
 * and `/m` trees. Partial dynamic segments such as `game-role-{id}` are not
 * supported by react-router, so `:entry` routes parse them in their loaders.
 */

/** The handle of a header menu item's route. */
function menu(key: MenuKey): RouteHandle {
  return { menu: key };
}

/**
 * Paths no page serves: the 404 page. The loader always throws, so the error boundary renders;
 * there is nothing else to show.
 */
function notFoundRoute(): RouteObject {
  return { path: '*', loader: notFoundLoader, element: null };
}

/**
 * A header menu item's part of the tree. Its own catch-all keeps an unknown path below it (a 404)
 * inside it, so its item stays active there: the menu marks items by prefix of the path.
 */
function menuSection(path: string, key: MenuKey, children: RouteObject[]): RouteObject {
  return { path, handle: menu(key), children: [...children, notFoundRoute()] };
}

function pageRoutes(mobile: boolean): RouteObject[] {
  const routes: RouteObject[] = [
    // Home is the index route alone, so its item is active only on exactly the tree's home.
    { index: true, handle: menu('home'), lazy: () => import('./pages/home/HomePage') },
    menuSection('about-us', 'aboutUs', [
      { index: true, lazy: () => import('./pages/about/AboutPage') },
    ]),
    menuSection('activity', 'activity', [
      { index: true, lazy: () => import('./pages/activity/ActivityPage') },
    ]),
    { path: 'profile', lazy: () => import('./pages/profile/ProfilePage') },
    // Where the downloads lead without SITE_CONFIG: a page of the site, never a dead host.
    { path: 'download', lazy: () => import('./pages/download/DownloadPage') },
    menuSection('game-library', 'gameLibrary', [
      { index: true, lazy: () => import('./pages/game-library/GameLibraryPage') },
      { path: 'search', lazy: () => import('./pages/game-library/SearchPage') },
      { path: ':entry', lazy: () => import('./pages/game-library/GameLibraryEntryPage') },
    ]),
    menuSection('game-partner', 'gamePartner', [
      { index: true, lazy: () => import('./pages/game-partner/PartnerHomePage') },
      { path: ':entry', lazy: () => import('./pages/game-partner/PartnerEntryPage') },
    ]),
  ];
  if (mobile) {
    routes.push({
      path: 'profile/:entry',
      lazy: () => import('./pages/profile/RemoveAccountPage'),
    });
  }
  routes.push(notFoundRoute());
  return routes;
}

function treeRoute(lang: Lang, mobile: boolean): RouteObject {
  const tree = `${lang}-${mobile ? 'm' : 'pc'}`;
  return {
    id: tree,
    path: sitePrefix(lang, mobile) || '/',
    lazy: mobile ? () => import('./mobile/MobileLayout') : () => import('./desktop/DesktopLayout'),
    children: [
      { id: `${tree}-pages`, ErrorBoundary: RouteErrorPage, children: pageRoutes(mobile) },
    ],
  };
}

/** Each legal document in its own chunk: a legal page loads only the one it shows. */
const LEGAL_DOCUMENTS = {
  terms: () => import('./legal/documents/terms').then((m) => m.createTermsDocument),
  privacy: () => import('./legal/documents/privacy').then((m) => m.createPrivacyDocument),
  douvterms: () => import('./legal/documents/douvterms').then((m) => m.createMembershipDocument),
  douvsubscribeterms: () =>
    import('./legal/documents/douvsubscribeterms').then((m) => m.createAutoRenewalDocument),
} as const;

function legalRoute(lang: Lang): RouteObject {
  return {
    id: `${lang}-legal`,
    path: sitePrefix(lang, false) || '/',
    lazy: () => import('./legal/LegalLayout'),
    children: [
      {
        id: `${lang}-legal-pages`,
        ErrorBoundary: RouteErrorPage,
        children: [
          ...Object.entries(LEGAL_DOCUMENTS).map(([document, loadDocument]): RouteObject => ({
            path: `${document}/:id?`,
            lazy: async () => {
              const [{ legalPage }, create] = await Promise.all([
                import('./legal/LegalPage'),
                loadDocument(),
              ]);
              return { Component: legalPage(create) };
            },
          })),
          { path: 'topup/:file', lazy: () => import('./legal/TopupAgreementPage') },
        ],
      },
    ],
  };
}

/** Fresh route objects with stable ids; the server and the browser build the same table. */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: LANGUAGES.flatMap((lang) => [
        treeRoute(lang, false),
        treeRoute(lang, true),
        legalRoute(lang),
      ]),
    },
  ];
}
