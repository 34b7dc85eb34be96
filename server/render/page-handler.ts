import type { RequestHandler } from 'express';
import type { PublicConfig, SiteInfo } from '../../client/app/site-context';
import { CHANNEL_QUERY_PARAM, MAX_USER_AGENT_LENGTH } from '../../shared/constants';
import type { AppConfig } from '../config/env';
import { errorFields, type Logger } from '../logging/logger';
import { requestOrigin } from '../site/request-origin';
import { isCrawler } from './bot-detection';
import type { RenderEntry } from './render-entry';

/** The integration settings the browser may see: listed one by one, never the whole config. */
export function publicConfigOf(config: AppConfig): PublicConfig {
  const {
    captchaId,
    analyticsId,
    trackingHost,
    installSdkKey,
    imAppId,
    downloadHost,
    ipLookupUrl,
  } = config.integrations;
  return {
    captchaId,
    analyticsId,
    trackingHost,
    installSdkKey,
    imAppId,
    downloadHost,
    ipLookupUrl,
  };
}

export interface PageHandlerOptions {
  config: AppConfig;
  upstreamUrl: string;
  entry: RenderEntry;
  buildId: string;
  logger: Logger;
}

/** Server-side rendering of every page route (GET and HEAD). */
export function pageHandler({
  config,
  upstreamUrl,
  entry,
  buildId,
  logger,
}: PageHandlerOptions): RequestHandler {
  const publicConfig = publicConfigOf(config);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
      return;
    }
    try {
      const { lang, mobile } = res.locals.site;
      const site: SiteInfo = {
        lang,
        mobile,
        origin: requestOrigin(req, config.publicOrigin),
        buildId,
        config: publicConfig,
      };
      const channel = req.query[CHANNEL_QUERY_PARAM];
      const api = {
        baseURL: upstreamUrl,
        lang,
        platformSource: mobile ? 'mobile_web' : 'web',
        channel: typeof channel === 'string' ? channel : undefined,
        userAgent: req.get('user-agent')?.slice(0, MAX_USER_AGENT_LENGTH),
        headers: { 'X-Request-Id': req.id },
      } as const;
      // HTML varies by visitor (cookies, device): never stored by shared caches.
      res.setHeader('Cache-Control', 'private, no-cache');
      const render = await entry.loadRender();
      await render({
        req,
        res,
        nonce: res.locals.cspNonce,
        i18n: res.locals.i18n,
        site,
        api,
        bootstrapModules: entry.assets.bootstrapModules,
        stylesheets: entry.assets.stylesheets,
        waitForAllData: isCrawler(req.get('user-agent')),
        onError: (error) =>
          logger.error('render error', { requestId: req.id, ...errorFields(error) }),
      });
    } catch (error) {
      next(error);
    }
  };
}
