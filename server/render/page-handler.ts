import type { Request, RequestHandler } from 'express';

import type { PageContext } from '../../shared/render-contract';
import { pageQuery } from '../../shared/routing/route-manifest';
import type { AppConfig } from '../config/env';
import { publicConfigFor } from '../config/public-config';
import { queryStringOf } from '../http/query-string';
import type { Logger } from '../logging/logger';
import type { AppMetrics } from '../metrics/metrics';
import type { PageRequest } from '../request/page-request';
import { pageRequestOf } from '../request/request-context';
import { requestOrigin } from '../request/request-origin';
import type { PagePolicyStep } from '../security/security-headers';
import { sendBusy } from './busy-page';
import { PageCache } from './page-cache';
import { PageCachePolicy } from './page-cache-policy';
import { PageRenderer, type PageToRender } from './page-renderer';
import type { RenderEntry } from './render-entry';
import { visitorStream } from './visitor-stream';
import { QueueFullError, WorkQueue } from './work-queue';

/**
 * How long a visitor's page waits for its data before its shell is sent, unless told otherwise:
 * a healthy upstream answers well within it, and the page then leaves whole, compressed in one
 * call.
 */
const DATA_WAIT_MS = 20;
/**
 * Renders at once, and how many may wait: a render holds its page and React's state until the
 * visitor has it, so these bound the memory that any mix of traffic can make the site hold, and
 * keep the event loop free for the health probes. Beyond them a visitor gets 503 and Retry-After.
 */
export const RENDER_CONCURRENCY = 64;
export const RENDER_QUEUE = 256;
/** What a visitor told the site is busy waits before trying again. */
const BUSY_RETRY_SECONDS = 1;

export interface PageHandlerOptions {
  config: AppConfig;
  upstreamUrl: string;
  entry: RenderEntry;
  buildId: string;
  /** How long shared caches may keep a page, and the page cache too (0: neither). */
  sharedSeconds: number;
  logger: Logger;
  /** The page cache's clock (tests move it instead of waiting). */
  now?: () => number;
  /** How long a visitor's page waits for its data before its shell is sent. */
  dataWaitMs?: number;
  metrics: AppMetrics;
  /** Sets a page's CSP, naming its nonce or its cached scripts' hashes. */
  pagePolicy: PagePolicyStep;
}

/**
 * The page a request asks for. What it shows depends on this URL only: its path and the query
 * parameters its route reads.
 */
function pageOf(
  req: Request,
  { lang, mobile, route }: PageRequest,
  config: AppConfig,
  buildId: string,
): PageToRender {
  const context: PageContext = {
    lang,
    mobile,
    origin: requestOrigin(req, config.publicOrigin),
    buildId,
    config: publicConfigFor(config, lang, mobile),
  };
  const search = queryStringOf(req.originalUrl);
  const path = req.originalUrl.slice(0, req.originalUrl.length - search.length);
  return { context, url: `${path}${pageQuery(route, search)}` };
}

/**
 * Server-side rendering of every page route (GET and HEAD): request → page → render → stream.
 * The server renders the visitor view for everyone, so a page's HTML depends only on its page
 * (path, the query it reads, language, tree and origin): with the page cache on, a page asked
 * for twice is rendered once and served from memory until it is stale. Renders take a slot of a
 * bounded queue; a visitor who finds it full is told the site is busy.
 */
export function pageHandler({
  config,
  upstreamUrl,
  entry,
  buildId,
  sharedSeconds,
  logger,
  now,
  dataWaitMs = DATA_WAIT_MS,
  metrics,
  pagePolicy,
}: PageHandlerOptions): RequestHandler {
  const renders = new WorkQueue({ concurrency: RENDER_CONCURRENCY, maxQueued: RENDER_QUEUE });
  const renderer = new PageRenderer({
    config,
    upstreamUrl,
    entry,
    logger,
    metrics,
    dataWaitMs,
    renders,
  });
  const stream = visitorStream({ renderer, renders, sharedSeconds, pagePolicy });
  let cached: PageCachePolicy | undefined;
  if (sharedSeconds > 0) {
    const cache = new PageCache({
      ttlMs: config.pageCacheSeconds * 1000,
      maxBytes: config.pageCacheMaxBytes,
      now,
      onEvict: metrics.pageEvicted,
    });
    metrics.watchPageCache(cache);
    cached = new PageCachePolicy({
      cache,
      sharedSeconds,
      renderWhole: (page) => renderer.whole(page),
      stream,
      pagePolicy,
    });
  }

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
      return;
    }
    try {
      const page = pageOf(req, pageRequestOf(res), config, buildId);
      if (cached) await cached.answer(req, res, page);
      else await stream(req, res, page, false);
    } catch (error) {
      if (error instanceof QueueFullError) {
        sendBusy(res, BUSY_RETRY_SECONDS);
        return;
      }
      next(error);
    }
  };
}
