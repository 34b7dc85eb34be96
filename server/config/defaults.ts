/** Defaults of the server settings that the environment may override, and their floors. */

/** Largest upstream answer accepted (UPSTREAM_MAX_BYTES), for page data and the proxy. */
export const DEFAULT_UPSTREAM_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The least UPSTREAM_MAX_BYTES accepts: below it the cap can only be a mistake (0, or a number
 * meant in KiB or MiB) that refuses the API's answers: a page's data is a few KB, and even a one-item
 * list is some hundreds of bytes.
 */
export const MIN_UPSTREAM_MAX_BYTES = 1024;

/** Seconds an anonymous page stays fresh (PAGE_CACHE_SECONDS) in production. */
export const DEFAULT_PAGE_CACHE_SECONDS = 5;

/** Byte bound of the page cache (PAGE_CACHE_MAX_MB). */
export const DEFAULT_PAGE_CACHE_MAX_MB = 64;

/** After SIGTERM, seconds during which /readyz answers 503 while everything else is served. */
export const DEFAULT_SHUTDOWN_DELAY_SECONDS = 5;
