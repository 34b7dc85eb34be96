import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Request, RequestHandler, Response } from 'express';

import { DEFAULT_LANG } from '../../shared/i18n/languages';
import type { PageContext } from '../../shared/render-contract';
import { pageQuery } from '../../shared/routing/route-manifest';
import type { AppConfig } from '../config/env';
import { publicConfigFor } from '../config/public-config';
import { deviceTree } from '../device/device-guard';
import { pathOf, queryStringOf } from '../http/query-string';
import { requestCookies } from '../http/request-cookies';
import { requestHeader } from '../http/request-header';
import { rootPathLanguage } from '../locale/language-detector';
import { isUnprefixedRoot, rootLanguageVary } from '../locale/locale-middleware';
import type { Logger } from '../logging/logger';
import type { AppMetrics } from '../metrics/metrics';
import type { PageRequest } from '../request/page-request';
import { pageRequestOf } from '../request/request-context';
import { originOf, requestOrigin } from '../request/request-origin';
import { pageRequestFor } from '../request/resolve-page-request';
import type { SecurityHeaders } from '../security/security-headers';
import { sendBusy } from './busy-page';
import { pageAnswerHeads } from './page-answer-headers';
import { type CachedPage, PageCache } from './page-cache';
import { PageCachePolicy, pageKeyOf } from './page-cache-policy';
import { pageRender, type PageToRender } from './page-render';
import type { RenderEntry } from './render-entry';
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
  /** helmet's headers and the page's CSP, naming its nonce or its cached scripts' hashes. */
  security: SecurityHeaders;
}

/** A request's page request, and the fresh kept page that answers it, if any. */
export interface KeptLookup {
  pageRequest: PageRequest;
  page: CachedPage | undefined;
}

export interface PageHandlers {
  /**
   * The fresh kept page that answers a request, if any, looked up from Node's own request before
   * Express sees it (`protocol()` as Express would read it, asked for only when a page could
   * answer): see `pageCacheFront`. Undefined for a request no page answers: neither GET nor
   * HEAD, or a target that is not a path.
   */
  freshKept(
    req: IncomingMessage,
    res: ServerResponse,
    protocol: () => string,
  ): KeptLookup | undefined;
  /** Last: renders a page (or answers it from the cache when it is stale or being filled). */
  render: RequestHandler;
}

/**
 * The request headers a page's answer varies on, as the locale and device steps name them in
 * `Vary`: a root path's language preference, then a guarded route's device.
 */
function pageVary(req: IncomingMessage, path: string, pageRequest: PageRequest): string {
  const vary: string[] = [];
  if (isUnprefixedRoot(path)) vary.push(rootLanguageVary(req));
  const { vary: device } = deviceTree(pageRequest);
  if (device) vary.push(device);
  return vary.join(', ');
}

/** The page's URL: the target's path and the query parameters its route reads. */
function pageUrl(target: string, pageRequest: PageRequest): string {
  return `${pathOf(target)}${pageQuery(pageRequest.route, queryStringOf(target))}`;
}

/**
 * The page a request asks for. What it shows depends on this URL only: its path and the query
 * parameters its route reads.
 */
function pageToRender(
  req: Request,
  pageRequest: PageRequest,
  config: AppConfig,
  buildId: string,
): PageToRender {
  const { lang, mobile } = pageRequest;
  const context: PageContext = {
    lang,
    mobile,
    origin: requestOrigin(req, config.publicOrigin),
    buildId,
    config: publicConfigFor(config, lang, mobile),
  };
  return {
    context,
    url: pageUrl(req.originalUrl, pageRequest),
    routeId: pageRequest.route?.id,
    vary: pageVary(req, req.path, pageRequest),
  };
}

const parseCookies = requestCookies();
const ignore = () => undefined;

/**
 * The key of the kept page a page request would be answered with, or undefined when no page
 * answers it, or it would be redirected (to its language or device tree) before one: the same
 * decisions as the locale and device steps, made from the same functions, on Node's own request
 * (`protocol` as Express would read it).
 */
function keptPageKey(
  req: IncomingMessage,
  res: ServerResponse,
  pageRequest: PageRequest,
  config: AppConfig,
  protocol: () => string,
): string | undefined {
  if (!pageRequest.route) return;
  const target = req.url ?? '/';
  const path = pathOf(target);
  if (isUnprefixedRoot(path)) {
    // cookie-parser reads only the request's headers, and sets its `cookies`, which the language
    // detector reads; it does not parse twice.
    void parseCookies(req as Request, res as Response, ignore);
    if (rootPathLanguage(req, res) !== DEFAULT_LANG) return;
  }
  if (deviceTree(pageRequest).mobile !== pageRequest.mobile) return;
  return pageKeyOf({
    origin: originOf(protocol(), requestHeader(req, 'host'), config.publicOrigin),
    lang: pageRequest.lang,
    mobile: pageRequest.mobile,
    url: pageUrl(target, pageRequest),
    vary: pageVary(req, path, pageRequest),
  });
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
  security,
}: PageHandlerOptions): PageHandlers {
  const renders = new WorkQueue({ concurrency: RENDER_CONCURRENCY, maxQueued: RENDER_QUEUE });
  const heads = pageAnswerHeads(sharedSeconds, security);
  const renderPage = pageRender({
    config,
    upstreamUrl,
    entry,
    logger,
    metrics,
    dataWaitMs,
    renders,
    heads,
    pagePolicy: security.pagePolicy,
  });
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
      renderWhole: renderPage.whole,
      renderForVisitor: renderPage.forVisitor,
      answerHeaders: heads.kept,
    });
  }
  const policy = cached;

  const freshKept: PageHandlers['freshKept'] = (req, res, protocol) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith('/')) return;
    const pageRequest = pageRequestFor(req);
    const key = policy ? keptPageKey(req, res, pageRequest, config, protocol) : undefined;
    return { pageRequest, page: policy && key !== undefined ? policy.freshPage(key) : undefined };
  };

  const render: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
      return;
    }
    try {
      const page = pageToRender(req, pageRequestOf(res), config, buildId);
      if (cached) await cached.answer(req, res, page);
      else await renderPage.forVisitor(req, res, page, { label: 'bypass', forCache: false });
    } catch (error) {
      if (error instanceof QueueFullError) {
        sendBusy(res, BUSY_RETRY_SECONDS);
        return;
      }
      next(error);
    }
  };
  return { freshKept, render };
}
