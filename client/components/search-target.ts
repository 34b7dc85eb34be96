import type { PrefixedPath } from '../../shared/routing/prefixed-path';
import { SEARCH_QUERY_PARAM } from '../../shared/routing/query-params';
import { matchRoute } from '../../shared/routing/route-table';

/** Whether a path of the site is the game knowledge search page. */
export function isSearchPage(site: PrefixedPath): boolean {
  return matchRoute(site)?.name === 'gameLibrarySearch';
}

/** The current query string with the search value replaced: the in-place search. */
export function withSearchValue(search: string, query: string): string {
  const params = new URLSearchParams(search);
  params.set(SEARCH_QUERY_PARAM, query);
  return `?${params}`;
}

/** The search value shown in the box: the page's own query on the search page, else empty. */
export function currentSearchValue(site: PrefixedPath, search: string): string {
  if (!isSearchPage(site)) return '';
  return new URLSearchParams(search).get(SEARCH_QUERY_PARAM) ?? '';
}
