import { useLocation } from 'react-router-dom';

import { matchRoute, pageQuery } from '../../shared/routing/route-manifest';
import { parseSitePath } from '../../shared/routing/site-path';
import { useHydrated } from '../components/use-hydrated';

/**
 * The query that links and forms carry into the next page (the retain-query-params rule). The
 * server renders every visitor of a page the same HTML, so in its markup, and while the browser
 * hydrates that markup, it is only the query the page itself reads; once hydrated, it is the
 * visitor's whole query, `channel` and `track_id` included.
 */
export function useRetainedQuery(): string {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  if (hydrated) return search;
  // An empty query keeps nothing, whatever the page reads: no route to look up, on every link.
  return search.length > 1 ? pageQuery(matchRoute(parseSitePath(pathname).rest), search) : '';
}
