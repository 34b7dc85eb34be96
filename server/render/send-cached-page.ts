import type { IncomingMessage, ServerResponse } from 'node:http';

import fresh from 'fresh';

import { keptCoding } from '../http/compression-policy';
import { REQUEST_ID_HEADER, type RequestContext } from '../request/request-context';
import type { HeaderList } from '../security/security-headers';
import type { CachedPage } from './page-cache';

export type PageCacheLabel = 'hit' | 'miss' | 'stale' | 'bypass';

const LABEL_HEADER = 'X-Page-Cache';

/** Server-Timing of an answer: how the page cache answered, and the time spent. */
function pageCacheTiming(label: PageCacheLabel, context: RequestContext): string {
  const ms = (performance.now() - context.startedAt).toFixed(1);
  return `page-cache;desc="${label}";dur=${ms}`;
}

/** How the page cache answered a rendered page, in a header and in Server-Timing. */
export function pageCacheLabelHeaders(label: PageCacheLabel, context: RequestContext): HeaderList {
  return [
    [LABEL_HEADER, label],
    ['Server-Timing', pageCacheTiming(label, context)],
  ];
}

/**
 * Answers a request from a kept page, whole, in one `writeHead`: the headers it was kept with
 * (helmet's, its CSP naming its scripts' hashes, its caching, Vary), the copy Accept-Encoding
 * asks for, and 304 to a matching If-None-Match; then the request's own id and label. On a
 * response whose earlier steps set headers already, Node lets these replace theirs.
 */
export function sendCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  label: PageCacheLabel,
  context: RequestContext,
): void {
  const notModified =
    page.status === 200 &&
    req.headers['if-none-match'] !== undefined &&
    fresh(req.headers, { etag: page.etag });
  const coding = notModified ? 'notModified' : keptCoding(req, page);
  const own = [
    REQUEST_ID_HEADER,
    context.id,
    LABEL_HEADER,
    label,
    'Server-Timing',
    pageCacheTiming(label, context),
  ];
  res.writeHead(notModified ? 304 : page.status, [...page.wire[coding]!, ...own]);
  const body = coding === 'notModified' || req.method === 'HEAD' ? undefined : page[coding];
  res.end(body);
}
