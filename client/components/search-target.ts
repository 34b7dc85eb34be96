import { SEARCH_PAGE_PATH, SEARCH_QUERY_PARAM } from '../../shared/constants';
import { parseSitePath } from '../../shared/routing/site-path';

/** Whether a URL path (any language, either tree) is the game knowledge search page. */
export function isSearchPage(pathname: string): boolean {
  const { rest } = parseSitePath(pathname);
  return rest.replace(/\/+$/, '') === SEARCH_PAGE_PATH;
}

/** The search page for a query, inside the tree (AppLink rules add the prefix and query). */
export function searchPagePath(query: string): string {
  return `${SEARCH_PAGE_PATH}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: query })}`;
}

/** The current query string with the search value replaced: the in-place search. */
export function withSearchValue(search: string, query: string): string {
  const params = new URLSearchParams(search);
  params.set(SEARCH_QUERY_PARAM, query);
  return `?${params}`;
}

/** The search value shown in the box: the page's own query on the search page, else empty. */
export function currentSearchValue(pathname: string, search: string): string {
  if (!isSearchPage(pathname)) return '';
  return new URLSearchParams(search).get(SEARCH_QUERY_PARAM) ?? '';
}
