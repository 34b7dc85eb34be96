import type { RouteObject } from 'react-router-dom';
import { LANGUAGES, type Lang } from '../shared/i18n/languages';
import { sitePrefix } from '../shared/routing/site-path';
import { RootErrorBoundary, RootLayout } from './app/RootLayout';
import { notFoundLoader } from './pages/errors/not-found-loader';
import { RouteErrorPage } from './pages/errors/RouteErrorPage';

/**
 * The route table (spec section 2), generated for every language prefix and for the desktop
 * and `/m` trees (contract section 2). Partial dynamic segments such as `game-role-{id}` are not
 * supported by react-router, so `:entry` routes parse them in their loaders.
 */

export interface RouteHandle {
  /** The header menu item this page belongs to. */
  menu?: 'home' | 'gamePartner' | 'gameLibrary' | 'activity' | 'aboutUs';
}

function pageRoutes(mobile: boolean): RouteObject[] {
  const routes: RouteObject[] = [
    { index: true, handle: { menu: 'home' }, lazy: () => import('./pages/home/HomePage') },
    {
      path: 'about-us',
      handle: { menu: 'aboutUs' },
      lazy: () => import('./pages/about/AboutPage'),
    },
    {
      path: 'activity',
      handle: { menu: 'activity' },
      lazy: () => import('./pages/activity/ActivityPage'),
    },
    { path: 'profile', lazy: () => import('./pages/profile/ProfilePage') },
    {
      path: 'game-library',
      handle: { menu: 'gameLibrary' },
      children: [
        { index: true, lazy: () => import('./pages/game-library/GameLibraryPage') },
        { path: 'search', lazy: () => import('./pages/game-library/SearchPage') },
        { path: ':entry', lazy: () => import('./pages/game-library/GameLibraryEntryPage') },
      ],
    },
    {
      path: 'game-partner',
      handle: { menu: 'gamePartner' },
      children: [
        { index: true, lazy: () => import('./pages/game-partner/PartnerHomePage') },
        { path: ':entry', lazy: () => import('./pages/game-partner/PartnerEntryPage') },
      ],
    },
  ];
  if (mobile) {
    routes.push({
      path: 'profile/:entry',
      lazy: () => import('./pages/profile/RemoveAccountPage'),
    });
  }
  // The loader always throws, so the error boundary renders; there is nothing else to show.
  routes.push({ path: '*', loader: notFoundLoader, element: null });
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
