import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';

import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

import { apiOptionsFor } from '../../shared/api/api-options';
import { HTTP_TIMEOUT_MS } from '../../shared/api/http-constants';
import { errorFields } from '../../shared/error-log-fields';
import type {
  PageContext,
  RenderInput,
  RenderResult,
  StreamedPage,
} from '../../shared/render-contract';
import type { AppConfig } from '../config/env';
import { DEVICE_CLASS_HEADER } from '../device/edge-device-class';
import { MAX_USER_AGENT_LENGTH } from '../device/user-agent-limit';
import type { Logger } from '../logging/logger';
import type { AppMetrics } from '../metrics/metrics';
import { traceHeaders } from '../metrics/trace-headers';
import { contextOf, type PageDataFailure, pageRequestOf } from '../request/request-context';
import { newCspNonce, type PagePolicyStep } from '../security/security-headers';
import { isCrawler } from './bot-detection';
import type { PageAnswerHeads, RenderedBody } from './page-answer-headers';
import { PageBody } from './page-body';
import type { RenderEntry } from './render-entry';
import type { PageCacheLabel } from './send-cached-page';
import type { WorkQueue } from './work-queue';

/** Render budget, from the start of the request: past it the render is cut, so nothing hangs. */
export const RENDER_ABORT_MS = HTTP_TIMEOUT_MS + 1000;

/**
 * A page as the render sees it: the facts of its load, and its URL (its path and the query
 * parameters it reads). Its HTML depends on these alone; its answer varies on `vary` too.
 */
export interface PageToRender {
  context: PageContext;
  url: string;
  /** The page route the path was matched to, once, by the server; unset for no page (a 404). */
  routeId: string | undefined;
  /** The request headers its answer varies on, as its `Vary` names them. */
  vary: string;
}

/**
 * A whole document rendered with no visitor attached, for the cache (its scripts allowed by their
 * hashes), and whether any of its data failed.
 */
export interface WholeRender {
  /** Unset when the render answered with a plain response (a loader's redirect). */
  document?: { status: number; html: string };
  failed: boolean;
}

/** How a visitor's render ended, once its response closed: what the page cache decides by. */
export interface VisitorRender {
  /** Whether the whole response went out (the visitor did not leave, the budget did not cut it). */
  finished: boolean;
  status: number;
  /** Whether any of the page's upstream calls failed. */
  failed: boolean;
  /**
   * Whether the shell went out before the page ended: the copy then holds React's streamed form
   * (fallbacks and the scripts that swap them in), not the complete document.
   */
  streamed: boolean;
  /** The request's nonce, which the page carries; none when it was made for the cache. */
  nonce: string | undefined;
  /** The page as sent, uncompressed; empty when the page cache is off (a `bypass`). */
  html(): string;
}

/**
 * Renders a page into the visitor's response and resolves once the response has closed. `label`:
 * how the page cache met it (`bypass` when the cache is off: no copy is kept). `forCache`: the
 * render fills the cache, so it is made for it from the start: it waits for its data and leaves
 * whole, its inline scripts allowed by their hashes rather than a nonce, with the head the cache
 * will answer it with.
 */
export type RenderForVisitor = (
  req: ExpressRequest,
  res: ExpressResponse,
  page: PageToRender,
  how: { label: PageCacheLabel; forCache: boolean },
) => Promise<VisitorRender>;

/** The two ways a page is rendered. */
export interface PageRender {
  forVisitor: RenderForVisitor;
  /** The whole page with no visitor attached (the page cache's refresh), in a render slot. */
  whole(page: PageToRender): Promise<WholeRender>;
}

export interface PageRenderOptions {
  config: AppConfig;
  upstreamUrl: string;
  entry: RenderEntry;
  logger: Logger;
  metrics: AppMetrics;
  /** How long a visitor's page waits for its data before its shell is sent. */
  dataWaitMs: number;
  /** The render slots: every render, a visitor's or a refresh, holds one while it runs. */
  renders: WorkQueue;
  /** Decides each answer's head. */
  heads: PageAnswerHeads;
  /** Sets the page's CSP, naming its script sources, as its head says. */
  pagePolicy: PagePolicyStep;
}

/** Who a render is made for, and where it tells of each failed upstream call. */
interface RenderAudience {
  /** None for a render made for the cache. */
  nonce?: string;
  requestId: string;
  userAgent?: string;
  /** Trace headers passed on to the upstream. */
  trace?: Record<string, string>;
  onCallFailed(failure: PageDataFailure): void;
}

/** A render's plain answer (a loader's redirect, HEAD, the shell-error page) into Express. */
async function sendPlain(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, name) => {
    // Each cookie is its own header, and the middleware's cookies stay: appended, not replaced.
    if (name === 'set-cookie') res.append(name, value);
    // Loader redirects name paths of this site; a `//host` form would leave it.
    else res.setHeader(name, name === 'location' ? value.replace(/^[/\\]+/, '/') : value);
  });
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/** A page React streams, read whole into memory: its HTML. */
function readWhole(page: StreamedPage): Promise<string> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString());
        done();
      },
    });
    sink.on('error', reject);
    page.pipe(sink);
  });
}

/**
 * The render pipeline, beside the React entry: a page to render → the entry's input → React's
 * result → the visitor's response, its head decided by `heads` once the result is known (or a
 * whole document, for the cache's refresh). The render's Request carries the page's URL alone:
 * the page depends only on it, and nothing the visitor sent can reach the upstream through a
 * loader.
 */
export function pageRender(options: PageRenderOptions): PageRender {
  const { config, upstreamUrl, entry, logger, metrics, dataWaitMs, renders } = options;
  const { heads, pagePolicy } = options;

  /** What the render entry needs for a page and its audience. */
  const inputOf = (page: PageToRender, audience: RenderAudience): RenderInput => {
    const { nonce, requestId, userAgent, trace, onCallFailed } = audience;
    return {
      pageContext: page.context,
      routeId: page.routeId,
      nonce,
      assets: entry.assets,
      api: {
        baseURL: upstreamUrl,
        ...apiOptionsFor(page.context, page.url),
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
    };
  };

  const requestOf = (page: PageToRender, init: { method?: string; signal: AbortSignal }) =>
    new Request(`${page.context.origin}${page.url}`, init);

  /** React's result for a visitor: timed up to its status, which is when its head is decided. */
  const renderResult = async (
    page: PageToRender,
    init: { method: string; signal: AbortSignal },
    input: RenderInput,
  ): Promise<RenderResult> => {
    const render = await entry.loadRender();
    const started = performance.now();
    const result = await render(requestOf(page, init), input);
    metrics.rendered((performance.now() - started) / 1000);
    return result;
  };

  /**
   * Streams pages to visitors, each in a render slot held until its response ends, so that the
   * slots bound what React holds, and cut when the visitor leaves or the request's render budget
   * runs out.
   */
  const forVisitor: RenderForVisitor = (req, res, page, { label, forCache }) => {
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
      const context = contextOf(res);
      const elapsed = performance.now() - context.startedAt;
      const budgetLeft = Math.max(0, Math.round(RENDER_ABORT_MS - elapsed));
      const signal = AbortSignal.any([visitorGone.signal, AbortSignal.timeout(budgetLeft)]);
      const nonce = forCache ? undefined : newCspNonce();
      const input = inputOf(page, {
        nonce,
        requestId: context.id,
        userAgent: req.get('user-agent'),
        trace: traceHeaders(req),
        onCallFailed: (failure) => {
          failed = true;
          context.pageDataFailures.push(failure);
        },
      });
      // An edge in front serves its visitors from its copy, which it keeps only whole: the one
      // render it asks for waits for the data, as a crawler's does, instead of leaving early
      // uncacheable and sending every visitor waiting at the edge to the origin.
      if (forCache || pageRequestOf(res).deviceHeader === DEVICE_CLASS_HEADER) {
        input.dataWaitMs = Number.POSITIVE_INFINITY;
      }

      const setHead = (status: number, body: RenderedBody) => {
        const head = heads.rendered({
          status,
          body,
          nonce,
          failed,
          label,
          vary: page.vary,
          context,
        });
        for (const [name, value] of head.headers) res.setHeader(name, value);
        if (head.scriptSources !== undefined) pagePolicy(req, res, head.scriptSources);
      };
      // Made before the render, so that a visitor who leaves while it runs closes it too. Whole
      // or streamed is known only as the first bytes leave: a page's head is decided then.
      const pageBody = new PageBody(req, res, {
        keepCopy: label !== 'bypass',
        beforeSend: (whole) =>
          setHead(res.statusCode, whole ? { kind: 'whole', page: whole } : { kind: 'streamed' }),
      });

      const result = await renderResult(page, { method: req.method, signal }, input);
      if (result.kind === 'response') {
        setHead(result.response.status, { kind: 'plain' });
        await sendPlain(res, result.response);
      } else {
        res.status(result.status);
        result.pipe(pageBody);
      }
      await closed;
      return {
        finished: res.writableFinished,
        status: res.statusCode,
        failed,
        streamed: pageBody.streamed,
        nonce,
        html: () => pageBody.page(),
      };
    }, visitorGone.signal);
  };

  const whole: PageRender['whole'] = (page) =>
    renders.run(async () => {
      let failed = false;
      const requestId = randomUUID();
      const input = inputOf(page, {
        requestId,
        onCallFailed: (failure) => {
          failed = true;
          logger.warn('page refresh with failed page data', {
            requestId,
            url: page.url,
            ...failure,
          });
        },
      });
      const render = await entry.loadRender();
      const started = performance.now();
      const request = requestOf(page, { signal: AbortSignal.timeout(RENDER_ABORT_MS) });
      const result = await render(request, { ...input, dataWaitMs: Number.POSITIVE_INFINITY });
      const document =
        result.kind === 'response'
          ? undefined
          : { status: result.status, html: await readWhole(result) };
      metrics.rendered((performance.now() - started) / 1000);
      return { document, failed };
    });

  return { forVisitor, whole };
}
