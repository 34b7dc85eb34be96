import { randomUUID } from 'node:crypto';

import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express';

import { apiOptionsFor } from '../../shared/api/api-options';
import type { RenderInput, SiteInfo } from '../../shared/render-contract';
import { HTTP_TIMEOUT_MS, MAX_USER_AGENT_LENGTH } from '../../shared/spec-constants';
import type { AppConfig } from '../config/env';
import { publicConfigFor } from '../config/site-facts';
import { errorFields, type Logger } from '../logging/logger';
import type { PageDataFailure } from '../logging/request-log';
import type { AppMetrics } from '../metrics/metrics';
import { traceHeaders } from '../metrics/trace-headers';
import { randomToken } from '../security/random-tokens';
import { NONCE_BYTES } from '../security/security-headers';
import { requestOrigin } from '../site/request-origin';
import { isCrawler } from './bot-detection';
import { toFetchRequest } from './fetch-request';
import { type CachedPage, PageCache } from './page-cache';
import { PageOutput } from './page-output';
import type { RenderEntry } from './render-entry';
import { renderDocument, streamPage } from './render-page';
import { labelPageCache, sendCachedPage } from './send-cached-page';

/** Render budget, from the start of the request: past it the render is cut, so nothing hangs. */
const RENDER_ABORT_MS = HTTP_TIMEOUT_MS + 1000;
/** Statuses a page is cached with: a page, and the not-found page of an unknown id. */
const CACHEABLE_STATUSES = new Set([200, 404]);

export interface PageHandlerOptions {
  config: AppConfig;
  upstreamUrl: string;
  entry: RenderEntry;
  buildId: string;
  logger: Logger;
  /** Compresses a rendered page as it streams; cached pages carry their own encodings. */
  compress: RequestHandler;
  metrics: AppMetrics;
}

/**
 * Server-side rendering of every page route (GET and HEAD). The server renders the visitor view
 * for everyone, so with the page cache on a page is rendered once per URL, language, tree and
 * origin and served from memory until it is stale; the first visitor still gets it streamed.
 */
export function pageHandler({
  config,
  upstreamUrl,
  entry,
  buildId,
  logger,
  compress,
  metrics,
}: PageHandlerOptions): RequestHandler {
  const cache =
    config.mode === 'production' && config.pageCacheSeconds > 0
      ? new PageCache({
          ttlMs: config.pageCacheSeconds * 1000,
          maxBytes: config.pageCacheMaxBytes,
          onEvict: metrics.pageEvicted,
        })
      : undefined;
  if (cache) metrics.watchPageCache(cache);

  /** What the render entry needs for a page; `onCallFailed` hears of every failed upstream call. */
  const inputFor = (
    site: SiteInfo,
    url: string,
    nonce: string,
    requestId: string,
    userAgent: string | undefined,
    onCallFailed: (failure: PageDataFailure) => void,
    trace: Record<string, string> = {},
  ): RenderInput => ({
    site,
    nonce,
    assets: entry.assets,
    api: {
      baseURL: upstreamUrl,
      ...apiOptionsFor(site, url),
      userAgent: userAgent?.slice(0, MAX_USER_AGENT_LENGTH),
      headers: { 'X-Request-Id': requestId, ...trace },
      maxContentLength: config.upstreamMaxBytes,
      shareAcrossRequests: true,
      onCallFailed: (error, call) =>
        onCallFailed({ endpoint: call.path, reason: metrics.pageDataFailed(error, call) }),
      onCallSucceeded: (call) => metrics.upstreamCall({ source: 'page', ...call }),
    },
    waitForAllData: isCrawler(userAgent),
    onError: (error) => {
      metrics.renderFailed();
      logger.error('render error', { requestId, ...errorFields(error) });
    },
  });

  /** A fresh copy of a stale page, rendered in the background with no visitor attached. */
  const refresh = async (site: SiteInfo, url: string): Promise<CachedPage | undefined> => {
    let failed = false;
    const nonce = randomToken(NONCE_BYTES, 'base64');
    const requestId = randomUUID();
    const input = inputFor(site, url, nonce, requestId, undefined, (failure) => {
      failed = true;
      logger.warn('page refresh with failed page data', { requestId, url, ...failure });
    });
    const request = new Request(`${site.origin}${url}`, {
      signal: AbortSignal.timeout(RENDER_ABORT_MS),
    });
    const render = await entry.loadRender();
    const started = performance.now();
    const document = await renderDocument(render, request, input);
    metrics.rendered((performance.now() - started) / 1000);
    if (!document || failed || !CACHEABLE_STATUSES.has(document.status)) return undefined;
    return cache?.entryFor(document.html, document.status, nonce);
  };

  /** Renders for this visitor; with `fill`, the streamed page is kept if every call succeeded. */
  const renderForVisitor = async (
    req: ExpressRequest,
    res: ExpressResponse,
    site: SiteInfo,
    fill?: (page: CachedPage | undefined) => void,
  ) => {
    let failed = false;
    const visitorGone = new AbortController();
    res.on('close', () => visitorGone.abort());
    const elapsed = performance.now() - res.locals.startedAt;
    const budgetLeft = Math.max(0, Math.round(RENDER_ABORT_MS - elapsed));
    const signal = AbortSignal.any([visitorGone.signal, AbortSignal.timeout(budgetLeft)]);
    const nonce = res.locals.cspNonce;
    const input = inputFor(
      site,
      req.originalUrl,
      nonce,
      req.id,
      req.get('user-agent'),
      (failure) => {
        failed = true;
        (res.locals.pageDataFailures ??= []).push(failure);
      },
      traceHeaders(req),
    );
    const output = new PageOutput(req, res, { compress, keepCopy: fill !== undefined });
    if (fill) {
      res.once('close', () => {
        const complete = res.writableFinished && !failed && CACHEABLE_STATUSES.has(res.statusCode);
        if (!complete || !cache) return fill(undefined);
        cache.entryFor(output.page(), res.statusCode, nonce).then(fill, () => fill(undefined));
      });
    }
    const render = await entry.loadRender();
    const started = performance.now();
    await streamPage(render, toFetchRequest(req, site.origin, signal), input, res, output, () => {
      metrics.rendered((performance.now() - started) / 1000);
      labelPageCache(res, fill ? 'miss' : 'bypass');
    });
  };

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
      return;
    }
    let fill: ((page: CachedPage | undefined) => void) | undefined;
    try {
      const { lang, mobile } = res.locals.site;
      const site: SiteInfo = {
        lang,
        mobile,
        origin: requestOrigin(req, config.publicOrigin),
        buildId,
        config: publicConfigFor(config, lang, mobile),
      };
      // HTML varies by visitor (cookies, device): never stored by shared caches.
      res.setHeader('Cache-Control', 'private, no-cache');
      if (!cache) {
        await renderForVisitor(req, res, site);
        return;
      }
      // The origin is part of the key, so a forged Host never changes what others are served.
      const key = `${site.origin} ${lang} ${mobile ? 'm' : 'd'} ${req.originalUrl}`;
      const cached = cache.lookup(key);
      if (cached) {
        if (cached.state === 'stale') void cache.fill(key, () => refresh(site, req.originalUrl));
        sendCachedPage(req, res, cached.page, cached.state === 'fresh' ? 'hit' : 'stale');
        return;
      }
      const pending = cache.pending(key);
      if (pending) {
        const page = await pending;
        if (page) sendCachedPage(req, res, page, 'hit');
        else await renderForVisitor(req, res, site);
        return;
      }
      if (req.method === 'HEAD') {
        await renderForVisitor(req, res, site);
        return;
      }
      void cache.fill(key, () => new Promise((resolve) => (fill = resolve)));
      await renderForVisitor(req, res, site, fill);
    } catch (error) {
      fill?.(undefined);
      next(error);
    }
  };
}
