import { HTML_LANG, LANGUAGES } from '../../shared/i18n/languages';
import { escapeMarkup } from '../../shared/markup-escape';
import { switchLanguage, switchTree } from '../../shared/routing/prefixed-path';
import {
  pagePaths,
  ROUTE_MANIFEST,
  ROUTE_NAMES,
  routePath,
} from '../../shared/routing/route-manifest';

/** One page of the sitemap, in its Chinese desktop form; listed in every language. */
export interface SitemapPage {
  path: string;
  /** Whether it has a twin in the `/m` tree (the legal pages are the same for both). */
  mobileTwin: boolean;
  /** `YYYY-MM-DD`, where the data says when the page last changed. */
  lastmod?: string;
}

/** The pages every visitor sees the same: the manifest's sitemap routes. */
export const STATIC_PAGES: readonly SitemapPage[] = ROUTE_NAMES.filter(
  (name) => ROUTE_MANIFEST[name].sitemap,
).map((name) => ({ path: routePath(name), mobileTwin: ROUTE_MANIFEST[name].frame === 'tree' }));

/**
 * The download page, indexable where it is real: with a site configuration its buttons lead to
 * the product's installers; the demo's stand-in (no configuration) is `noindex` and left out.
 */
export const DOWNLOAD_PAGE: SitemapPage = { path: routePath('download'), mobileTwin: true };

/** The pages every visitor sees the same, the download page among them where it is real. */
export function staticPages(siteConfigured: boolean): readonly SitemapPage[] {
  return siteConfigured ? [...STATIC_PAGES, DOWNLOAD_PAGE] : STATIC_PAGES;
}

/**
 * The indexable pages of a partner: its profile, its story and its games. Its chat only asks a
 * visitor to log in (the page is `noindex`), so it is left out.
 */
export function partnerPages(id: number): SitemapPage[] {
  return [pagePaths.partnerDetail(id), pagePaths.partnerStory(id), pagePaths.partnerGames(id)].map(
    (path) => ({ path, mobileTwin: true }),
  );
}

/** A game's page, and the role and role info pages of each of its roles. */
export function gamePages(id: number, roles: readonly number[], lastmod?: string): SitemapPage[] {
  return [
    { path: pagePaths.game(id), mobileTwin: true, ...(lastmod ? { lastmod } : {}) },
    ...roles.flatMap((role) =>
      [pagePaths.gameRole(role), pagePaths.roleInfo(role)].map((path) => ({
        path,
        mobileTwin: true,
      })),
    ),
  ];
}

/** Baidu's mobile namespace: a `/m` page is `mobile`, one served the same to both `pc,mobile`. */
export const BAIDU_MOBILE_NAMESPACE = 'http://www.baidu.com/schemas/sitemap-mobile/1/';

/**
 * The `<url>` entries of a page: one per language, and as many again for its `/m` twin, each
 * naming its language forms (as the pages do) and, on the desktop form, its `/m` twin.
 */
export function urlEntries(origin: string, page: SitemapPage): string[] {
  const href = (path: string) => escapeMarkup(origin + path);
  const entry = (path: string, mobile: boolean) => {
    const alternates = [
      ...LANGUAGES.map((lang) => [HTML_LANG[lang], switchLanguage(path, lang)] as const),
      ['x-default', switchLanguage(path, 'zh')] as const,
    ].map(
      ([hreflang, alternate]) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href(alternate)}"/>`,
    );
    // No mobile tag is Baidu's "pc page".
    const device = mobile
      ? '<mobile:mobile type="mobile"/>'
      : page.mobileTwin
        ? `<xhtml:link rel="alternate" media="only screen and (max-width: 640px)" href="${href(switchTree(path, true))}"/>`
        : '<mobile:mobile type="pc,mobile"/>';
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : '';
    return `<url><loc>${href(path)}</loc>${lastmod}${device}${alternates.join('')}</url>`;
  };
  return LANGUAGES.flatMap((lang) => {
    const path = switchLanguage(page.path, lang);
    return page.mobileTwin
      ? [entry(path, false), entry(switchTree(path, true), true)]
      : [entry(path, false)];
  });
}

/** A sitemap file of `entries`. */
export function renderUrlSet(entries: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:mobile="${BAIDU_MOBILE_NAMESPACE}">`,
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap index naming `files` (absolute URLs). */
export function renderSitemapIndex(files: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `<sitemap><loc>${escapeMarkup(file)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
