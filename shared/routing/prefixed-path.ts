import { DEFAULT_LANG, isLang, type Lang } from '../i18n/languages';

export type Device = 'pc' | 'mobile';

/**
 * A URL path split into its language prefix, tree prefix and rest: `/en/m/game-library` is
 * `{ lang: 'en', mobile: true, rest: '/game-library' }`. The language prefix comes first, then `/m`.
 */
export interface PrefixedPath {
  lang: Lang;
  mobile: boolean;
  /** The path below the prefixes; always starts with `/`. */
  rest: string;
}

/**
 * The prefixes are read in any case, as react-router matches the trees' paths: `/EN/M/activity`
 * is the `/en/m` tree's (and answers 301 to that spelling).
 */
export function parsePrefixedPath(pathname: string): PrefixedPath {
  let rest = pathname.startsWith('/') ? pathname : `/${pathname}`;
  let lang: Lang = DEFAULT_LANG;
  const first = rest.split('/')[1]?.toLowerCase();
  if (first !== DEFAULT_LANG && isLang(first)) {
    lang = first;
    rest = rest.slice(first.length + 1) || '/';
  }
  let mobile = false;
  if ((rest[1] === 'm' || rest[1] === 'M') && (rest.length === 2 || rest[2] === '/')) {
    mobile = true;
    rest = rest.slice(2) || '/';
  }
  return { lang, mobile, rest };
}

/** The URL prefix of a language and tree: '', '/m', '/en', '/en/m', '/ja', '/ja/m'. */
export function pathPrefix(lang: Lang, mobile: boolean): string {
  return `${lang === DEFAULT_LANG ? '' : `/${lang}`}${mobile ? '/m' : ''}`;
}

/** An address that is a path of this site (`/download#amd`), not `//host`, `/\\host` or a URL. */
export function isSitePath(href: string | undefined): boolean {
  return href !== undefined && /^\/(?![/\\])/.test(href);
}

/**
 * A path that starts with exactly one slash whatever it was given: browsers read `//host` and
 * `/\\host` as another origin, so any run of leading slashes and backslashes becomes one slash.
 */
export function sameOriginPath(path: string): string {
  // Nearly every path is one already: no expression to run for each link of a page.
  if (path[0] === '/' && path[1] !== '/' && path[1] !== '\\') return path;
  return path.replace(/^[/\\]*/, '/');
}

/** The full path of a page: `{ lang: 'en', mobile: true, rest: '/activity' }` is `/en/m/activity`. */
export function buildPrefixedPath({ lang, mobile, rest }: PrefixedPath): string {
  const prefix = pathPrefix(lang, mobile);
  const path = sameOriginPath(rest);
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}

/** The twin of a path in the other tree, keeping language and rest. */
export function switchTree(pathname: string, mobile: boolean): string {
  return buildPrefixedPath({ ...parsePrefixedPath(pathname), mobile });
}

/** The same page in another language. */
export function switchLanguage(pathname: string, lang: Lang): string {
  return buildPrefixedPath({ ...parsePrefixedPath(pathname), lang });
}
