import { Router } from 'express';
import { LRUCache } from 'lru-cache';

import { HTTP_TIMEOUT_MS } from '../../shared/spec-constants';
import type { Logger } from '../logging/logger';
import { requestOrigin } from '../request/request-origin';
import { renderSitemap, STATIC_PAGES } from './site-pages';
import { readUpstreamPages, type UpstreamPages } from './upstream-pages';

export const SITEMAP_PATH = '/sitemap.xml';
/** Crawlers fetch the sitemap rarely; the upstream lists change slowly. */
const CACHE_MS = 5 * 60 * 1000;
/** A sitemap missing a list is retried soon, not kept for the full time. */
const INCOMPLETE_CACHE_MS = 30 * 1000;
/** Without PUBLIC_ORIGIN each Host gets its own document: a few at most are kept. */
const MAX_ORIGINS = 8;

export interface SitemapOptions {
  upstreamUrl: string;
  publicOrigin: string | undefined;
  maxAnswerBytes: number;
  logger: Logger;
  /** Deadline of all the upstream calls together; HTTP_TIMEOUT_MS unless a test shortens it. */
  deadlineMs?: number;
}

/** `GET /sitemap.xml`: every public page, desktop URLs, in each language with its alternates. */
export function sitemapRoute(options: SitemapOptions): Router {
  // The upstream's pages are the same for every origin: read once, and fetch() shares that one
  // read among the requests that arrive while it runs, whatever their Host.
  const upstreamPages = new LRUCache<'pages', UpstreamPages>({
    max: 1,
    ttl: CACHE_MS,
    fetchMethod: async (_key, _stale, { options: entry }) => {
      const upstream = await readUpstreamPages({
        upstreamUrl: options.upstreamUrl,
        deadlineMs: options.deadlineMs ?? HTTP_TIMEOUT_MS,
        maxAnswerBytes: options.maxAnswerBytes,
        logger: options.logger,
      });
      if (upstream.incomplete) entry.ttl = INCOMPLETE_CACHE_MS;
      return upstream;
    },
  });
  // The documents, by origin: without PUBLIC_ORIGIN each Host gets its own, a few at most kept.
  const documents = new LRUCache<string, { upstream: UpstreamPages | undefined; xml: string }>({
    max: MAX_ORIGINS,
  });
  const router = Router();
  router.get(SITEMAP_PATH, async (req, res) => {
    const origin = requestOrigin(req, options.publicOrigin);
    const upstream = await upstreamPages.fetch('pages');
    let document = documents.get(origin);
    if (!document || document.upstream !== upstream) {
      const pages = [...STATIC_PAGES, ...(upstream?.pages ?? [])];
      document = { upstream, xml: renderSitemap(origin, pages) };
      documents.set(origin, document);
    }
    res
      .type('application/xml')
      .set('Cache-Control', `public, max-age=${CACHE_MS / 1000}`)
      .send(document.xml);
  });
  return router;
}
