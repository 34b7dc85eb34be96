/** Timeouts of an HTTP server behind a load balancer, for the site server and the demo API alike. */

/** Requests in flight when the server stops accepting get this long to finish. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Longer than common balancer idle timeouts, and the header bound longer still. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = 66_000;
