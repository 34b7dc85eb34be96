import type { Request, Response } from 'express';

import type { PagePolicyStep } from '../security/security-headers';
import type { CachedPage, PageCache } from './page-cache';
import type { PageToRender, WholeRender } from './page-renderer';
import { sendCachedPage } from './send-cached-page';
import { NOT_KEPT, setPageCacheControl } from './shared-cache-headers';
import type { StreamToVisitor, VisitorRender } from './visitor-stream';
import { QueueFullError, WorkQueue } from './work-queue';

/** Statuses a page is cached with: a page, and the not-found page of an unknown id. */
const CACHEABLE_STATUSES = new Set([200, 404]);
/** Cache copies compressed at once (one per core), and waiting; beyond that a page is not kept. */
const COMPRESS_CONCURRENCY = 2;
const COMPRESS_QUEUE = 16;

export interface PageCachePolicyOptions {
  cache: PageCache;
  /** How long shared caches may keep a page. */
  sharedSeconds: number;
  /** Renders a page whole with no visitor attached: a refresh. */
  renderWhole(page: PageToRender): Promise<WholeRender>;
  /** Renders a page into a visitor's response. */
  stream: StreamToVisitor;
  /** Sets a page's CSP: a cached page's names its scripts' hashes. */
  pagePolicy: PagePolicyStep;
}

/** The cache key: the origin is part of it, so a forged Host never changes what others get. */
function keyOf({ context, url }: PageToRender): string {
  return `${context.origin} ${context.lang} ${context.mobile ? 'm' : 'd'} ${url}`;
}

/**
 * How a page request meets the page cache:
 * - lookup: a fresh copy is served; a stale one too, while one refresh renders it again;
 * - a key whose render failed gets that page back while it backs off;
 * - a request that finds a fill under way waits for it;
 * - admission: a miss renders for its visitor, and on the key's second request within the stale
 *   window that render fills the cache.
 */
export class PageCachePolicy {
  private readonly compressions = new WorkQueue({
    concurrency: COMPRESS_CONCURRENCY,
    maxQueued: COMPRESS_QUEUE,
  });

  constructor(private readonly options: PageCachePolicyOptions) {}

  /** Answers a page request from the cache, or renders it for the visitor. */
  async answer(req: Request, res: Response, page: PageToRender): Promise<void> {
    const { cache, sharedSeconds, pagePolicy: csp } = this.options;
    const key = keyOf(page);
    const cached = cache.lookup(key);
    if (cached) {
      if (cached.state === 'stale' && cache.refreshDue(key)) {
        void cache.fill(key, () => this.refresh(key, page));
      }
      setPageCacheControl(res, sharedSeconds, cached.page.status);
      const label = cached.state === 'fresh' ? 'hit' : 'stale';
      sendCachedPage(req, res, cached.page, label, csp);
      return;
    }
    const failedPage = cache.failure(key);
    if (failedPage) {
      res.setHeader('Cache-Control', NOT_KEPT);
      sendCachedPage(req, res, failedPage, 'miss', csp);
      return;
    }
    const pending = cache.pending(key);
    if (pending) {
      const filled = await pending;
      if (filled) {
        setPageCacheControl(res, sharedSeconds, filled.status);
        sendCachedPage(req, res, filled, 'hit', csp);
      } else await this.render(req, res, page, key, false);
      return;
    }
    await this.render(req, res, page, key, req.method !== 'HEAD' && cache.admit(key));
  }

  /**
   * Renders for the visitor. With `fills`, the render is the key's one fill, which requests
   * arriving meanwhile wait for; either way a render whose data failed is remembered, so the
   * key backs off.
   */
  private async render(
    req: Request,
    res: Response,
    page: PageToRender,
    key: string,
    fills: boolean,
  ): Promise<void> {
    const visit = this.options.stream(req, res, page, true);
    const settle = () => this.settle(key, page, visit, fills);
    // The visitor's own answer (busy, or an error) comes from `visit`, awaited below.
    if (fills) void this.options.cache.fill(key, settle);
    else settle().catch(() => undefined);
    await visit;
  }

  /** What a visitor's render leaves for the cache once its response has closed. */
  private async settle(
    key: string,
    page: PageToRender,
    visit: Promise<VisitorRender>,
    fills: boolean,
  ): Promise<CachedPage | undefined> {
    const { cache } = this.options;
    const render = await visit;
    if (render.failed) {
      const failedPage = render.finished
        ? cache.failedCachedPageOf(render.html(), render.status, render.nonce)
        : undefined;
      cache.recordFailure(key, failedPage);
      return undefined;
    }
    if (!fills || !render.finished || !CACHEABLE_STATUSES.has(render.status)) return undefined;
    // The cache keeps complete documents only: everyone it serves, crawlers included, gets the
    // whole page at once, so a streamed render is followed by a complete one.
    return render.streamed
      ? this.refresh(key, page)
      : this.compressed(render.html(), render.status, render.nonce);
  }

  /** A fresh copy of a stale or streamed page, rendered with no visitor attached. */
  private async refresh(key: string, page: PageToRender): Promise<CachedPage | undefined> {
    const { document, nonce, failed } = await this.options.renderWhole(page);
    if (failed) this.options.cache.recordFailure(key);
    if (!document || failed || !CACHEABLE_STATUSES.has(document.status)) return undefined;
    return this.compressed(document.html, document.status, nonce);
  }

  /** A cached page of a rendered document, made in the compression queue; undefined when full. */
  private async compressed(
    html: string,
    status: number,
    nonce: string,
  ): Promise<CachedPage | undefined> {
    try {
      return await this.compressions.run(() =>
        this.options.cache.cachedPageOf(html, status, nonce),
      );
    } catch (error) {
      if (error instanceof QueueFullError) return undefined;
      throw error;
    }
  }
}
