import type { RequestHandler } from 'express';
import { isDeviceGuarded, parseSitePath, switchTree } from '../../shared/routing/site-path';
import { queryStringOf } from '../http/query-string';
import { resolveDevice } from './resolve-device';

declare global {
  namespace Express {
    interface Locals {
      device: 'pc' | 'mobile';
    }
  }
}

/**
 * The check-device guard (contract section 3): a phone on a desktop page goes to its `/m`
 * twin, a pc on a `/m` page to its desktop twin, language prefix and query kept.
 */
export function checkDeviceGuard(): RequestHandler {
  return (req, res, next) => {
    const device = resolveDevice(req.get('user-agent'));
    res.locals.device = device;
    res.vary('User-Agent');
    const site = parseSitePath(req.path);
    const wantsMobile = device === 'mobile';
    if (site.mobile !== wantsMobile && isDeviceGuarded(site.rest)) {
      res.redirect(302, switchTree(req.path, wantsMobile) + queryStringOf(req.originalUrl));
      return;
    }
    next();
  };
}
