/** The anti-forgery contract between the browser client and the server. */

/** The double-submit token: a readable cookie the browser client echoes in the header. */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/**
 * Where the browser gets its identifier and token before its first write: pages set no cookie,
 * so that any shared cache may keep them. Outside /api, so it never reaches the upstream.
 */
export const XSRF_TOKEN_PATH = '/_csrf';

/** The error_message of a 403 for a missing or invalid token: the client asks again once. */
export const XSRF_REFUSED_MESSAGE = 'Invalid or missing anti-forgery token';
