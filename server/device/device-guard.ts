import type { RequestHandler, Response } from 'express';

import { buildPrefixedPath } from '../../shared/routing/prefixed-path';
import { isDeviceGuarded } from '../../shared/routing/route-manifest';
import { redirectWithinSite } from '../http/site-redirect';
import type { PageRequest } from '../request/page-request';
import { pageRequestOf } from '../request/request-context';

/**
 * Whether a page request belongs in the mobile tree: a guarded route's follows the device, and
 * the answer then varies on the header the device came from (the edge's class, else the
 * User-Agent); any other route's stays where it was asked for.
 */
export function deviceTree(pageRequest: PageRequest): { mobile: boolean; vary?: string } {
  if (!isDeviceGuarded(pageRequest.route)) return { mobile: pageRequest.mobile };
  return { mobile: pageRequest.device === 'mobile', vary: pageRequest.deviceHeader };
}

/** deviceTree's answer, naming in `Vary` what it was decided by. */
export function treeOfDevice(res: Response, pageRequest: PageRequest): boolean {
  const { mobile, vary } = deviceTree(pageRequest);
  if (vary) res.vary(vary);
  return mobile;
}

/**
 * The check-device guard: a phone on a desktop page goes to its `/m` twin, a pc on a `/m` page to
 * its desktop twin, language prefix and query kept.
 */
export function checkDeviceGuard(): RequestHandler {
  return (req, res, next) => {
    const pageRequest = pageRequestOf(res);
    const mobile = treeOfDevice(res, pageRequest);
    if (pageRequest.mobile !== mobile) {
      redirectWithinSite(res, buildPrefixedPath({ ...pageRequest, mobile }), req.originalUrl);
      return;
    }
    next();
  };
}
