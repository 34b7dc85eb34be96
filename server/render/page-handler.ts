import { randomUUID } from 'node:crypto';

import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express';

import { apiOptionsFor } from '../../shared/api/api-options';
import type { PageContext, RenderInput } from '../../shared/render-contract';
import { pageQuery } from '../../shared/routing/route-manifest';
import { HTTP_TIMEOUT_MS, MAX_USER_AGENT_LENGTH } from '../../shared/spec-constants';
import type { AppConfig } from '../config/env';
import { publicConfigFor } from '../config/public-config';
import { DEVICE_CLASS_HEADER } from '../device/edge-device-class';
import { queryStringOf } from '../http/query-string';
import { errorFields, type Logger } from '../logging/logger';
import type { PageDataFailure } from '../logging/request-log';
import type { AppMetrics } from '../metrics/metrics';
import { traceHeaders } from '../metrics/trace-headers';
import { requestOrigin } from '../request/request-origin';
import { randomToken } from '../security/random-tokens';
import { NONCE_BYTES } from '../security/security-headers';
import { isCrawler } from './bot-detection';
import { sendBusy } from './busy-page';
import { type CachedPage, PageCache } from './page-cache';
import { PageOutput } from './page-output';
import type { RenderEntry } from './render-entry';
import { renderDocument, streamPage } from './render-page';
import { labelPageCache, sendCachedPage } from './send-cached-page';
import {
  NOT_KEPT,
  setPageCacheControl,
  sharedCacheSeconds,
  STREAMED,
} from './shared-cache-headers';
import { QueueFullError, WorkQueue } from './work-queue';

/** Render budget, from the start of the request: past it the render is cut, so nothing hangs. */
const RENDER_ABORT_MS = HTTP_TIMEOUT_MS + 1000;
/**
 * How long a visitor's page waits for its data before its shell is sent, unless told otherwise:
 * a healthy upstream answers well within it, and the page then leaves whole, compressed in one
 * call.
 */
const DATA_WAIT_MS = 20;
/** Statuses a page is cached with: a page, and the not-found page of an unknown id. */
const CACHEABLE_STATUSES = new Set([200, 404]);
/**
 * Renders at once, and how many may wait: a render holds its page and React's state until the
 * visitor has it, so these bound the memory that any mix of traffic can make the site hold, and
 * keep the event loop free for the health probes. Beyond them a visitor gets 503 and Retry-After.
 */
export const RENDER_CONCURRENCY = 64;
export const RENDER_QUEUE = 256;
/** Cache copies compressed at once (one per core), and waiting; beyond that a page is not kept. */
const COMPRESS_CONCURRENCY = 2;
const COMPRESS_QUEUE = 16;
/** What a visitor told the site is busy waits before trying again. */
const BUSY_RETRY_SECONDS = 1;

export interface PageHandlerOptions {
  config: AppConfig;
  upstreamUrl: string;
  entry: RenderEntry;
  buildId: string;
  logger: Logger;
  /** The page cache's clock (tests move it instead of waiting). */
  now?: () => number;
  /** How long a visitor's page waits for its data before its shell is sent. */
  dataWaitMs?: number;
  metrics: AppMetrics;
}

/**
 * Server-side rendering of every page route (GET and HEAD). The server renders the visitor view
 * for everyone, and a page's HTML depends only on its path, the query parameters it reads (the
 * route manifest's), language, tree and origin: with the page cache on, a page asked for twice
 * is rendered once per such key and served from memory until it is stale.
 */
export function pageHandler({
  config,
  upstreamUrl,
  entry,
  buildId,
  logger,
  now,
  dataWaitMs = DATA_WAIT_MS,
  metrics,
}: PageHandlerOptions): RequestHandler {
  // What shared caches are told they may keep: as long as this page cache does, where it runs.
  const sharedSeconds = sharedCacheSeconds(config);
  const cache =
    sharedSeconds > 0
      ? new PageCache({
          ttlMs: config.pageCacheSeconds * 1000,
          maxBytes: config.pageCacheMaxBytes,
          now,
          onEvict: metrics.pageEvicted,
        })
      : undefined;
  if (cache) metrics.watchPageCache(cache);
  const renders = new WorkQueue({ concurrency: RENDER_CONCURRENCY, maxQueued: RENDER_QUEUE });
  const compressions = new WorkQueue({
    concurrency: COMPRESS_CONCURRENCY,
    maxQueued: COMPRESS_QUEUE,
  });

  /** What the render entry needs for a page; `onCallFailed` hears of every failed upstream call. */
  const inputFor = (
    pageContext: PageContext,
    url: string,
    nonce: string,
    requestId: string,
    userAgent: string | undefined,
    onCallFailed: (failure: PageDataFailure) => void,
    trace: Record<string, string> = {},
  ): RenderInput => ({
    pageContext,
    nonce,
    assets: entry.assets,
    api: {
      baseURL: upstreamUrl,
      ...apiOptionsFor(pageContext, url),
      userAgent: userAgent?.slice(0, MAX_USER_AGENT_LENGTH),
      headers: { 'X-Request-Id': requestId, ...trace },
      maxContentLength: config.upstreamMaxBytes,
      shareAcrossRequests: true,
      onCallFailed: (error, call) =>
        onCallFailed({ endpoint: call.path, reason: metrics.pageDataFailed(error, call) }),
      onCallSucceeded: (call) => metrics.upstreamCall({ source: 'page', ...call }),
    },
    dataWaitMs: isCrawler(userAgent) ? Number.POSITIVE_INFINITY : dataWaitMs,
    onError: (error) => {
      metrics.renderFailed();
      logger.error('render error', { requestId, ...errorFields(error) });
    },
  });

  /** A cache entry of a rendered document, made in the compression queue; undefined when full. */
  const entryFor = (html: string, status: number, nonce: string) =>
    compressions
      .run(() => cache!.entryFor(html, status, nonce))
      .catch((error: unknown) => {
        if (error instanceof QueueFullError) return undefined;
        throw error;
      });

  /** A fresh copy of a stale page, rendered in the background with no visitor attached. */
  const refresh = (
    pageContext: PageContext,
    key: string,
    url: string,
  ): Promise<CachedPage | undefined> =>
    renders.run(async () => {
      let failed = false;
      const nonce = randomToken(NONCE_BYTES, 'base64');
      const requestId = randomUUID();
      const input = inputFor(pageContext, url, nonce, requestId, undefined, (failure) => {
        failed = true;
        logger.warn('page refresh with failed page data', { requestId, url, ...failure });
      });
      const request = new Request(`${pageContext.origin}${url}`, {
        signal: AbortSignal.timeout(RENDER_ABORT_MS),
      });
      const render = await entry.loadRender();
      const started = performance.now();
      const document = await renderDocument(render, request, input);
      metrics.rendered((performance.now() - started) / 1000);
      if (failed) cache?.recordFailure(key);
      if (!document || failed || !CACHEABLE_STATUSES.has(document.status)) return undefined;
      return entryFor(document.html, document.status, nonce);
    });

  /**
   * Renders `url` for this visitor, in a render slot held until the response ends. With `fill`,
   * the page is handed to the cache if every upstream call succeeded; a page whose data failed
   * is remembered as failed either way, so the key backs off.
   */
  const renderForVisitor = (
    req: ExpressRequest,
    res: ExpressResponse,
    pageContext: PageContext,
    url: string,
    key: string | undefined,
    fill?: (page: CachedPage | undefined) => void,
  ): Promise<void> => {
    const visitorGone = new AbortController();
    // A finished response has nothing left to stop: an abort (and its error's stack) only for a
    // visitor who left first.
    const closed = new Promise<void>((resolve) =>
      res.once('close', () => {
        if (!res.writableFinished) visitorGone.abort(new Error('the visitor left'));
        resolve();
      }),
    );
    return renders.run(async () => {
      let failed = false;
      const elapsed = performance.now() - res.locals.startedAt;
      const budgetLeft = Math.max(0, Math.round(RENDER_ABORT_MS - elapsed));
      const signal = AbortSignal.any([visitorGone.signal, AbortSignal.timeout(budgetLeft)]);
      const nonce = res.locals.cspNonce;
      const input = inputFor(
        pageContext,
        url,
        nonce,
        req.id,
        req.get('user-agent'),
        (failure) => {
          failed = true;
          (res.locals.pageDataFailures ??= []).push(failure);
        },
        traceHeaders(req),
      );
      // An edge in front serves its visitors from its copy, which it keeps only whole: the one
      // render it asks for waits for the data, as a crawler's does, instead of leaving early
      // uncacheable and sending every visitor waiting at the edge to the origin.
      if (res.locals.pageRequest.deviceHeader === DEVICE_CLASS_HEADER) {
        input.dataWaitMs = Number.POSITIVE_INFINITY;
      }
      const output = new PageOutput(req, res, {
        keepCopy: key !== undefined,
        // Shared caches keep only a page known whole and good when its headers leave: a shell
        // sent ahead may still end in a failed section. The next visitor's copy then comes
        // whole from the page cache.
        beforeSend: (whole) => {
          if (whole)
            setPageCacheControl(res, sharedSeconds, res.statusCode, { incomplete: failed });
          else res.setHeader('Cache-Control', STREAMED);
        },
      });
      if (key !== undefined && cache) {
        res.once('close', () => {
          if (failed) {
            fill?.(undefined);
            const page = res.writableFinished
              ? cache.failedEntry(output.page(), res.statusCode, nonce)
              : undefined;
            cache.recordFailure(key, page);
            return;
          }
          if (!fill) return;
          if (!res.writableFinished || !CACHEABLE_STATUSES.has(res.statusCode)) {
            fill(undefined);
            return;
          }
          // The cache keeps complete documents only: everyone it serves, crawlers included, gets
          // the whole page at once, so a streamed render is followed by a complete one.
          const page = output.streamed
            ? refresh(pageContext, key, url)
            : entryFor(output.page(), res.statusCode, nonce);
          page.then(fill, () => fill(undefined));
        });
      }
      const render = await entry.loadRender();
      const started = performance.now();
      await streamPage(
        render,
        // The visitor's headers stay out, as for a background refresh: the page depends only on
        // its key, and nothing the visitor sent can reach the upstream through a loader.
        new Request(`${pageContext.origin}${url}`, { method: req.method, signal }),
        input,
        res,
        output,
        (status, location) => {
          metrics.rendered((performance.now() - started) / 1000);
          labelPageCache(res, key === undefined ? 'bypass' : 'miss');
          setPageCacheControl(res, sharedSeconds, status, { incomplete: failed, location });
        },
      );
      await closed;
    }, visitorGone.signal);
  };

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
      return;
    }
    let fill: ((page: CachedPage | undefined) => void) | undefined;
    try {
      const { lang, mobile, route } = res.locals.pageRequest;
      const pageContext: PageContext = {
        lang,
        mobile,
        origin: requestOrigin(req, config.publicOrigin),
        buildId,
        config: publicConfigFor(config, lang, mobile),
      };
      // What the page shows depends on this URL only: its path and the query it reads.
      const search = queryStringOf(req.originalUrl);
      const path = req.originalUrl.slice(0, req.originalUrl.length - search.length);
      const url = `${path}${pageQuery(route, search)}`;
      if (!cache) {
        await renderForVisitor(req, res, pageContext, url, undefined);
        return;
      }
      // The origin is part of the key, so a forged Host never changes what others are served.
      const key = `${pageContext.origin} ${lang} ${mobile ? 'm' : 'd'} ${url}`;
      const cached = cache.lookup(key);
      if (cached) {
        if (cached.state === 'stale' && cache.refreshDue(key)) {
          void cache.fill(key, () => refresh(pageContext, key, url));
        }
        setPageCacheControl(res, sharedSeconds, cached.page.status);
        sendCachedPage(req, res, cached.page, cached.state === 'fresh' ? 'hit' : 'stale');
        return;
      }
      const failedPage = cache.failure(key);
      if (failedPage) {
        res.setHeader('Cache-Control', NOT_KEPT);
        sendCachedPage(req, res, failedPage, 'miss');
        return;
      }
      const pending = cache.pending(key);
      if (pending) {
        const page = await pending;
        if (page) {
          setPageCacheControl(res, sharedSeconds, page.status);
          sendCachedPage(req, res, page, 'hit');
        } else await renderForVisitor(req, res, pageContext, url, key);
        return;
      }
      if (req.method === 'HEAD' || !cache.admit(key)) {
        await renderForVisitor(req, res, pageContext, url, key);
        return;
      }
      void cache.fill(key, () => new Promise((resolve) => (fill = resolve)));
      await renderForVisitor(req, res, pageContext, url, key, fill);
    } catch (error) {
      fill?.(undefined);
      if (error instanceof QueueFullError) {
        sendBusy(res, BUSY_RETRY_SECONDS);
        return;
      }
      next(error);
    }
  };
}
