import type { RouteObject } from 'react-router-dom';

import type { Lang } from '../shared/i18n/languages';
import { ROUTE_MANIFEST, type RouteName } from '../shared/routing/route-manifest';
import {
  createTreePathTable,
  type PathRoute,
  type PathRouteRole,
} from '../shared/routing/route-table';
import { lazyModule, loading } from './app/lazy-modules';
import { RootErrorBoundary, RootLayout } from './app/RootLayout';
import type { RouteHandle } from './app/route-handle';
import type { MessagePath } from './i18n/message-paths';
import type { LegalBrand, LegalDocument, LegalLang } from './legal/documents/types';
import type * as LegalPageModule from './legal/LegalPage';
import { notFoundLoader } from './pages/errors/not-found-loader';
import { RouteErrorPage } from './pages/errors/RouteErrorPage';

/**
 * The route table: the paths of shared/routing/route-table.ts (every language prefix, the desktop,
 * `/m` and legal trees), which the server matches too, with what each route renders added here.
 */

/** The handle of a page's route: the groups of strings the page shows besides the frame's. */
function shows(...messages: MessagePath[]): RouteHandle {
  return { messages };
}

type TreePageName = {
  [Name in RouteName]: (typeof ROUTE_MANIFEST)[Name]['frame'] extends 'legal' ? never : Name;
}[RouteName];

type LegalPageName = Exclude<RouteName, TreePageName>;

/** What each page of the two trees renders and the groups of strings it shows. */
const TREE_PAGES: Record<TreePageName, Pick<RouteObject, 'lazy' | 'handle'>> = {
  home: {
    handle: shows(
      'pages.home',
      'content:home',
      'content:common',
      'content:downloads',
      'content:partners',
      'content:openInBrowser',
    ),
    lazy: lazyModule(import.meta.glob('/client/pages/home/HomePage.tsx')),
  },
  aboutUs: {
    handle: shows('pages.about', 'content:about', 'content:common'),
    lazy: lazyModule(import.meta.glob('/client/pages/about/AboutPage.tsx')),
  },
  activity: {
    handle: shows('pages.activity', 'content:activity', 'content:common'),
    lazy: lazyModule(import.meta.glob('/client/pages/activity/ActivityPage.tsx')),
  },
  profile: {
    handle: shows('pages.profile', 'account:profile', 'account:removeAccount'),
    lazy: lazyModule(import.meta.glob('/client/pages/profile/ProfilePage.tsx')),
  },
  download: {
    handle: shows(
      'pages.download',
      'content:downloads',
      'content:about.join',
      'content:about.promo',
      'content:common',
      'content:openInBrowser',
    ),
    lazy: lazyModule(import.meta.glob('/client/pages/download/DownloadPage.tsx')),
  },
  gameLibrary: {
    handle: shows('pages.gameLibrary', 'content:gameLibrary', 'content:search', 'content:common'),
    lazy: lazyModule(import.meta.glob('/client/pages/game-library/GameLibraryPage.tsx')),
  },
  gameLibrarySearch: {
    handle: shows('pages.search', 'content:search', 'content:gameLibrary', 'content:common'),
    lazy: lazyModule(import.meta.glob('/client/pages/game-library/SearchPage.tsx')),
  },
  // A game, a game's role or a role's profile, told apart by the path.
  gameLibraryItem: {
    handle: shows(
      'pages.gameLibrary',
      'pages.gameDetail',
      'pages.gameRole',
      'pages.roleInfo',
      'content:gameLibrary',
      'content:gameDetail',
      'content:knowledge',
      'content:partners',
      'content:role',
      'content:roleInfo',
      'content:common',
    ),
    lazy: lazyModule(import.meta.glob('/client/pages/game-library/GameLibraryItemPage.tsx')),
  },
  gamePartner: {
    handle: shows('pages.gamePartner', 'content:partners', 'content:common'),
    lazy: lazyModule(import.meta.glob('/client/pages/game-partner/PartnerHomePage.tsx')),
  },
  // A partner's chat, story, profile or games, told apart by the path.
  gamePartnerItem: {
    handle: shows(
      'pages.partnerChat',
      'pages.partnerStory',
      'pages.partnerDetail',
      'pages.partnerGames',
      'content:partner',
      'content:partners',
      'content:gameLibrary',
      'content:common',
    ),
    lazy: lazyModule(import.meta.glob('/client/pages/game-partner/PartnerItemPage.tsx')),
  },
  removeAccount: {
    handle: shows('pages.removeAccount', 'account:removeAccount', 'account:profile'),
    lazy: lazyModule(import.meta.glob('/client/pages/profile/RemoveAccountPage.tsx')),
  },
};

/** Each legal page in its own chunk: a legal page loads only the document it shows. */
const LEGAL_PAGES: Record<LegalPageName, RouteObject['lazy']> = {
  terms: lazyLegalPage('terms', () =>
    import('./legal/documents/terms').then((m) => m.createTermsDocument),
  ),
  privacy: lazyLegalPage('privacy', () =>
    import('./legal/documents/privacy').then((m) => m.createPrivacyDocument),
  ),
  douvterms: lazyLegalPage('douvterms', () =>
    import('./legal/documents/douvterms').then((m) => m.createMembershipDocument),
  ),
  douvsubscribeterms: lazyLegalPage('douvsubscribeterms', () =>
    import('./legal/documents/douvsubscribeterms').then((m) => m.createAutoRenewalDocument),
  ),
  topup: lazyModule(import.meta.glob('/client/legal/TopupAgreementPage.tsx')),
};

function lazyLegalPage(
  name: LegalPageName,
  loadDocument: () => Promise<(lang: LegalLang, brand: LegalBrand) => LegalDocument>,
): RouteObject['lazy'] {
  const loadPage = lazyModule<typeof LegalPageModule>(
    import.meta.glob('/client/legal/LegalPage.tsx'),
  );
  return loading(async () => {
    const [{ legalPage, legalPageLoader }, create] = await Promise.all([
      loadPage(),
      loadDocument(),
    ]);
    return { Component: legalPage(create), loader: legalPageLoader(name) };
  }, loadPage);
}

type Additions = Omit<RouteObject, 'id' | 'path' | 'index' | 'children' | 'caseSensitive'>;

function isLegalPage(name: RouteName): name is LegalPageName {
  return ROUTE_MANIFEST[name].frame === 'legal';
}

/** What a route of the table renders, by its role. */
function additions(role: PathRouteRole): Additions {
  switch (role.kind) {
    case 'root':
      return { Component: RootLayout, ErrorBoundary: RootErrorBoundary };
    case 'tree':
      if (role.tree === 'legal') {
        return {
          handle: shows('pages.legal'),
          lazy: lazyModule(import.meta.glob('/client/legal/LegalLayout.tsx')),
        };
      }
      // Both trees' menus name every section; the mobile one renders it only when opened.
      return {
        handle: shows('nav'),
        lazy:
          role.tree === 'm'
            ? lazyModule(import.meta.glob('/client/mobile/MobileLayout.tsx'))
            : lazyModule(import.meta.glob('/client/desktop/DesktopLayout.tsx')),
      };
    case 'pages':
      return { ErrorBoundary: RouteErrorPage };
    case 'section':
      return { handle: { menu: role.menu } };
    case 'page': {
      if (isLegalPage(role.name)) return { lazy: LEGAL_PAGES[role.name] };
      const page = TREE_PAGES[role.name];
      return role.menu ? { ...page, handle: { ...page.handle, menu: role.menu } } : page;
    }
    case 'notFound':
      // The loader always throws, so the error boundary renders; there is nothing else to show.
      return { loader: notFoundLoader, element: null };
  }
}

/** A route of the path table with what it renders: fresh objects, which a router may change. */
function withAdditions(route: PathRoute): RouteObject {
  const extra = additions(route.role);
  if (route.index) return { id: route.id, index: true, ...extra };
  return { id: route.id, path: route.path, ...extra, children: route.children?.map(withAdditions) };
}

/**
 * The routes of one language and tree (the desktop tree's include the legal pages), fresh objects
 * with fixed ids: the server renders a page with the table of the tree it resolved the request
 * to, and the browser hydrates and navigates it with the same table. A link to another language
 * or tree loads a new document, so no page needs the others' routes, and matching looks at a
 * sixth of them.
 */
export function createTreeRoutes(lang: Lang, mobile: boolean): RouteObject[] {
  return [withAdditions(createTreePathTable(lang, mobile))];
}
