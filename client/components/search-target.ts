import { matchRoute } from '../../shared/routing/route-manifest';
import { SEARCH_QUERY_PARAM } from '../../shared/spec-constants';

/** Whether a path below the language and tree prefixes is the game knowledge search page. */
export function isSearchPage(rest: string): boolean {
  return matchRoute(rest)?.name === 'gameLibrarySearch';
}

/** The current query string with the search value replaced: the in-place search. */
export function withSearchValue(search: string, query: string): string {
  const params = new URLSearchParams(search);
  params.set(SEARCH_QUERY_PARAM, query);
  return `?${params}`;
}

/** The search value shown in the box: the page's own query on the search page, else empty. */
export function currentSearchValue(rest: string, search: string): string {
  if (!isSearchPage(rest)) return '';
  return new URLSearchParams(search).get(SEARCH_QUERY_PARAM) ?? '';
}
