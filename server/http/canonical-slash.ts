import type { RequestHandler } from 'express';

import { redirectWithinSite } from './site-redirect';

/**
 * One URL per page: a page path never ends in a slash, so `/activity/` answers 301 to
 * `/activity` (query kept) instead of serving a duplicate that names itself canonical. The root
 * paths keep their form (`/`), and `/m/` or `/en/` lose the slash like any other path.
 */
export function canonicalSlash(): RequestHandler {
  return (req, res, next) => {
    const { path } = req;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path === '/' || !path.endsWith('/')) {
      next();
      return;
    }
    redirectWithinSite(res, path.replace(/\/+$/, '') || '/', req.originalUrl, 301);
  };
}
