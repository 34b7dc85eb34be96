import type { RouteObject } from 'react-router-dom';

import { type Lang, LANGUAGES } from '../shared/i18n/languages';
import {
  ROUTE_MANIFEST,
  type RouteDeclaration,
  type RouteName,
} from '../shared/routing/route-manifest';
import { sitePrefix } from '../shared/routing/site-path';
import { RootErrorBoundary, RootLayout } from './app/RootLayout';
import type { RouteHandle } from './app/route-handle';
import type { MessagePath } from './i18n/message-paths';
import type { LegalBrand, LegalDocument, LegalLang } from './legal/documents/types';
import { notFoundLoader } from './pages/errors/not-found-loader';
import { RouteErrorPage } from './pages/errors/RouteErrorPage';

/**
 * The route table, generated from the route manifest for every language prefix and for the desktop
 * and `/m` trees: the manifest says where each page is, this file what it renders.
 */

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

type SitePageName = {
  [Name in RouteName]: (typeof ROUTE_MANIFEST)[Name]['frame'] extends 'legal' ? never : Name;
}[RouteName];

type LegalPageName = Exclude<RouteName, SitePageName>;

/** What each page of the two trees renders and the groups of strings it shows. */
const SITE_PAGES: Record<SitePageName, Pick<RouteObject, 'lazy' | 'handle'>> = {
  home: {
    handle: shows(
      'pages.home',
      'content.home',
      'content.common',
      'content.downloads',
      'content.partners',
      'content.openInBrowser',
    ),
    lazy: () => import('./pages/home/HomePage'),
  },
  aboutUs: {
    handle: shows('pages.about', 'content.about', 'content.common'),
    lazy: () => import('./pages/about/AboutPage'),
  },
  activity: {
    handle: shows('pages.activity', 'content.activity', 'content.common'),
    lazy: () => import('./pages/activity/ActivityPage'),
  },
  profile: {
    handle: shows('pages.profile', 'account.profile', 'account.removeAccount'),
    lazy: () => import('./pages/profile/ProfilePage'),
  },
  download: {
    handle: shows(
      'pages.download',
      'content.downloads',
      'content.about.join',
      'content.about.promo',
      'content.common',
      'content.openInBrowser',
    ),
    lazy: () => import('./pages/download/DownloadPage'),
  },
  gameLibrary: {
    handle: shows('pages.gameLibrary', 'content.gameLibrary', 'content.search', 'content.common'),
    lazy: () => import('./pages/game-library/GameLibraryPage'),
  },
  gameLibrarySearch: {
    handle: shows('pages.search', 'content.search', 'content.gameLibrary', 'content.common'),
    lazy: () => import('./pages/game-library/SearchPage'),
  },
  // A game, a game's role or a role's profile, told apart by the path.
  gameLibraryEntry: {
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
  gamePartner: {
    handle: shows('pages.gamePartner', 'content.partners', 'content.common'),
    lazy: () => import('./pages/game-partner/PartnerHomePage'),
  },
  // A partner's chat, story, profile or games, told apart by the path.
  gamePartnerEntry: {
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
  removeAccount: {
    handle: shows('pages.removeAccount', 'account.removeAccount', 'account.profile'),
    lazy: () => import('./pages/profile/RemoveAccountPage'),
  },
};

/** A route pattern as a route id part: `/game-library/:entry` is `game-library-entry`. */
function idOf(pattern: string): string {
  return pattern.slice(1).replaceAll('/', '-').replace(/[:?]/g, '');
}

/**
 * The pages of one tree, nested as react-router needs them: every id starts with the tree's, e.g.
 * `en-m-game-library-entry`. A menu item's route is a section holding its page as the index and
 * every page below its path, plus a catch-all, so an unknown path below it (a 404) stays inside
 * it and keeps the item active: the menu marks items by prefix of the path.
 */
function pageRoutes(tree: string, mobile: boolean): RouteObject[] {
  const id = (name: string) => `${tree}-${name}`;
  const names = (Object.keys(SITE_PAGES) as SitePageName[]).filter(
    (name) => mobile || ROUTE_MANIFEST[name].frame === 'site',
  );
  const sections = names.filter((name) => {
    const { menu, pattern } = ROUTE_MANIFEST[name] as RouteDeclaration;
    return menu !== undefined && pattern !== '/';
  });
  const sectionOf = (name: SitePageName) =>
    sections.find((section) =>
      ROUTE_MANIFEST[name].pattern.startsWith(`${ROUTE_MANIFEST[section].pattern}/`),
    );
  const routes: RouteObject[] = [];
  for (const name of names) {
    const { pattern, menu } = ROUTE_MANIFEST[name] as RouteDeclaration;
    if (pattern === '/') {
      // Home is the index route alone, so its item is active only on exactly the tree's home.
      routes.push({
        id: id('home'),
        index: true,
        ...SITE_PAGES[name],
        handle: { ...SITE_PAGES[name].handle, menu: menu?.key },
      });
    } else if (sections.includes(name)) {
      const section = idOf(pattern);
      const children = names
        .filter((child) => sectionOf(child) === name)
        .map((child): RouteObject => {
          const childPattern = ROUTE_MANIFEST[child].pattern;
          return {
            id: id(idOf(childPattern)),
            path: childPattern.slice(pattern.length + 1),
            ...SITE_PAGES[child],
          };
        });
      routes.push({
        id: id(section),
        path: pattern.slice(1),
        handle: { menu: menu?.key },
        children: [
          { id: id(`${section}-index`), index: true, ...SITE_PAGES[name] },
          ...children,
          notFoundRoute(id(`${section}-404`)),
        ],
      });
    } else if (!sectionOf(name)) {
      routes.push({ id: id(idOf(pattern)), path: pattern.slice(1), ...SITE_PAGES[name] });
    }
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

/** Each legal page in its own chunk: a legal page loads only the document it shows. */
const LEGAL_PAGES: Record<LegalPageName, RouteObject['lazy']> = {
  terms: legalDocument(() => import('./legal/documents/terms').then((m) => m.createTermsDocument)),
  privacy: legalDocument(() =>
    import('./legal/documents/privacy').then((m) => m.createPrivacyDocument),
  ),
  douvterms: legalDocument(() =>
    import('./legal/documents/douvterms').then((m) => m.createMembershipDocument),
  ),
  douvsubscribeterms: legalDocument(() =>
    import('./legal/documents/douvsubscribeterms').then((m) => m.createAutoRenewalDocument),
  ),
  topup: () => import('./legal/TopupAgreementPage'),
};

function legalDocument(
  loadDocument: () => Promise<(lang: LegalLang, brand: LegalBrand) => LegalDocument>,
): RouteObject['lazy'] {
  return async () => {
    const [{ legalPage }, create] = await Promise.all([
      import('./legal/LegalPage'),
      loadDocument(),
    ]);
    return { Component: legalPage(create) };
  };
}

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
        children: (Object.keys(LEGAL_PAGES) as LegalPageName[]).map((name): RouteObject => ({
          id: `${lang}-legal-${name}`,
          path: ROUTE_MANIFEST[name].pattern.slice(1),
          lazy: LEGAL_PAGES[name],
        })),
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
