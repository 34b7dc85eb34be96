import type { RequestHandler } from 'express';

import { type Device, parseSitePath, type SitePath } from '../../shared/routing/site-path';
import { resolveDevice } from '../device/resolve-device';

/** What the request path and User-Agent say about the page: parsed once, read by every step. */
export interface PageRequest extends SitePath {
  /** The visitor's device, from the User-Agent. */
  device: Device;
}

declare global {
  namespace Express {
    interface Locals {
      site: PageRequest;
    }
  }
}

/** Parses the path into language, tree and rest, and the User-Agent into a device, once. */
export function resolvePageRequest(): RequestHandler {
  return (req, res, next) => {
    res.locals.pageRequest = {
      ...parseSitePath(req.path),
      device: resolveDevice(req.get('user-agent')),
    };
    next();
  };
}
