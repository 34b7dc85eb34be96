import type { RequestHandler } from 'express';

import { parsePrefixedPath } from '../../shared/routing/prefixed-path';
import { matchRoute } from '../../shared/routing/route-table';
import { DEVICE_CLASS_HEADER, edgeDeviceClass } from '../device/edge-device-class';
import { resolveDevice } from '../device/resolve-device';
import { contextOf } from './request-context';

/** Parses the path into language, tree, rest and route, and the device class, once, into the context. */
export function resolvePageRequest(): RequestHandler {
  return (req, res, next) => {
    const prefixedPath = parsePrefixedPath(req.path);
    const fromEdge = edgeDeviceClass(req.get(DEVICE_CLASS_HEADER));
    contextOf(res).pageRequest = {
      ...prefixedPath,
      route: matchRoute(prefixedPath),
      device: fromEdge ?? resolveDevice(req.get('user-agent')),
      deviceHeader: fromEdge ? DEVICE_CLASS_HEADER : 'User-Agent',
    };
    next();
  };
}
