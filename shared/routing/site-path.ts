import { DEFAULT_LANG, isLang, type Lang } from '../i18n/languages';

export type Device = 'pc' | 'mobile';

/**
 * A site URL path split into its parts: `/en/m/game-library` is
 * `{ lang: 'en', mobile: true, rest: '/game-library' }`. The language prefix comes first, then `/m`.
 */
export interface SitePath {
  lang: Lang;
  mobile: boolean;
  /** The path below the prefixes; always starts with `/`. */
  rest: string;
}

export function parseSitePath(pathname: string): SitePath {
  let rest = pathname.startsWith('/') ? pathname : `/${pathname}`;
  let lang: Lang = DEFAULT_LANG;
  const first = rest.split('/')[1];
  if (first !== DEFAULT_LANG && isLang(first)) {
    lang = first;
    rest = rest.slice(first.length + 1) || '/';
  }
  let mobile = false;
  if (rest === '/m' || rest.startsWith('/m/')) {
    mobile = true;
    rest = rest.slice(2) || '/';
  }
  return { lang, mobile, rest };
}

/** The URL prefix of a language and tree: '', '/m', '/en', '/en/m', '/ja', '/ja/m'. */
export function sitePrefix(lang: Lang, mobile: boolean): string {
  return `${lang === DEFAULT_LANG ? '' : `/${lang}`}${mobile ? '/m' : ''}`;
}

/**
 * The full path of a page: `{ lang: 'en', mobile: true, rest: '/activity' }` is `/en/m/activity`.
 * The rest starts with exactly one slash whatever it was given, so no built path reads as
 * another host (`//host`, `/\\host`).
 */
export function buildSitePath({ lang, mobile, rest }: SitePath): string {
  const prefix = sitePrefix(lang, mobile);
  const path = rest.replace(/^[/\\]*/, '/');
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}

/**
 * Paths the check-device guard leaves alone: the legal pages,
 * the top-up agreement and mobile account removal.
 */
const UNGUARDED_PATTERNS: readonly RegExp[] = [
  /^\/(terms|privacy|douvterms|douvsubscribeterms)(\/[^/]+)?\/?$/,
  /^\/topup\//,
  /^\/profile\/removeAccount-[^/]+\/?$/,
];

export function isDeviceGuarded(rest: string): boolean {
  return !UNGUARDED_PATTERNS.some((pattern) => pattern.test(rest));
}

/** The twin of a path in the other tree, keeping language and rest. */
export function switchTree(pathname: string, mobile: boolean): string {
  return buildSitePath({ ...parseSitePath(pathname), mobile });
}

/** The same page in another language. */
export function switchLanguage(pathname: string, lang: Lang): string {
  return buildSitePath({ ...parseSitePath(pathname), lang });
}
