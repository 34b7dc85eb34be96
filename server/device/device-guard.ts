import type { RequestHandler } from 'express';

import { buildPrefixedPath } from '../../shared/routing/prefixed-path';
import { isDeviceGuarded } from '../../shared/routing/route-manifest';
import { redirectWithinSite } from '../http/site-redirect';
import { pageRequestOf } from '../request/request-context';

/**
 * The check-device guard: a phone on a desktop page goes to its `/m` twin, a pc on a `/m` page to
 * its desktop twin, language prefix and query kept. A guarded answer depends on the device, so it
 * names in `Vary` the header the device came from: the edge's class, else the User-Agent.
 */
export function checkDeviceGuard(): RequestHandler {
  return (req, res, next) => {
    const pageRequest = pageRequestOf(res);
    if (!isDeviceGuarded(pageRequest.route)) {
      next();
      return;
    }
    res.vary(pageRequest.deviceHeader);
    const wantsMobile = pageRequest.device === 'mobile';
    if (pageRequest.mobile !== wantsMobile) {
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
