import type { RequestHandler } from 'express';

import { buildPrefixedPath } from '../../shared/routing/prefixed-path';
import { isDeviceGuarded } from '../../shared/routing/route-manifest';
import { queryStringOf } from '../http/query-string';
import { redirectWithinSite } from '../http/site-redirect';
import { redirectCacheControl } from '../render/shared-cache-headers';
import { pageRequestOf } from '../request/request-context';

/**
 * The check-device guard: a phone on a desktop page goes to its `/m` twin, a pc on a `/m` page to
 * its desktop twin, language prefix and query kept. A guarded answer depends on the device, so it
 * names in `Vary` the header the device came from: the edge's class, else the User-Agent.
 * `sharedCacheSeconds`: how long shared caches may keep a redirect without the visitor's query.
 */
export function checkDeviceGuard(sharedCacheSeconds: number): RequestHandler {
  return (req, res, next) => {
    const pageRequest = pageRequestOf(res);
    if (!isDeviceGuarded(pageRequest.route)) {
      next();
      return;
    }
    res.vary(pageRequest.deviceHeader);
    const wantsMobile = pageRequest.device === 'mobile';
    if (pageRequest.mobile !== wantsMobile) {
      const carriesQuery = queryStringOf(req.originalUrl).length > 1;
      res.setHeader('Cache-Control', redirectCacheControl(sharedCacheSeconds, carriesQuery));
      redirectWithinSite(
        res,
        buildPrefixedPath({ ...pageRequest, mobile: wantsMobile }),
        req.originalUrl,
      );
      return;
    }
    next();
  };
}
