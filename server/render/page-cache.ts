import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

import { LRUCache } from 'lru-cache';

import { PAGE_CACHE_STALE_FACTOR } from '../../shared/spec-constants';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/** Quality 9 of 11: nearly the smallest bytes at a fraction of the time of the maximum. */
const BROTLI_QUALITY = 9;

/** A complete page as every anonymous visitor gets it, in each encoding, without a nonce. */
export interface CachedPage {
  status: number;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** CSP sources (`'sha256-…'`) of the page's inline scripts, in place of a nonce. */
  scriptHashes: string[];
  freshUntil: number;
  staleUntil: number;
}

export type CacheState = 'fresh' | 'stale';

/** Inline scripts the browser runs (JSON data blocks are not run, so the CSP ignores them). */
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

function hashSources(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const digest = createHash('sha256')
      .update(match[1] ?? '')
      .digest('base64');
    sources.add(`'sha256-${digest}'`);
  }
  return [...sources];
}

export interface PageCacheOptions {
  /** How long a page stays fresh; stale pages are served up to PAGE_CACHE_STALE_FACTOR times it. */
  ttlMs: number;
  maxBytes: number;
  now?: () => number;
  /** Hears of each page dropped to stay within `maxBytes` (the metrics count evictions). */
  onEvict?: () => void;
}

/**
 * Complete anonymous pages in memory, bounded by bytes (LRU). Each key is rendered at most once
 * at a time: concurrent misses wait for the same fill, and a stale page is served while one
 * refresh runs.
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly fills = new Map<string, Promise<CachedPage | undefined>>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor({ ttlMs, maxBytes, now = Date.now, onEvict }: PageCacheOptions) {
    this.ttlMs = ttlMs;
    this.now = now;
    this.entries = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      sizeCalculation: (page) => page.identity.length + page.gzip.length + page.br.length || 1,
      ...(onEvict && {
        dispose: (_page: CachedPage, _key: string, reason: LRUCache.DisposeReason) => {
          if (reason === 'evict') onEvict();
        },
      }),
    });
  }

  /** The page under `key` and whether it is still fresh; undefined once past its stale window. */
  lookup(key: string): { page: CachedPage; state: CacheState } | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    const now = this.now();
    if (now < page.freshUntil) return { page, state: 'fresh' };
    if (now < page.staleUntil) return { page, state: 'stale' };
    this.entries.delete(key);
    return undefined;
  }

  /** The fill in progress for `key`, if any. */
  pending(key: string): Promise<CachedPage | undefined> | undefined {
    return this.fills.get(key);
  }

  /**
   * Runs `render` as the one fill of `key` unless one is already running (then returns that
   * one). The rendered page is stored when `render` resolves with one.
   */
  fill(
    key: string,
    render: () => Promise<CachedPage | undefined>,
  ): Promise<CachedPage | undefined> {
    const running = this.fills.get(key);
    if (running) return running;
    const filling = render()
      .then((page) => {
        if (page) this.entries.set(key, page);
        return page;
      })
      .catch(() => undefined)
      .finally(() => this.fills.delete(key));
    this.fills.set(key, filling);
    return filling;
  }

  /**
   * The cache entry of a rendered document: the per-request nonce is taken out (the inline
   * scripts are allowed by their hashes instead) and both encodings are made once. A 404 is
   * kept only while fresh; a page is served stale for up to PAGE_CACHE_STALE_FACTOR × the TTL.
   */
  async entryFor(html: string, status: number, nonce: string): Promise<CachedPage> {
    const identity = Buffer.from(html.replaceAll(` nonce="${nonce}"`, ''));
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(identity),
      brotliAsync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
    ]);
    const created = this.now();
    const freshUntil = created + this.ttlMs;
    return {
      status,
      identity,
      gzip: gzipped,
      br: brotli,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      scriptHashes: hashSources(identity.toString()),
      freshUntil,
      staleUntil: status === 200 ? created + this.ttlMs * PAGE_CACHE_STALE_FACTOR : freshUntil,
    };
  }

  /** Bytes held, for tests and diagnostics. */
  get size(): number {
    return this.entries.calculatedSize;
  }
}
