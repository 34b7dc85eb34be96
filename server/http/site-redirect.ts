import type { Response } from 'express';

import { sameOriginPath } from '../../shared/routing/prefixed-path';
import { queryStringOf } from './query-string';

/**
 * A redirect to a path on this site (never one a browser reads as another origin), the request's
 * query kept: 302 by default (the answer depends on the visitor), 301 where the move is for good.
 */
export function redirectWithinSite(
  res: Response,
  path: string,
  originalUrl: string,
  status: 301 | 302 = 302,
): void {
  res.redirect(status, sameOriginPath(path) + queryStringOf(originalUrl));
}
