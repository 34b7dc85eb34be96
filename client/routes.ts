import type { RouteObject } from 'react-router-dom';

import { type Lang, LANGUAGES } from '../shared/i18n/languages';
import { sitePrefix } from '../shared/routing/site-path';
import { RootErrorBoundary, RootLayout } from './app/RootLayout';
import type { MenuKey, RouteHandle } from './app/route-handle';
import type { MessagePath } from './i18n/message-paths';
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

/** The handle of a page's route: the groups of strings the page shows besides the frame's. */
function shows(...messages: MessagePath[]): RouteHandle {
  return { messages };
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
      handle: {
        ...menu('home'),
        ...shows(
          'pages.home',
          'content.home',
          'content.common',
          'content.downloads',
          'content.partners',
        ),
      },
      lazy: () => import('./pages/home/HomePage'),
    },
    menuSection(id('about-us'), 'about-us', 'aboutUs', [
      {
        id: id('about-us-index'),
        index: true,
        handle: shows('pages.about', 'content.about', 'content.common'),
        lazy: () => import('./pages/about/AboutPage'),
      },
    ]),
    menuSection(id('activity'), 'activity', 'activity', [
      {
        id: id('activity-index'),
        index: true,
        handle: shows('pages.activity', 'content.activity', 'content.common'),
        lazy: () => import('./pages/activity/ActivityPage'),
      },
    ]),
    {
      id: id('profile'),
      path: 'profile',
      handle: shows('pages.profile', 'account.profile', 'account.removeAccount'),
      lazy: () => import('./pages/profile/ProfilePage'),
    },
    // Where the downloads lead without SITE_CONFIG: a page of the site, never a dead host.
    {
      id: id('download'),
      path: 'download',
      handle: shows('content.downloads', 'content.about.join', 'content.about.promo'),
      lazy: () => import('./pages/download/DownloadPage'),
    },
    menuSection(id('game-library'), 'game-library', 'gameLibrary', [
      {
        id: id('game-library-index'),
        index: true,
        handle: shows(
          'pages.gameLibrary',
          'content.gameLibrary',
          'content.search',
          'content.common',
        ),
        lazy: () => import('./pages/game-library/GameLibraryPage'),
      },
      {
        id: id('game-library-search'),
        path: 'search',
        handle: shows('pages.search', 'content.search', 'content.gameLibrary', 'content.common'),
        lazy: () => import('./pages/game-library/SearchPage'),
      },
      {
        id: id('game-library-entry'),
        path: ':entry',
        // A game, a game's role or a role's profile, told apart by the path.
        handle: shows(
          'pages.gameLibrary',
          'pages.gameDetail',
          'pages.gameRole',
          'pages.roleInfo',
          'content.gameLibrary',
          'content.gameDetail',
          'content.knowledge',
          'content.partners',
          'content.role',
          'content.roleInfo',
          'content.common',
        ),
        lazy: () => import('./pages/game-library/GameLibraryEntryPage'),
      },
    ]),
    menuSection(id('game-partner'), 'game-partner', 'gamePartner', [
      {
        id: id('game-partner-index'),
        index: true,
        handle: shows('pages.gamePartner', 'content.partners', 'content.common'),
        lazy: () => import('./pages/game-partner/PartnerHomePage'),
      },
      {
        id: id('game-partner-entry'),
        path: ':entry',
        // A partner's chat, story, profile or games, told apart by the path.
        handle: shows(
          'pages.partnerChat',
          'pages.partnerStory',
          'pages.partnerDetail',
          'pages.partnerGames',
          'content.partner',
          'content.partners',
          'content.gameLibrary',
          'content.common',
        ),
        lazy: () => import('./pages/game-partner/PartnerEntryPage'),
      },
    ]),
  ];
  if (mobile) {
    routes.push({
      id: id('profile-entry'),
      path: 'profile/:entry',
      handle: shows('pages.removeAccount', 'account.removeAccount', 'account.profile'),
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
    // Both trees' menus name every section; the mobile one renders it only when opened.
    handle: shows('nav'),
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
    handle: shows('pages.legal'),
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
