import type { Response } from 'express';

import { queryStringOf } from './query-string';

/**
 * A 302 to a path on this site, the request's query kept. Browsers read `//host` and `/\host`
 * as another origin, so any run of leading slashes and backslashes becomes one slash.
 */
export function redirectWithinSite(res: Response, path: string, originalUrl: string): void {
  const sameSitePath = path.replace(/^[/\\]+/, '/');
  res.redirect(302, sameSitePath + queryStringOf(originalUrl));
}
