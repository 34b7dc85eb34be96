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
function notFoundRoute(id: string): RouteObject {
  return { id, path: '*', loader: notFoundLoader, element: null };
}

/**
 * A header menu item's part of the tree. Its own catch-all keeps an unknown path below it (a 404)
 * inside it, so its item stays active there: the menu marks items by prefix of the path.
 */
function menuSection(id: string, path: string, key: MenuKey, children: RouteObject[]): RouteObject {
  return { id, path, handle: menu(key), children: [...children, notFoundRoute(`${id}-404`)] };
}

/** The pages of one tree; every id starts with the tree's, e.g. `en-m-game-library-entry`. */
function pageRoutes(tree: string, mobile: boolean): RouteObject[] {
  const id = (name: string) => `${tree}-${name}`;
  const routes: RouteObject[] = [
    // Home is the index route alone, so its item is active only on exactly the tree's home.
    {
      id: id('home'),
      index: true,
      handle: menu('home'),
      lazy: () => import('./pages/home/HomePage'),
    },
    menuSection(id('about-us'), 'about-us', 'aboutUs', [
      { id: id('about-us-index'), index: true, lazy: () => import('./pages/about/AboutPage') },
    ]),
    menuSection(id('activity'), 'activity', 'activity', [
      {
        id: id('activity-index'),
        index: true,
        lazy: () => import('./pages/activity/ActivityPage'),
      },
    ]),
    { id: id('profile'), path: 'profile', lazy: () => import('./pages/profile/ProfilePage') },
    // Where the downloads lead without SITE_CONFIG: a page of the site, never a dead host.
    { id: id('download'), path: 'download', lazy: () => import('./pages/download/DownloadPage') },
    menuSection(id('game-library'), 'game-library', 'gameLibrary', [
      {
        id: id('game-library-index'),
        index: true,
        lazy: () => import('./pages/game-library/GameLibraryPage'),
      },
      {
        id: id('game-library-search'),
        path: 'search',
        lazy: () => import('./pages/game-library/SearchPage'),
      },
      {
        id: id('game-library-entry'),
        path: ':entry',
        lazy: () => import('./pages/game-library/GameLibraryEntryPage'),
      },
    ]),
    menuSection(id('game-partner'), 'game-partner', 'gamePartner', [
      {
        id: id('game-partner-index'),
        index: true,
        lazy: () => import('./pages/game-partner/PartnerHomePage'),
      },
      {
        id: id('game-partner-entry'),
        path: ':entry',
        lazy: () => import('./pages/game-partner/PartnerEntryPage'),
      },
    ]),
  ];
  if (mobile) {
    routes.push({
      id: id('profile-entry'),
      path: 'profile/:entry',
      lazy: () => import('./pages/profile/RemoveAccountPage'),
    });
  }
  routes.push(notFoundRoute(id('404')));
  return routes;
}

function treeRoute(lang: Lang, mobile: boolean): RouteObject {
  const tree = `${lang}-${mobile ? 'm' : 'pc'}`;
  return {
    id: tree,
    path: sitePrefix(lang, mobile) || '/',
    lazy: mobile ? () => import('./mobile/MobileLayout') : () => import('./desktop/DesktopLayout'),
    children: [
      { id: `${tree}-pages`, ErrorBoundary: RouteErrorPage, children: pageRoutes(tree, mobile) },
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
            id: `${lang}-legal-${document}`,
            path: `${document}/:id?`,
            lazy: async () => {
              const [{ legalPage }, create] = await Promise.all([
                import('./legal/LegalPage'),
                loadDocument(),
              ]);
              return { Component: legalPage(create) };
            },
          })),
          {
            id: `${lang}-legal-topup`,
            path: 'topup/:file',
            lazy: () => import('./legal/TopupAgreementPage'),
          },
        ],
      },
    ],
  };
}

function rootRoute(children: RouteObject[]): RouteObject {
  return { id: 'root', Component: RootLayout, ErrorBoundary: RootErrorBoundary, children };
}

/**
 * Fresh route objects, each with a fixed id: the browser's table has every language and tree,
 * and a route has the same id in it as in the server's table of one site.
 */
export function createRoutes(): RouteObject[] {
  return [
    rootRoute(
      LANGUAGES.flatMap((lang) => [
        treeRoute(lang, false),
        treeRoute(lang, true),
        legalRoute(lang),
      ]),
    ),
  ];
}

/**
 * The routes one language and tree can reach (the desktop tree's include the legal pages): the
 * server renders a request with the table of the site it was resolved to, so matching a path
 * looks at a sixth of the routes.
 */
export function createSiteRoutes(lang: Lang, mobile: boolean): RouteObject[] {
  return [rootRoute(mobile ? [treeRoute(lang, true)] : [treeRoute(lang, false), legalRoute(lang)])];
}
