import type { Response } from 'express';

import { queryStringOf } from './query-string';

/**
 * A redirect to a path on this site, the request's query kept. Browsers read `//host` and
 * `/\host` as another origin, so any run of leading slashes and backslashes becomes one slash.
 * 302 by default (the answer depends on the visitor); 301 where the move is for good.
 */
export function redirectWithinSite(
  res: Response,
  path: string,
  originalUrl: string,
  status: 301 | 302 = 302,
): void {
  const sameSitePath = path.replace(/^[/\\]+/, '/');
  res.redirect(status, sameSitePath + queryStringOf(originalUrl));
}
