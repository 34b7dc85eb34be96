import type { RequestHandler } from 'express';

import type { RouteMatch } from '../../shared/routing/route-manifest';
import { matchRoute } from '../../shared/routing/route-table';
import { type Device, parseSitePath, type SitePath } from '../../shared/routing/site-path';
import { DEVICE_CLASS_HEADER, edgeDeviceClass } from '../device/edge-device-class';
import { resolveDevice } from '../device/resolve-device';

/** What the request path and User-Agent say about the page: parsed once, read by every step. */
export interface PageRequest extends SitePath {
  /** The route the path belongs to, or undefined for a path no page serves. */
  route: RouteMatch | undefined;
  /** The visitor's device: the class an edge in front sent, else from the User-Agent. */
  device: Device;
  /** The request header the device came from, which answers depending on it name in `Vary`. */
  deviceHeader: string;
}

declare global {
  namespace Express {
    interface Locals {
      /** Set by resolvePageRequest for every request that reaches the pages; unset before. */
      pageRequest: PageRequest;
    }
  }
}

/** Parses the path into language, tree, rest and route, and the device class, once. */
export function resolvePageRequest(): RequestHandler {
  return (req, res, next) => {
    const sitePath = parseSitePath(req.path);
    const fromEdge = edgeDeviceClass(req.get(DEVICE_CLASS_HEADER));
    res.locals.pageRequest = {
      ...sitePath,
      route: matchRoute(sitePath),
      device: fromEdge ?? resolveDevice(req.get('user-agent')),
      deviceHeader: fromEdge ? DEVICE_CLASS_HEADER : 'User-Agent',
    };
    next();
  };
}
