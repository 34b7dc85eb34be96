import type { RequestListener } from 'node:http';

import express from 'express';

import { XSRF_TOKEN_PATH } from '../shared/api/xsrf';
import { BUILD_MANIFEST_PATH } from '../shared/build-manifest';
import { DOWNLOAD_COUNT_PATH } from '../shared/download-count';
import { WECHAT_SHARE_CONFIG_PATH } from '../shared/wechat-share';
import { API_PREFIX } from './api-proxy/api-prefix';
import { createApiProxy } from './api-proxy/create-api-proxy';
import { buildInfoRoute, readBuildInfo } from './build-info/build-info';
import type { AppConfig } from './config/env';
import { checkDeviceGuard } from './device/device-guard';
import { healthRoutes } from './health/health-routes';
import { Lifecycle } from './health/lifecycle';
import { canonicalCase } from './http/canonical-case';
import { canonicalFixedPaths } from './http/canonical-fixed-paths';
import { canonicalSlash } from './http/canonical-slash';
import { errorHandler } from './http/error-handler';
import { rejectMalformedUrl } from './http/reject-malformed-url';
import { requestCookies } from './http/request-cookies';
import { publicFiles, staticFiles, unknownFileNotFound } from './http/static-files';
import { legalPages } from './legal/legal-pages';
import { localeMiddleware } from './locale/locale-middleware';
import { consoleLogger, type Logger } from './logging/logger';
import { requestLog, requestRecorder } from './logging/request-log';
import { adReportCall } from './metrics/ad-report-call';
import { downloadCountHandlers } from './metrics/download-count-route';
import { AppMetrics } from './metrics/metrics';
import { proxiedCall } from './metrics/proxied-call';
import { qrRoutes } from './qr/qr-routes';
import { createRateLimits } from './rate-limit/rate-limits';
import { pageCacheFront } from './render/page-cache-front';
import { pageHandler } from './render/page-handler';
import { createRenderEntry, type RenderEntry } from './render/render-entry';
import { sharedCacheSeconds } from './render/shared-cache-headers';
import { requestContext } from './request/request-context';
import type { TrustProxy } from './request/request-origin';
import { resolvePageRequest } from './request/resolve-page-request';
import { cspReportRoute } from './security/csp-report';
import { createCsrfProtection } from './security/csrf';
import { type SecurityHeaders, securityHeaders } from './security/security-headers';
import { ROBOTS_PATH } from './seo/robots';
import { seoRoutes } from './seo/seo-routes';
import { SITEMAP_PATH } from './seo/sitemap';
import { createWechatShare } from './wechat/wechat-share';

export interface CreateAppOptions {
  config: AppConfig;
  /** Origin of the API: API_UPSTREAM_URL, or the embedded demo API started by the caller. */
  upstreamUrl: string;
  logger?: Logger;
  lifecycle?: Lifecycle;
  /** The page cache's clock; the system clock unless a test moves its own. */
  now?: () => number;
  /** How long a visitor's page waits for its data before its shell is sent; unset: the handler's. */
  dataWaitMs?: number;
  /** Where pages and legal files are rendered from; default: the build, or Vite in development. */
  renderEntry?: (config: AppConfig) => Promise<RenderEntry>;
  /** Where the app records its metrics; a registry of its own unless the caller shares one. */
  metrics?: AppMetrics;
  /** helmet's headers and the page policy; the configuration's unless the caller wraps them. */
  security?: (config: AppConfig) => SecurityHeaders;
}

export interface App {
  /** The site's request listener: the kept-page front, and behind it the Express app. */
  app: RequestListener;
  /** Releases what the app holds (the Vite dev server in development). */
  close(): Promise<void>;
}

/** The site, without listening: production and the tests run exactly this. */
export async function createApp({
  config,
  upstreamUrl,
  logger = consoleLogger,
  lifecycle = new Lifecycle(),
  now,
  dataWaitMs,
  renderEntry = createRenderEntry,
  metrics = new AppMetrics(config.campaignChannels),
  security: makeSecurityHeaders = securityHeaders,
}: CreateAppOptions): Promise<App> {
  const [entry, buildInfo, rateLimits] = await Promise.all([
    renderEntry(config),
    readBuildInfo(config.distDir, config.mode),
    createRateLimits({ redisUrl: config.rateLimitRedisUrl, logger }),
  ]);
  const csrf = createCsrfProtection({
    secret: config.csrfSecret,
    alwaysSecure: config.publicOrigin?.startsWith('https:') ?? false,
    allowedOrigins: config.publicOrigin ? [config.publicOrigin] : [],
  });

  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  // The order below is the architecture: each step sees only what passed the ones above it.
  // The routers of a few paths each (health, CSP reports, build manifest, QR codes, robots and
  // sitemap) are mounted for every path, so a page request passes through each and is handed on
  // by setImmediate. Mounting them at their paths instead (app.all) saved about 5 µs a cached
  // page, but in 4 of 12 server processes V8 then promoted ~2.8 KB of each request's headers to
  // the old generation (0 of 19 before), tripling GC time: a measured loss, so they stay.
  const security = makeSecurityHeaders(config);
  const pages = pageHandler({
    config,
    upstreamUrl,
    entry,
    buildId: buildInfo.id,
    sharedSeconds: sharedCacheSeconds(config),
    logger,
    now,
    dataWaitMs,
    metrics,
    security,
  });
  const record = requestRecorder({ logger, metrics, buildId: buildInfo.id });
  app.use(requestContext());
  app.use(requestLog(record));
  // helmet's headers on every other answer, early, so that whatever answers below has them. A
  // page's CSP names a nonce or its cached scripts' hashes, which only the page handler at the
  // very end decides: it runs helmet's page policy then, and only an answer that set no policy
  // by the time its headers are written gets the fixed one, so none is written twice.
  app.use(security.headers);
  app.use(healthRoutes(lifecycle));
  app.use(cspReportRoute(logger));
  app.use(rejectMalformedUrl());
  app.use(canonicalFixedPaths([XSRF_TOKEN_PATH, ROBOTS_PATH, SITEMAP_PATH, BUILD_MANIFEST_PATH]));
  app.use(legalPages(config, await entry.loadStaticLegalPages()));
  if (entry.devMiddleware) {
    app.use(entry.devMiddleware);
    app.use(publicFiles(config.rootDir));
  } else {
    app.use(await staticFiles(config.distDir));
  }
  app.use(buildInfoRoute(buildInfo));
  app.use(qrRoutes(config));
  app.use(seoRoutes({ config, upstreamUrl, logger }));
  app.use(requestCookies());
  app.get(XSRF_TOKEN_PATH, csrf.issueToken);
  // Only where WeChat sharing is configured; elsewhere the path is an unknown page.
  const wechatShare = createWechatShare(config, logger, metrics);
  if (wechatShare) app.get(WECHAT_SHARE_CONFIG_PATH, wechatShare.route);
  app.post(DOWNLOAD_COUNT_PATH, ...downloadCountHandlers(metrics));
  app.use(
    API_PREFIX,
    createApiProxy({
      upstreamUrl,
      logger,
      maxAnswerBytes: config.upstreamMaxBytes,
      rateLimits,
      forgeryRefusal: csrf.forgeryRefusal,
      onCallEnded: (call, req) => {
        metrics.upstreamCall(proxiedCall(call));
        metrics.adReport(adReportCall(call, req));
        if (call.outcome === 'rate-limited') metrics.rateLimited(call.path);
      },
    }),
  );
  // After every route that serves files (the API's images included): a miss is a plain 404.
  app.use(unknownFileNotFound());
  app.use(resolvePageRequest());
  app.use(canonicalSlash());
  app.use(canonicalCase());
  app.use(localeMiddleware());
  app.use(checkDeviceGuard());
  app.use(pages.render);
  app.use(errorHandler(logger));

  return {
    // A fresh kept page is answered in front of the app, whole, with the headers it was kept
    // with: none of the steps above runs for it, helmet included.
    app: pageCacheFront({
      app,
      pages,
      record,
      trust: app.get('trust proxy fn') as TrustProxy,
    }),
    close: async () => {
      wechatShare?.close();
      await Promise.all([entry.close(), rateLimits.close()]);
    },
  };
}
