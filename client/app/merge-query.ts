import { PAGE_READ_PARAMS } from '../../shared/routing/page-read-params';

/**
 * The part of the current query that travels to the next page: all of it but the parameters a
 * page reads itself (a search, a filter), which belong to the page the visitor chose them on.
 * `''` or `?name=value…`.
 */
export function carriedQuery(currentSearch: string): string {
  if (currentSearch.length <= 1) return '';
  const params = new URLSearchParams(currentSearch);
  // Most queries name none of them (a campaign's): kept as they came.
  if (!PAGE_READ_PARAMS.some((name) => params.has(name))) return currentSearch;
  for (const name of PAGE_READ_PARAMS) params.delete(name);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The retain-query-params rule: the query of the current route is carried into the next one,
 * but for what a page reads itself (carriedQuery); parameters the target names itself win.
 */
export function mergeQuery(currentSearch: string, target: string): string {
  // Nothing to carry and no query of its own to put in normal form: most links of a page.
  if (currentSearch.length <= 1 && !target.includes('?')) return target;
  const hashIndex = target.indexOf('#');
  const hash = hashIndex === -1 ? '' : target.slice(hashIndex);
  const withoutHash = hashIndex === -1 ? target : target.slice(0, hashIndex);
  const queryIndex = withoutHash.indexOf('?');
  const pathname = queryIndex === -1 ? withoutHash : withoutHash.slice(0, queryIndex);
  const merged = new URLSearchParams(carriedQuery(currentSearch));
  const own = new URLSearchParams(queryIndex === -1 ? '' : withoutHash.slice(queryIndex));
  for (const key of new Set(own.keys())) {
    merged.delete(key);
    for (const value of own.getAll(key)) merged.append(key, value);
  }
  const query = merged.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}
