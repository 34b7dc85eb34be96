/** Where the API proxy is mounted; the edge routes the same prefix to it. */

export const API_PREFIX = '/api';
