import type { Request, Response } from 'express';

import { contextOf } from '../request/request-context';
import type { CachedPage, KeptPageHeaders, PageAnswerHeaders, PageCache } from './page-cache';
import type { PageToRender, RenderForVisitor, VisitorRender, WholeRender } from './page-render';
import { type PageCacheLabel, sendCachedPage } from './send-cached-page';
import { QueueFullError, WorkQueue } from './work-queue';

/** Statuses a page is cached with: a page, and the not-found page of an unknown id. */
const CACHEABLE_STATUSES = new Set([200, 404]);
/** Cache copies compressed at once (one per core), and waiting; beyond that a page is not kept. */
const COMPRESS_CONCURRENCY = 2;
const COMPRESS_QUEUE = 16;

export interface PageCachePolicyOptions {
  cache: PageCache;
  /** Renders a page whole with no visitor attached: a refresh. */
  renderWhole(page: PageToRender): Promise<WholeRender>;
  /** Renders a page into a visitor's response. */
  renderForVisitor: RenderForVisitor;
  answerHeaders: PageAnswerHeaders;
}

/** What a page's kept answer depends on (see pageKeyOf). */
export interface PageKeyParts {
  origin: string;
  lang: string;
  mobile: boolean;
  /** The path and the query parameters the page reads. */
  url: string;
  /** The request headers the answer varies on, as its `Vary` names them. */
  vary: string;
}

/**
 * The cache key: the origin is part of it, so a forged Host never changes what others get, and so
 * is `Vary`, which the kept answer carries.
 */
export function pageKeyOf({ origin, lang, mobile, url, vary }: PageKeyParts): string {
  return `${origin} ${lang} ${mobile ? 'm' : 'd'} ${vary} ${url}`;
}

function keyOf({ context, url, vary }: PageToRender): string {
  return pageKeyOf({
    origin: context.origin,
    lang: context.lang,
    mobile: context.mobile,
    url,
    vary,
  });
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

  /** The fresh kept page under `key`, if any; a stale page, a failure or a fill is for `answer`. */
  freshPage(key: string): CachedPage | undefined {
    const cached = this.options.cache.lookup(key);
    return cached?.state === 'fresh' ? cached.page : undefined;
  }

  /** Answers a page request from the cache, or renders it for the visitor. */
  async answer(req: Request, res: Response, page: PageToRender): Promise<void> {
    const { cache } = this.options;
    const key = keyOf(page);
    const send = (kept: CachedPage, label: PageCacheLabel) =>
      sendCachedPage(req, res, kept, label, contextOf(res));
    const cached = cache.lookup(key);
    if (cached) {
      if (cached.state === 'stale' && cache.refreshDue(key)) {
        void cache.fill(key, () => this.refresh(key, page));
      }
      send(cached.page, cached.state === 'fresh' ? 'hit' : 'stale');
      return;
    }
    const failedPage = cache.failure(key);
    if (failedPage) {
      send(failedPage, 'miss');
      return;
    }
    const pending = cache.pending(key);
    if (pending) {
      const filled = await pending;
      if (filled) send(filled, 'hit');
      else await this.render(req, res, page, key, false);
      return;
    }
    await this.render(req, res, page, key, req.method !== 'HEAD' && cache.admit(key));
  }

  /**
   * Renders for the visitor. With `fills`, the render is the key's one fill, which requests
   * arriving meanwhile wait for: it is made for the cache from the start (whole, its scripts
   * allowed by their hashes), so its bytes serve both the visitor and the cache. Either way a
   * render whose data failed is remembered, so the key backs off.
   */
  private async render(
    req: Request,
    res: Response,
    page: PageToRender,
    key: string,
    fills: boolean,
  ): Promise<void> {
    const visit = this.options.renderForVisitor(req, res, page, {
      label: 'miss',
      forCache: fills,
    });
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
        ? cache.failedCachedPageOf(
            render.html(),
            render.status,
            render.nonce,
            this.headersFor(page, true),
          )
        : undefined;
      cache.recordFailure(key, failedPage);
      return undefined;
    }
    // The cache keeps complete documents only: everyone it serves, crawlers included, gets the
    // whole page at once. A fill waits for its data, so it is whole unless its budget ran out.
    if (!fills || !render.finished || render.streamed || !CACHEABLE_STATUSES.has(render.status)) {
      return undefined;
    }
    return this.compressed(render.html(), render.status, render.nonce, page);
  }

  private headersFor(page: PageToRender, incomplete = false): KeptPageHeaders {
    return (status, facts) => this.options.answerHeaders(status, facts, page.vary, incomplete);
  }

  /** A fresh copy of a stale or streamed page, rendered with no visitor attached. */
  private async refresh(key: string, page: PageToRender): Promise<CachedPage | undefined> {
    const { document, failed } = await this.options.renderWhole(page);
    if (failed) this.options.cache.recordFailure(key);
    if (!document || failed || !CACHEABLE_STATUSES.has(document.status)) return undefined;
    return this.compressed(document.html, document.status, undefined, page);
  }

  /** A cached page of a rendered document, made in the compression queue; undefined when full. */
  private async compressed(
    html: string,
    status: number,
    nonce: string | undefined,
    page: PageToRender,
  ): Promise<CachedPage | undefined> {
    try {
      return await this.compressions.run(() =>
        this.options.cache.cachedPageOf(html, status, nonce, this.headersFor(page)),
      );
    } catch (error) {
      if (error instanceof QueueFullError) return undefined;
      throw error;
    }
  }
}
