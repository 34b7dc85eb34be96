import { Router } from 'express';

import type { AppConfig } from '../config/env';
import type { Logger } from '../logging/logger';
import { indexNowKeyRoute } from './indexnow-key';
import { robotsRoute } from './robots';
import { sitemapRoute } from './sitemap';

export interface SeoRoutesOptions {
  config: AppConfig;
  upstreamUrl: string;
  logger: Logger;
}

/** robots.txt, the sitemap and the IndexNow key: what crawlers read before any page. */
export function seoRoutes({ config, upstreamUrl, logger }: SeoRoutesOptions): Router {
  const { publicOrigin } = config;
  return Router().use(
    robotsRoute(publicOrigin),
    indexNowKeyRoute(config.indexNowKey),
    sitemapRoute({
      upstreamUrl,
      publicOrigin,
      siteConfigured: config.siteConfig !== undefined,
      maxAnswerBytes: config.upstreamMaxBytes,
      logger,
    }),
  );
}
