import type { Request, RequestHandler } from 'express';

import { parsePrefixedPath } from '../../shared/routing/prefixed-path';
import { matchRoute } from '../../shared/routing/route-table';
import { DEVICE_CLASS_HEADER, edgeDeviceClass } from '../device/edge-device-class';
import { resolveDevice } from '../device/resolve-device';
import type { PageRequest } from './page-request';
import { contextOf } from './request-context';

/** The path as language, tree, rest and route, and the device class. */
export function pageRequestFor(req: Request): PageRequest {
  const prefixedPath = parsePrefixedPath(req.path);
  const fromEdge = edgeDeviceClass(req.get(DEVICE_CLASS_HEADER));
  return {
    ...prefixedPath,
    route: matchRoute(prefixedPath),
    device: fromEdge ?? resolveDevice(req.get('user-agent')),
    deviceHeader: fromEdge ? DEVICE_CLASS_HEADER : 'User-Agent',
  };
}

/** Resolves the page request once, into the context, unless the page cache already did. */
export function resolvePageRequest(): RequestHandler {
  return (req, res, next) => {
    const context = contextOf(res);
    context.pageRequest ??= pageRequestFor(req);
    next();
  };
}
