import type { IncomingMessage } from 'node:http';

import type { RequestHandler } from 'express';

import { parsePrefixedPath } from '../../shared/routing/prefixed-path';
import { findPageRoute, pageRouteMatch } from '../../shared/routing/route-table';
import { DEVICE_CLASS_HEADER, edgeDeviceClass } from '../device/edge-device-class';
import { resolveDevice } from '../device/resolve-device';
import { pathOf } from '../http/query-string';
import { requestHeader } from '../http/request-header';
import type { PageRequest } from './page-request';
import { contextOf } from './request-context';

/** The path as language, tree, rest and route, looked up once, and the device class. */
export function pageRequestFor(req: IncomingMessage): PageRequest {
  const prefixedPath = parsePrefixedPath(pathOf(req.url ?? '/'));
  const pathRoute = findPageRoute(prefixedPath);
  const fromEdge = edgeDeviceClass(requestHeader(req, DEVICE_CLASS_HEADER));
  return {
    ...prefixedPath,
    pathRoute,
    route: pageRouteMatch(pathRoute),
    device: fromEdge ?? resolveDevice(requestHeader(req, 'user-agent')),
    deviceHeader: fromEdge ? DEVICE_CLASS_HEADER : 'User-Agent',
  };
}

/** Resolves the page request once, into the context, unless the kept-page front already did. */
export function resolvePageRequest(): RequestHandler {
  return (req, res, next) => {
    const context = contextOf(res);
    context.pageRequest ??= pageRequestFor(req);
    next();
  };
}
