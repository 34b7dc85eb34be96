import type { Request, Response } from 'express';

import { sendKept } from '../http/compression-policy';
import { contextOf } from '../request/request-context';
import type { PagePolicyStep } from '../security/security-headers';
import type { CachedPage } from './page-cache';

export type PageCacheLabel = 'hit' | 'miss' | 'stale' | 'bypass';

/** Says how the page cache answered, in a header and in Server-Timing (with the time spent). */
export function labelPageCache(res: Response, label: PageCacheLabel): void {
  const ms = (performance.now() - contextOf(res).startedAt).toFixed(1);
  res.setHeader('X-Page-Cache', label);
  res.setHeader('Server-Timing', `page-cache;desc="${label}";dur=${ms}`);
}

/**
 * Answers a request from a cached page: its CSP names the page's script hashes instead of the
 * request's nonce, the encoding follows Accept-Encoding, and a matching If-None-Match gets 304.
 */
export function sendCachedPage(
  req: Request,
  res: Response,
  page: CachedPage,
  label: PageCacheLabel,
  pagePolicy: PagePolicyStep,
): void {
  pagePolicy(req, res, page.scriptHashes);
  labelPageCache(res, label);
  res.status(page.status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('ETag', page.etag);
  sendKept(req, res, page, page.status === 200 && req.fresh);
}
