/** The cookie that remembers the chosen language, read by the server and the edge. */

export const LOCALE_COOKIE = 'locale';
