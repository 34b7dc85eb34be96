import { useLocation } from 'react-router-dom';

import { parsePrefixedPath } from '../../shared/routing/prefixed-path';
import { pageQuery } from '../../shared/routing/route-manifest';
import { matchRoute } from '../../shared/routing/route-table';
import { useHydrated } from '../components/use-hydrated';
import { carriedQuery } from './merge-query';

/**
 * The query that links and forms carry into the next page (the retain-query-params rule). The
 * server renders every visitor of a page the same HTML, so in its markup, and while the browser
 * hydrates that markup, it is none (the early script carries the visitor's query meanwhile:
 * early-campaign.ts). Once hydrated, it is the visitor's query but for what pages read
 * themselves (carriedQuery): `channel` and `track_id` travel, a search or a filter stays.
 */
export function useRetainedQuery(): string {
  const hydrated = useHydrated();
  const { search } = useLocation();
  return hydrated ? carriedQuery(search) : '';
}

/**
 * The query a navigation made now carries: the same rule applied to the current location, from
 * the first render in the browser. For the router's targets and event handlers, never markup: a
 * tap while the page hydrates (or on a section hydrated later) keeps the campaign that the
 * markup's links do not name yet.
 */
export function useNavigationQuery(): string {
  return carriedQuery(useLocation().search);
}

/**
 * The query of the page itself, for what stays on it (the same page in another language, a retry,
 * the search box showing the search): in the server's markup and while the browser hydrates it,
 * only the query the page reads; once hydrated, the visitor's whole query.
 */
export function usePageQuery(): string {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  if (hydrated) return search;
  // An empty query keeps nothing, whatever the page reads: no route to look up, on every link.
  return search.length > 1 ? pageQuery(matchRoute(parsePrefixedPath(pathname)), search) : '';
}
