/** Bounds of an API call that the browser, the server and the demo API agree on. */

export const HTTP_TIMEOUT_MS = 10_000;
export const HTTP_SUCCESS_MIN = 200;
export const HTTP_SUCCESS_MAX = 299;
export const API_BODY_LIMIT_BYTES = 1024 * 1024;
