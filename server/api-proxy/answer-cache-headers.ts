/**
 * How long a proxied GET answer may be kept, and by whom. The upstream's own Cache-Control wins;
 * without one, an answer is the visitor's alone (`private, no-store`): it may name their account
 * or session, and a shared cache in front must never hand it to someone else. Vary names every
 * request header that crosses the proxy and so may change the answer: the language (`lan`), the
 * tree, the session, the content negotiation (Accept-Encoding included: the upstream sees it, and
 * a plain text answer is compressed for it on the way back).
 */
import type { Request, Response } from 'express';

import { API_CLIENT_HEADERS, CONTENT_NEGOTIATION } from './forward-headers';

export const DEFAULT_API_CACHE_CONTROL = 'private, no-store';

/** The forwarded headers an answer can depend on. */
const VARY = [...API_CLIENT_HEADERS, ...CONTENT_NEGOTIATION];

export function setAnswerCacheHeaders(
  req: Request,
  res: Response,
  upstream: Record<string, unknown>,
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  const cacheControl = Object.keys(upstream).some((name) => name.toLowerCase() === 'cache-control');
  if (!cacheControl) res.setHeader('Cache-Control', DEFAULT_API_CACHE_CONTROL);
  // Express's vary() merges with the upstream's own Vary, already copied, without repeats.
  res.vary(VARY.join(', '));
}
