/** Defaults of the server settings that the environment may override. */

/** Largest upstream answer accepted (UPSTREAM_MAX_BYTES), for page data and the proxy. */
export const DEFAULT_UPSTREAM_MAX_BYTES = 2 * 1024 * 1024;

/** Seconds an anonymous page stays fresh (PAGE_CACHE_SECONDS) in production. */
export const DEFAULT_PAGE_CACHE_SECONDS = 5;

/** Byte bound of the page cache (PAGE_CACHE_MAX_MB). */
export const DEFAULT_PAGE_CACHE_MAX_MB = 64;

/** After SIGTERM, seconds during which /readyz answers 503 while everything else is served. */
export const DEFAULT_SHUTDOWN_DELAY_SECONDS = 5;
