import { createHash } from 'node:crypto';

import { type Request, type Response, Router } from 'express';
import { LRUCache } from 'lru-cache';

import { HTTP_TIMEOUT_MS } from '../../shared/api/http-constants';
import { type KeptBody, keptBytes, keptCopies, sendKept } from '../http/compression-policy';
import type { Logger } from '../logging/logger';
import { requestOrigin } from '../request/request-origin';
import {
  renderSitemapIndex,
  renderUrlSet,
  type SitemapPage,
  staticPages,
  urlEntries,
} from './sitemap-pages';
import { readUpstreamPages, type UpstreamPages } from './upstream-pages';

export const SITEMAP_PATH = '/sitemap.xml';
/** The files of a sitemap too long for one, named by the index at SITEMAP_PATH. */
const PART_PATH = /^\/sitemap-(\d{1,4})\.xml$/;
const partPath = (part: number) => `/sitemap-${part}.xml`;
/**
 * URLs per file: the protocol allows 50,000 and 50 MB; each URL here carries its language forms
 * (about 700 bytes), so 10,000 make a file of about 7 MB that a crawler fetches in one go.
 */
const MAX_URLS_PER_FILE = 10_000;
/**
 * Pages listed at most (each is up to six URLs, so at most 30,000 URLs, about 21 MB in three
 * files): an upstream cannot grow the sitemap, its memory or the time to render it unbounded.
 */
export const MAX_SITEMAP_PAGES = 5_000;
/** Crawlers fetch the sitemap rarely; the upstream lists change slowly. */
const CACHE_MS = 5 * 60 * 1000;
/** A sitemap missing a list is retried soon, not kept for the full time. */
const INCOMPLETE_CACHE_MS = 30 * 1000;
/** Without PUBLIC_ORIGIN each Host gets its own documents: a few at most are kept… */
const MAX_ORIGINS = 8;
/** …and only as many bytes as this. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

export interface SitemapOptions {
  upstreamUrl: string;
  /** Whether a site configuration is given: the download page is listed only then. */
  siteConfigured: boolean;
  publicOrigin: string | undefined;
  maxAnswerBytes: number;
  logger: Logger;
  /** Deadline of all the upstream calls together; HTTP_TIMEOUT_MS unless a test shortens it. */
  deadlineMs?: number;
  /** MAX_URLS_PER_FILE unless a test splits a small sitemap. */
  maxUrlsPerFile?: number;
  /** The clock of the upstream read's freshness; the system's unless a test moves its own. */
  now?: () => number;
}

/** Each page once, the first listing of a path winning, at most MAX_SITEMAP_PAGES. */
function distinctPages(pages: readonly SitemapPage[]): SitemapPage[] {
  const byPath = new Map<string, SitemapPage>();
  for (const page of pages) {
    if (byPath.size >= MAX_SITEMAP_PAGES) break;
    if (!byPath.has(page.path)) byPath.set(page.path, page);
  }
  return [...byPath.values()];
}

/**
 * The sitemap's files on `origin`: the one at SITEMAP_PATH first, then its parts. A sitemap that
 * fits in one file is that file; a longer one is an index of parts of `maxUrls` URLs each.
 */
function renderFiles(origin: string, pages: readonly SitemapPage[], maxUrls: number): string[] {
  const entries = pages.flatMap((page) => urlEntries(origin, page));
  if (entries.length <= maxUrls) return [renderUrlSet(entries)];
  const parts: string[] = [];
  for (let start = 0; start < entries.length; start += maxUrls) {
    parts.push(renderUrlSet(entries.slice(start, start + maxUrls)));
  }
  return [renderSitemapIndex(parts.map((_, index) => origin + partPath(index + 1))), ...parts];
}

/** A file of the sitemap, kept compressed: made once per origin and upstream read, for every crawler. */
type SitemapFile = KeptBody & { etag: string };

async function sitemapFile(xml: string): Promise<SitemapFile> {
  const copies = await keptCopies(Buffer.from(xml));
  const digest = createHash('sha256').update(copies.identity).digest('base64url');
  return { ...copies, etag: `"${digest.slice(0, 27)}"` };
}

/**
 * `GET /sitemap.xml` (and its parts): every indexable page, in each language and in both trees,
 * the `/m` pages marked for Baidu's mobile search.
 */
export function sitemapRoute(options: SitemapOptions): Router {
  const maxUrls = options.maxUrlsPerFile ?? MAX_URLS_PER_FILE;
  // The upstream's pages are the same for every origin: read once, and fetch() shares that one
  // read among the requests that arrive while it runs, whatever their Host.
  const upstreamPages = new LRUCache<'pages', UpstreamPages>({
    max: 1,
    ttl: CACHE_MS,
    ...(options.now ? { perf: { now: options.now } } : {}),
    fetchMethod: async (_key, stale, { options: entry }) => {
      const upstream = await readUpstreamPages({
        upstreamUrl: options.upstreamUrl,
        deadlineMs: options.deadlineMs ?? HTTP_TIMEOUT_MS,
        maxAnswerBytes: options.maxAnswerBytes,
        logger: options.logger,
      });
      if (!upstream.incomplete) return upstream;
      entry.ttl = INCOMPLETE_CACHE_MS;
      // A failing upstream loses no page already known: what it did answer comes first.
      return stale
        ? { pages: distinctPages([...upstream.pages, ...stale.pages]), incomplete: true }
        : upstream;
    },
  });
  const documents = new LRUCache<
    string,
    { upstream: UpstreamPages | undefined; files: SitemapFile[] }
  >({
    max: MAX_ORIGINS,
    maxSize: MAX_CACHED_BYTES,
    sizeCalculation: ({ files }) => files.reduce((sum, file) => sum + keptBytes(file), 0) || 1,
  });
  const filesFor = async (origin: string): Promise<SitemapFile[]> => {
    const upstream = await upstreamPages.fetch('pages');
    const known = documents.get(origin);
    if (known && known.upstream === upstream) return known.files;
    const pages = distinctPages([
      ...staticPages(options.siteConfigured),
      ...(upstream?.pages ?? []),
    ]);
    const files = await Promise.all(renderFiles(origin, pages, maxUrls).map(sitemapFile));
    documents.set(origin, { upstream, files });
    return files;
  };
  const send = (req: Request, res: Response, file: SitemapFile) => {
    res
      .type('application/xml; charset=utf-8')
      .set('Cache-Control', `public, max-age=${CACHE_MS / 1000}`)
      .set('ETag', file.etag);
    sendKept(req, res, file, req.fresh);
  };

  const router = Router();
  router.get(SITEMAP_PATH, async (req, res) => {
    const [main] = await filesFor(requestOrigin(req, options.publicOrigin));
    send(req, res, main!);
  });
  router.get(PART_PATH, async (req, res, next) => {
    const part = Number(PART_PATH.exec(req.path)![1]);
    const files = await filesFor(requestOrigin(req, options.publicOrigin));
    // Parts exist only beside an index (files[0]); any other number is no file of the site.
    if (files.length > 1 && part >= 1 && part < files.length) send(req, res, files[part]!);
    else next();
  });
  return router;
}
