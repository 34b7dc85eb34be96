import type { RequestHandler } from 'express';

import { matchRoute } from '../../shared/routing/route-table';
import { parseSitePath } from '../../shared/routing/site-path';
import { DEVICE_CLASS_HEADER, edgeDeviceClass } from '../device/edge-device-class';
import { resolveDevice } from '../device/resolve-device';
import { contextOf } from './request-context';

/** Parses the path into language, tree, rest and route, and the device class, once, into the context. */
export function resolvePageRequest(): RequestHandler {
  return (req, res, next) => {
    const sitePath = parseSitePath(req.path);
    const fromEdge = edgeDeviceClass(req.get(DEVICE_CLASS_HEADER));
    contextOf(res).pageRequest = {
      ...sitePath,
      route: matchRoute(sitePath),
      device: fromEdge ?? resolveDevice(req.get('user-agent')),
      deviceHeader: fromEdge ? DEVICE_CLASS_HEADER : 'User-Agent',
    };
    next();
  };
}
