import type { RequestHandler } from 'express';

import { type Device, parseSitePath, type SitePath } from '../../shared/routing/site-path';
import { resolveDevice } from '../device/resolve-device';

/** What the request path and User-Agent say about the page: parsed once, read by every step. */
export interface RequestSite extends SitePath {
  /** The visitor's device, from the User-Agent. */
  device: Device;
}

declare global {
  namespace Express {
    interface Locals {
      site: RequestSite;
    }
  }
}

/** Parses the path into language, tree and rest, and the User-Agent into a device, once. */
export function resolveSite(): RequestHandler {
  return (req, res, next) => {
    res.locals.site = { ...parseSitePath(req.path), device: resolveDevice(req.get('user-agent')) };
    next();
  };
}
