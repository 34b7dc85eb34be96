/** The query parameters every page URL may carry, and the channel a URL without one gets. */

export const DEFAULT_CHANNEL = 'official-website';
export const CHANNEL_QUERY_PARAM = 'channel';
export const TRACK_ID_QUERY_PARAM = 'track_id';
export const SEARCH_QUERY_PARAM = 'searchValue';
/** The game library's chosen genre (absent: every genre). */
export const GENRE_QUERY_PARAM = 'genre';
