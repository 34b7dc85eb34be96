import type { Response } from 'express';

import { sameOriginPath } from '../../shared/routing/prefixed-path';
import { REDIRECT_CACHE_CONTROL } from '../render/shared-cache-headers';
import { queryStringOf } from './query-string';

/**
 * A redirect to a path on this site (never one a browser reads as another origin), the request's
 * query kept, so that no shared cache may keep it: 302 by default (the answer depends on the
 * visitor), 301 where the move is for good. No body: every browser follows `Location`, and
 * Express's note (chosen by `Accept`, so also `Vary: Accept`) is bytes a phone waits for.
 */
export function redirectWithinSite(
  res: Response,
  path: string,
  originalUrl: string,
  status: 301 | 302 = 302,
): void {
  res.setHeader('Cache-Control', REDIRECT_CACHE_CONTROL);
  res
    .status(status)
    .location(sameOriginPath(path) + queryStringOf(originalUrl))
    .end();
}
