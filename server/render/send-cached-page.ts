import type { Request, Response } from 'express';

import { sendKept } from '../http/compression-policy';
import { contextOf } from '../request/request-context';
import type { CachedPage } from './page-cache';

export type PageCacheLabel = 'hit' | 'miss' | 'stale' | 'bypass';

/** Says how the page cache answered, in a header and in Server-Timing (with the time spent). */
export function labelPageCache(res: Response, label: PageCacheLabel): void {
  const ms = (performance.now() - contextOf(res).startedAt).toFixed(1);
  res.setHeader('X-Page-Cache', label);
  res.setHeader('Server-Timing', `page-cache;desc="${label}";dur=${ms}`);
}

/**
 * Answers a request from a kept page, whole: the headers it was kept with (helmet's, its CSP
 * naming its scripts' hashes, its caching, Vary), the encoding Accept-Encoding asks for, and 304
 * to a matching If-None-Match.
 */
export function sendCachedPage(
  req: Request,
  res: Response,
  page: CachedPage,
  label: PageCacheLabel,
): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  labelPageCache(res, label);
  res.status(page.status);
  sendKept(req, res, page, page.status === 200 && req.fresh);
}
