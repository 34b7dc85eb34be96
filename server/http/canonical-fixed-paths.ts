import type { RequestHandler } from 'express';

import { redirectWithinSite } from './site-redirect';

/**
 * One spelling for each of the site's fixed paths (the token route, robots.txt, the sitemap…),
 * as pages have one: Express matches a route in any case and with a trailing slash, so
 * `/ROBOTS.TXT` and `/_csrf/` would answer as duplicates, and a shared cache told to pass
 * `/_csrf` through would key and strip the cookies of `/_Csrf`. Another spelling answers 301 to
 * the one (query kept).
 */
export function canonicalFixedPaths(paths: readonly string[]): RequestHandler {
  const bySpelling = new Map(paths.map((path) => [path.toLowerCase(), path]));
  return (req, res, next) => {
    const canonical =
      req.method === 'GET' || req.method === 'HEAD'
        ? bySpelling.get(req.path.replace(/\/+$/, '').toLowerCase())
        : undefined;
    if (canonical === undefined || canonical === req.path) next();
    else redirectWithinSite(res, canonical, req.originalUrl, 301);
  };
}
