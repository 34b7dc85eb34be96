import type { Request } from 'express';

import { matchRoute } from '../../shared/routing/route-manifest';
import { parseSitePath } from '../../shared/routing/site-path';
import { API_PREFIX } from '../../shared/spec-constants';

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

function pageTemplate(pathname: string): string | undefined {
  const { mobile, rest } = parseSitePath(pathname);
  const pattern = matchRoute(rest)?.declaration.pattern;
  if (pattern === undefined || !mobile) return pattern;
  return pattern === '/' ? '/m' : `/m${pattern}`;
}

/** Read when the response is done: Express's own route where one answered, else the path's kind. */
export function routeTemplate(req: Request, status: number): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return route;
  // The original URL: a mounted router (the /api proxy) may still hold a shortened `req.url`.
  const pathname = req.originalUrl.split('?', 1)[0] ?? '/';
  if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) return API_ROUTE;
  if (pathname.startsWith('/assets/')) return ASSETS_ROUTE;
  if (status === 404 || status === 405) return pageTemplate(pathname) ?? UNMATCHED_ROUTE;
  // A file of the build (an icon, a legal page) answers under its own name, one level deep.
  if (/^\/[^/]+\.[a-z0-9]+$/i.test(pathname)) return STATIC_FILE_ROUTE;
  return pageTemplate(pathname) ?? UNMATCHED_ROUTE;
}
