import type { Response } from 'express';

import { sameSitePath } from '../../shared/routing/site-path';
import { queryStringOf } from './query-string';

/** A 302 to a path on this site (never one a browser reads as another origin), query kept. */
export function redirectWithinSite(res: Response, path: string, originalUrl: string): void {
  res.redirect(302, sameSitePath(path) + queryStringOf(originalUrl));
}
