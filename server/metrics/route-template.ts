import type { Request } from 'express';

import { parsePrefixedPath } from '../../shared/routing/prefixed-path';
import type { RouteMatch } from '../../shared/routing/route-manifest';
import { matchRoute } from '../../shared/routing/route-table';
import { API_PREFIX } from '../api-proxy/api-prefix';
import { pathOf } from '../http/query-string';
import type { PageRequest } from '../request/page-request';

/**
 * The route template of a request, for metric labels and log lines: a fixed set of values (the
 * route manifest's patterns and a few kinds of file), so no visitor's path can add one. Language
 * prefixes fold into the page's template (they share the code and the cost); the `/m` tree keeps
 * its own, since it renders other pages.
 */
/** Every route template a request can get besides the pages'. */
export const UNMATCHED_ROUTE = '(unmatched)';
const API_ROUTE = `${API_PREFIX}/*`;
const ASSETS_ROUTE = '/assets/*';
const STATIC_FILE_ROUTE = '/:file';

function pageTemplate(route: RouteMatch | undefined, mobile: boolean): string | undefined {
  const pattern = route?.declaration.pattern;
  if (pattern === undefined || !mobile) return pattern;
  return pattern === '/' ? '/m' : `/m${pattern}`;
}

/** The template of a page request's route. */
export function pageRouteTemplate({ route, mobile }: PageRequest): string {
  return pageTemplate(route, mobile) ?? UNMATCHED_ROUTE;
}

function pageTemplateOf(pathname: string): string | undefined {
  const site = parsePrefixedPath(pathname);
  return pageTemplate(matchRoute(site), site.mobile);
}

/**
 * Read when the response is done: Express's own route where one answered, else the path's kind,
 * a page's route taken from the request's page request where one was made (by the kept-page front
 * or the pages' step), else looked up.
 */
export function routeTemplate(
  req: Request,
  status: number,
  pageRequest: PageRequest | undefined,
): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return route;
  // The original URL: a mounted router (the /api proxy) may still hold a shortened `req.url`.
  const pathname = pathOf(req.originalUrl);
  if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) return API_ROUTE;
  if (pathname.startsWith('/assets/')) return ASSETS_ROUTE;
  const page = pageRequest
    ? pageTemplate(pageRequest.route, pageRequest.mobile)
    : pageTemplateOf(pathname);
  if (page !== undefined || status === 404 || status === 405) return page ?? UNMATCHED_ROUTE;
  // A file of the build (an icon, a legal page) answers under its own name, one level deep.
  if (/^\/[^/]+\.[a-z0-9]+$/i.test(pathname)) return STATIC_FILE_ROUTE;
  return UNMATCHED_ROUTE;
}
