import { ROUTE_MANIFEST, ROUTE_NAMES, type RouteDeclaration } from './route-manifest';

/**
 * Every query parameter that some page reads itself (a search, a filter): what the visitor chose
 * on that page, which stays with it rather than following them to the next page. Every other
 * parameter (`channel`, `track_id`, `utm_*`…) travels with every navigation.
 */
export const PAGE_READ_PARAMS: readonly string[] = [
  ...new Set(ROUTE_NAMES.flatMap((name) => (ROUTE_MANIFEST[name] as RouteDeclaration).query)),
].sort();
