import { randomUUID } from 'node:crypto';

import type { Response as ExpressResponse } from 'express';

import { apiOptionsFor } from '../../shared/api/api-options';
import { HTTP_TIMEOUT_MS } from '../../shared/api/http-constants';
import type { PageContext, RenderInput } from '../../shared/render-contract';
import type { AppConfig } from '../config/env';
import { MAX_USER_AGENT_LENGTH } from '../device/user-agent-limit';
import { errorFields, type Logger } from '../logging/logger';
import type { AppMetrics } from '../metrics/metrics';
import type { PageDataFailure } from '../request/request-context';
import { isCrawler } from './bot-detection';
import type { PageOutput } from './page-output';
import { renderDocument, streamPage } from './page-stream';
import type { RenderEntry } from './render-entry';
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
  /** The request headers its answer varies on, as its `Vary` names them. */
  vary: string;
}

/** Who a render is made for, and where it tells of each failed upstream call. */
export interface RenderAudience {
  /** None for a render made for the cache. */
  nonce?: string;
  requestId: string;
  userAgent?: string;
  /** Trace headers passed on to the upstream. */
  trace?: Record<string, string>;
  onCallFailed(failure: PageDataFailure): void;
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

export interface PageRendererOptions {
  config: AppConfig;
  upstreamUrl: string;
  entry: RenderEntry;
  logger: Logger;
  metrics: AppMetrics;
  /** How long a visitor's page waits for its data before its shell is sent. */
  dataWaitMs: number;
  /** The render slots: every render, a visitor's or a refresh, holds one while it runs. */
  renders: WorkQueue;
}

/** Turns a page into HTML, through the render entry: streamed to a visitor, or whole. */
export class PageRenderer {
  constructor(private readonly options: PageRendererOptions) {}

  /** What the render entry needs for a page and its audience. */
  input(page: PageToRender, audience: RenderAudience): RenderInput {
    const { config, upstreamUrl, entry, logger, metrics, dataWaitMs } = this.options;
    const { nonce, requestId, userAgent, trace, onCallFailed } = audience;
    return {
      pageContext: page.context,
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
  }

  /**
   * Streams the page into a visitor's response through `output`; `beforeHeaders` runs once its
   * status is known. The render's Request carries the page's URL alone, as a refresh's does: the
   * page depends only on it, and nothing the visitor sent can reach the upstream through a loader.
   */
  async stream(
    page: PageToRender,
    input: RenderInput,
    init: { method: string; signal: AbortSignal },
    res: ExpressResponse,
    output: PageOutput,
    beforeHeaders: (status: number, throughOutput: boolean) => void,
  ): Promise<void> {
    const render = await this.options.entry.loadRender();
    const started = performance.now();
    await streamPage(
      render,
      this.request(page, init),
      input,
      res,
      output,
      (status, throughOutput) => {
        this.options.metrics.rendered((performance.now() - started) / 1000);
        beforeHeaders(status, throughOutput);
      },
    );
  }

  /** The whole page with no visitor attached (the page cache's refresh), in a render slot. */
  whole(page: PageToRender): Promise<WholeRender> {
    return this.options.renders.run(async () => {
      let failed = false;
      const requestId = randomUUID();
      const input = this.input(page, {
        requestId,
        onCallFailed: (failure) => {
          failed = true;
          this.options.logger.warn('page refresh with failed page data', {
            requestId,
            url: page.url,
            ...failure,
          });
        },
      });
      const render = await this.options.entry.loadRender();
      const started = performance.now();
      const request = this.request(page, { signal: AbortSignal.timeout(RENDER_ABORT_MS) });
      const document = await renderDocument(render, request, input);
      this.options.metrics.rendered((performance.now() - started) / 1000);
      return { document, failed };
    });
  }

  private request(page: PageToRender, init: { method?: string; signal: AbortSignal }): Request {
    return new Request(`${page.context.origin}${page.url}`, init);
  }
}
