import type { AppConfig } from '../config/env';
import { PAGE_CACHE_STALE_FACTOR } from './page-cache';

/**
 * What a shared cache (a CDN, the reference edge) and a browser may do with each answer of the
 * pages. A page is the same bytes for every visitor of its device class and language:
 * - shared caches keep it as long as the page cache does (`s-maxage`), and serve it stale while
 *   one refresh runs, for the same window as the page cache's stale entries;
 * - browsers revalidate it on each view (`max-age=0`: its ETag makes that a 304). No
 *   `must-revalidate`: for a shared cache it forbids serving stale at all, which would void the
 *   two stale directives;
 * - a shared cache whose origin fails serves its last good copy for a day (`stale-if-error`)
 *   rather than an error;
 * - `no-transform`: Chinese search engines' and carriers' proxies must not transcode it.
 */
const STALE_IF_ERROR_SECONDS = 24 * 60 * 60;

/** Seconds shared caches may keep a page: the page cache's, where it runs (production). */
export function sharedCacheSeconds(config: Pick<AppConfig, 'mode' | 'pageCacheSeconds'>): number {
  return config.mode === 'production' ? config.pageCacheSeconds : 0;
}

/** A page nobody keeps: 5xx, a page whose upstream data failed (still never transcoded). */
export const NOT_KEPT = 'no-store, no-transform';
/** A page whose shell leaves before the rest is known: nobody keeps it, nobody transcodes it. */
export const STREAMED = 'no-store, no-transform';

/** A page (200) rendered with every upstream call successful. */
export function pageCacheControl(pageCacheSeconds: number): string {
  if (pageCacheSeconds <= 0) return 'no-cache, no-transform';
  const stale = pageCacheSeconds * (PAGE_CACHE_STALE_FACTOR - 1);
  return (
    `public, max-age=0, s-maxage=${pageCacheSeconds}, stale-while-revalidate=${stale}, ` +
    `stale-if-error=${STALE_IF_ERROR_SECONDS}, no-transform`
  );
}

/** The not-found page: kept while fresh, never stale (an id may appear upstream any moment). */
export function notFoundCacheControl(pageCacheSeconds: number): string {
  if (pageCacheSeconds <= 0) return 'no-cache, no-transform';
  return `public, max-age=0, s-maxage=${pageCacheSeconds}, no-transform`;
}

/**
 * Every redirect of the site (device, language, canonical spelling). Its `Location` keeps the
 * visitor's own query, and shared caches key pages without campaign parameters: a redirect kept
 * for one visitor would send the next to the first one's `track_id`, or to none, so no shared
 * cache keeps any. Browsers ask again each time, so a language chosen since is honoured at once.
 */
export const REDIRECT_CACHE_CONTROL = 'private, no-cache';

/**
 * The Cache-Control of a page answer of `status`.
 * `incomplete`: a page whose upstream data failed.
 */
export function pageAnswerCacheControl(
  pageCacheSeconds: number,
  status: number,
  options: { incomplete?: boolean } = {},
): string {
  if (options.incomplete) return NOT_KEPT;
  if (status === 200) return pageCacheControl(pageCacheSeconds);
  if (status === 404) return notFoundCacheControl(pageCacheSeconds);
  if (status >= 300 && status < 400) return REDIRECT_CACHE_CONTROL;
  return NOT_KEPT;
}
