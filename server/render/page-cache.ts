import { createHash } from 'node:crypto';

import { LRUCache } from 'lru-cache';

import { type KeptBody, keptBytes, type KeptCoding, keptCopies } from '../http/compression-policy';
import type { HeaderList } from '../security/security-headers';

/** A stale page is served while one refresh runs, up to this many times its freshness. */
export const PAGE_CACHE_STALE_FACTOR = 10;

/**
 * Keys asked for once, remembered so that a second request within the stale window stores the
 * page: a URL one visitor asked for once never pushes out the pages many visitors share.
 */
const MAX_SIGHTINGS = 10_000;

/**
 * After a render whose upstream data failed, the key waits this long before the next render
 * (doubling with each failure in a row, up to FAILURE_BACKOFF_MAX_MS): a hot URL on a failing
 * upstream costs a few upstream calls a minute, not hundreds a second.
 */
const FAILURE_BACKOFF_MS = 1000;
const FAILURE_BACKOFF_MAX_MS = 30_000;
/** Keys with a failure remembered, and the bytes their failed pages may hold together. */
const MAX_FAILURES = 1000;
const MAX_FAILURE_BYTES = 8 * 1024 * 1024;

/** What a kept page's answer says of its bytes. */
export interface KeptPageFacts {
  etag: string;
  /** CSP sources (`'sha256-…'`, space-separated) of the page's inline scripts. */
  scriptHashes: string;
}

/** The headers a kept page is answered with: decided once, when it is kept. */
export type KeptPageHeaders = (status: number, facts: KeptPageFacts) => HeaderList;

/**
 * The headers of a page answer kept by the cache, or made for it: helmet's with the CSP naming
 * the page's script hashes, its caching (`incomplete`: its data failed), type, ETag and Vary.
 */
export type PageAnswerHeaders = (
  status: number,
  facts: KeptPageFacts,
  vary: string,
  incomplete: boolean,
) => HeaderList;

/**
 * A complete answer as every anonymous visitor gets it: its status, its headers and its body in
 * each encoding, without a nonce; a remembered failure, short-lived, has no compressed copies.
 */
export interface CachedPage extends KeptBody, KeptPageFacts {
  status: number;
  /** Every header of the answer but the request's own (its id, the cache label, the coding). */
  headers: HeaderList;
  /** The same, with each copy's coding and length, as Node writes them: see `wireHeaders`. */
  wire: WireHeaders;
  freshUntil: number;
  staleUntil: number;
}

/**
 * A kept answer's headers for each copy of its body, and for a 304, flat (`[name, value, …]`) as
 * `writeHead` takes them: made once when the page is kept, so that a hit writes its headers in
 * one call, with nothing to merge or check name by name. The request's own (its id, the cache
 * label) are added to them.
 */
export type WireHeaders = Readonly<Partial<Record<KeptCoding | 'notModified', readonly string[]>>>;

/** `wireHeaders` of a kept answer: its `Vary` names Accept-Encoding too, since copies differ. */
function wireHeaders(headers: HeaderList, body: KeptBody): WireHeaders {
  const common: string[] = [];
  let vary = 'Accept-Encoding';
  for (const [name, value] of headers) {
    if (name.toLowerCase() === 'vary') vary = `${value}, ${vary}`;
    else common.push(name, value);
  }
  common.push('Vary', vary);
  const wire: Partial<Record<KeptCoding | 'notModified', readonly string[]>> = {
    notModified: common,
  };
  for (const coding of ['identity', 'br', 'gzip'] as const) {
    const copy = body[coding];
    if (!copy) continue;
    const encoding = coding === 'identity' ? [] : ['Content-Encoding', coding];
    wire[coding] = [...common, ...encoding, 'Content-Length', String(copy.length)];
  }
  return wire;
}

export type CacheState = 'fresh' | 'stale';

/** A key whose last render failed: when it may render again, and what to answer until then. */
interface Failure {
  /** Failures in a row. */
  count: number;
  retryAt: number;
  /** The failed render as visitors got it, answered until `retryAt`. */
  page?: CachedPage;
}

/** Inline scripts the browser runs (JSON data blocks are not run, so the CSP ignores them). */
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

function hashSources(html: string): string {
  const sources = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const digest = createHash('sha256')
      .update(match[1] ?? '')
      .digest('base64');
    sources.add(`'sha256-${digest}'`);
  }
  return [...sources].join(' ');
}

/**
 * A document without its per-request nonce: its inline scripts are allowed by their hashes. Only
 * a render made for one visitor carries one; a render made for the cache has none.
 */
function withoutNonce(html: string, nonce: string | undefined): Buffer {
  return Buffer.from(nonce ? html.replaceAll(` nonce="${nonce}"`, '') : html);
}

/** The ETag and script hashes of a document as it is kept and sent. */
export function keptPageFacts(identity: Buffer): KeptPageFacts {
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    scriptHashes: hashSources(identity.toString()),
  };
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
 * Complete anonymous pages in memory, bounded by bytes (LRU).
 * - A key is stored on its second request within the stale window (`admit`).
 * - Each key is rendered at most once at a time: concurrent misses wait for the same fill, and a
 *   stale page is served while one refresh runs.
 * - A key whose render failed backs off before it renders again (`failure`, `refreshDue`).
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly fills = new Map<string, Promise<CachedPage | undefined>>();
  private readonly sightings: LRUCache<string, true>;
  private readonly failures: LRUCache<string, Failure>;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor({ ttlMs, maxBytes, now = Date.now, onEvict }: PageCacheOptions) {
    this.ttlMs = ttlMs;
    this.now = now;
    this.entries = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      sizeCalculation: (page, key) => keptBytes(page) + key.length || 1,
      ...(onEvict && {
        dispose: (_page: CachedPage, _key: string, reason: LRUCache.DisposeReason) => {
          if (reason === 'evict') onEvict();
        },
      }),
    });
    this.sightings = new LRUCache<string, true>({
      max: MAX_SIGHTINGS,
      ttl: ttlMs * PAGE_CACHE_STALE_FACTOR,
      perf: { now },
    });
    this.failures = new LRUCache<string, Failure>({
      max: MAX_FAILURES,
      maxSize: MAX_FAILURE_BYTES,
      sizeCalculation: (failure, key) =>
        (failure.page ? keptBytes(failure.page) : 0) + key.length || 1,
      ttl: FAILURE_BACKOFF_MAX_MS * 2,
      perf: { now },
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

  /**
   * Whether a miss of `key` is worth storing: true on its second request within the stale window.
   * The first is only noted, by digest, so a visitor-sized URL costs a few bytes.
   */
  admit(key: string): boolean {
    const digest = createHash('sha1').update(key).digest('base64');
    if (this.sightings.has(digest)) return true;
    this.sightings.set(digest, true);
    return false;
  }

  /** The failed page to answer for `key` while it backs off, if it is backing off. */
  failure(key: string): CachedPage | undefined {
    const failure = this.failures.get(key);
    return failure && this.now() < failure.retryAt ? failure.page : undefined;
  }

  /** Whether a stale page of `key` may start its refresh now (not while it backs off). */
  refreshDue(key: string): boolean {
    const failure = this.failures.get(key);
    return !failure || this.now() >= failure.retryAt;
  }

  /** Notes a render of `key` whose upstream data failed, with the page visitors got, if any. */
  recordFailure(key: string, page?: CachedPage): void {
    const count = (this.failures.get(key)?.count ?? 0) + 1;
    const backoff = Math.min(FAILURE_BACKOFF_MAX_MS, FAILURE_BACKOFF_MS * 2 ** (count - 1));
    this.failures.set(key, { count, retryAt: this.now() + backoff, page });
  }

  /** The fill in progress for `key`, if any. */
  pending(key: string): Promise<CachedPage | undefined> | undefined {
    return this.fills.get(key);
  }

  /**
   * Runs `render` as the one fill of `key` unless one is already running (then returns that
   * one). The rendered page is stored, and any failure forgotten, when `render` resolves with one.
   */
  fill(
    key: string,
    render: () => Promise<CachedPage | undefined>,
  ): Promise<CachedPage | undefined> {
    const running = this.fills.get(key);
    if (running) return running;
    const filling = render()
      .then((page) => {
        if (page) {
          this.entries.set(key, page);
          this.failures.delete(key);
        }
        return page;
      })
      .catch(() => undefined)
      .finally(() => this.fills.delete(key));
    this.fills.set(key, filling);
    return filling;
  }

  /**
   * The cached page of a rendered document: the per-request nonce is taken out (the inline
   * scripts are allowed by their hashes instead) and its compressed copies are made once.
   * A 404 is kept only while fresh; a page is served stale for up to
   * PAGE_CACHE_STALE_FACTOR × the TTL.
   */
  async cachedPageOf(
    html: string,
    status: number,
    nonce: string | undefined,
    headersOf: KeptPageHeaders,
  ): Promise<CachedPage> {
    const identity = withoutNonce(html, nonce);
    const copies = await keptCopies(identity);
    const created = this.now();
    const freshUntil = created + this.ttlMs;
    const facts = keptPageFacts(identity);
    const headers = headersOf(status, facts);
    return {
      status,
      ...copies,
      ...facts,
      headers,
      wire: wireHeaders(headers, copies),
      freshUntil,
      staleUntil: status === 200 ? created + this.ttlMs * PAGE_CACHE_STALE_FACTOR : freshUntil,
    };
  }

  /**
   * A failed render as visitors got it, uncompressed: made at once, so the very next request of
   * its key already finds the failure, and answered only while the key backs off.
   */
  failedCachedPageOf(
    html: string,
    status: number,
    nonce: string | undefined,
    headersOf: KeptPageHeaders,
  ): CachedPage {
    const identity = withoutNonce(html, nonce);
    const created = this.now();
    const facts = keptPageFacts(identity);
    const headers = headersOf(status, facts);
    return {
      status,
      identity,
      ...facts,
      headers,
      wire: wireHeaders(headers, { identity }),
      freshUntil: created,
      staleUntil: created,
    };
  }

  /** Bytes held, for the metrics. */
  get size(): number {
    return this.entries.calculatedSize;
  }
}
