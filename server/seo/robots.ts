import { Router } from 'express';

import { requestOrigin } from '../request/request-origin';
import { SITEMAP_PATH } from './sitemap';

/**
 * `GET /robots.txt`, served here rather than from public/ because `Sitemap:` must be an absolute
 * URL on the public origin. Nothing is disallowed: the images live under /api/ and must be
 * crawled, and crawlers do not run the JSON calls that share the prefix.
 */
export const ROBOTS_PATH = '/robots.txt';

export function robotsRoute(publicOrigin: string | undefined): Router {
  const router = Router();
  router.get(ROBOTS_PATH, (req, res) => {
    const origin = requestOrigin(req, publicOrigin);
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=86400')
      .send(['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}${SITEMAP_PATH}`, ''].join('\n'));
  });
  return router;
}
