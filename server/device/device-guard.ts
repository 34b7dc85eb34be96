import type { RequestHandler } from 'express';

import { isDeviceGuarded } from '../../shared/routing/route-manifest';
import { buildSitePath } from '../../shared/routing/site-path';
import { redirectWithinSite } from '../http/site-redirect';

/**
 * The check-device guard: a phone on a desktop page goes to its `/m`
 * twin, a pc on a `/m` page to its desktop twin, language prefix and query kept.
 */
export function checkDeviceGuard(): RequestHandler {
  return (req, res, next) => {
    const { pageRequest } = res.locals;
    res.vary('User-Agent');
    const wantsMobile = pageRequest.device === 'mobile';
    if (pageRequest.mobile !== wantsMobile && isDeviceGuarded(pageRequest.route)) {
      redirectWithinSite(
        res,
        buildSitePath({ ...pageRequest, mobile: wantsMobile }),
        req.originalUrl,
      );
      return;
    }
    next();
  };
}
