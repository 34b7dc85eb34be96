/** Paths inside a tree that components link to by name (the prefixes are added by AppLink). */
export const PROFILE_PATH = '/profile';
export const SEARCH_PAGE_PATH = '/game-library/search';
