import { HTML_LANG, LANGUAGES } from '../../shared/i18n/languages';
import { escapeMarkup } from '../../shared/markup-escape';
import {
  ROUTE_MANIFEST,
  ROUTE_NAMES,
  routePath,
  sitePaths,
} from '../../shared/routing/route-manifest';
import { switchLanguage } from '../../shared/routing/site-path';

/**
 * The pages every visitor sees the same, as Chinese desktop paths: the manifest's sitemap routes.
 * Desktop URLs only: a `/m` page names its desktop twin as canonical.
 */
export const STATIC_PAGES: readonly string[] = ROUTE_NAMES.filter(
  (name) => ROUTE_MANIFEST[name].sitemap,
).map(routePath);

/** The detail page of a game of the library. */
export const gamePage = sitePaths.game;

/** The detail page of a partner. */
export const partnerPage = sitePaths.partnerDetail;

/** One `<url>` per page and language, each naming all its language forms, as the pages do. */
function urlEntries(origin: string, page: string): string[] {
  const alternates = [
    ...LANGUAGES.map((lang) => [HTML_LANG[lang], switchLanguage(page, lang)] as const),
    ['x-default', switchLanguage(page, 'zh')] as const,
  ]
    .map(
      ([hreflang, path]) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(origin + path)}"/>`,
    )
    .join('');
  return LANGUAGES.map(
    (lang) =>
      `<url><loc>${escapeMarkup(origin + switchLanguage(page, lang))}</loc>${alternates}</url>`,
  );
}

/** The sitemap document of `pages` (Chinese desktop paths) on `origin`. */
export function renderSitemap(origin: string, pages: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => urlEntries(origin, page)),
    '</urlset>',
    '',
  ].join('\n');
}
