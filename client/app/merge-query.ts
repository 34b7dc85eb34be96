/**
 * The retain-query-params rule: the query of the current route is carried
 * into the next one; parameters the target names itself win.
 */
export function mergeQuery(currentSearch: string, target: string): string {
  // Nothing to carry and no query of its own to put in normal form: most links of a page.
  if (currentSearch.length <= 1 && !target.includes('?')) return target;
  const hashIndex = target.indexOf('#');
  const hash = hashIndex === -1 ? '' : target.slice(hashIndex);
  const withoutHash = hashIndex === -1 ? target : target.slice(0, hashIndex);
  const queryIndex = withoutHash.indexOf('?');
  const pathname = queryIndex === -1 ? withoutHash : withoutHash.slice(0, queryIndex);
  const merged = new URLSearchParams(currentSearch);
  const own = new URLSearchParams(queryIndex === -1 ? '' : withoutHash.slice(queryIndex));
  for (const key of new Set(own.keys())) {
    merged.delete(key);
    for (const value of own.getAll(key)) merged.append(key, value);
  }
  const query = merged.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}
