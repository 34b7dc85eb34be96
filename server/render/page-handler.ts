import type { RequestHandler, Response as ExpressResponse } from 'express';
import { apiOptionsFor } from '../../shared/api/api-options';
import { HTTP_TIMEOUT_MS, MAX_USER_AGENT_LENGTH } from '../../shared/spec-constants';
import type { RenderInput, SiteInfo } from '../../shared/render-contract';
import type { AppConfig } from '../config/env';
import { errorFields, type Logger } from '../logging/logger';
import { requestOrigin } from '../site/request-origin';
import { isCrawler } from './bot-detection';
import { toFetchRequest } from './fetch-request';
import type { RenderEntry } from './render-entry';

/** Render budget, from the start of the request: past it the render is cut, so nothing hangs. */
const RENDER_ABORT_MS = HTTP_TIMEOUT_MS + 1000;

export interface PageHandlerOptions {
  config: AppConfig;
  upstreamUrl: string;
  entry: RenderEntry;
  buildId: string;
  logger: Logger;
}

/** A render's plain answer (a loader's redirect, HEAD, the shell-error page) into Express. */
async function sendPlain(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, name) => {
    // Loader redirects name paths of this site; a `//host` form would leave it.
    res.setHeader(name, name === 'location' ? value.replace(/^[/\\]+/, '/') : value);
  });
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/**
 * Server-side rendering of every page route (GET and HEAD): the Express request becomes a Fetch
 * `Request` whose signal aborts when the visitor leaves or when the render budget, counted from
 * the start of the request, runs out.
 */
export function pageHandler({
  config,
  upstreamUrl,
  entry,
  buildId,
  logger,
}: PageHandlerOptions): RequestHandler {
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
        config: config.integrations,
      };
      const visitorGone = new AbortController();
      res.on('close', () => visitorGone.abort());
      const elapsed = performance.now() - res.locals.startedAt;
      const budgetLeft = Math.max(0, Math.round(RENDER_ABORT_MS - elapsed));
      const signal = AbortSignal.any([visitorGone.signal, AbortSignal.timeout(budgetLeft)]);
      const input: RenderInput = {
        site,
        nonce: res.locals.cspNonce,
        assets: entry.assets,
        api: {
          baseURL: upstreamUrl,
          ...apiOptionsFor(site, req.originalUrl),
          userAgent: req.get('user-agent')?.slice(0, MAX_USER_AGENT_LENGTH),
          headers: { 'X-Request-Id': req.id },
          maxContentLength: config.upstreamMaxBytes,
        },
        waitForAllData: isCrawler(req.get('user-agent')),
        onError: (error) =>
          logger.error('render error', { requestId: req.id, ...errorFields(error) }),
      };
      // HTML varies by visitor (cookies, device): never stored by shared caches.
      res.setHeader('Cache-Control', 'private, no-cache');
      const render = await entry.loadRender();
      const result = await render(toFetchRequest(req, site.origin, signal), input);
      if (result.kind === 'response') {
        await sendPlain(res, result.response);
        return;
      }
      res.status(result.status);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      result.pipe(res);
    } catch (error) {
      next(error);
    }
  };
}
