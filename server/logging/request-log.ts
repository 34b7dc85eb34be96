import type { RequestHandler } from 'express';

import type { AppMetrics } from '../metrics/metrics';
import { routeTemplate } from '../metrics/route-template';
import { contextOf } from '../request/request-context';
import type { LogFields, Logger } from './logger';
import { redactUrl } from './redact-query';

/** A user agent is logged to this length: enough to tell browsers and bots apart. */
const LOGGED_USER_AGENT_LENGTH = 160;
/** Kubelet probes: one each per pod every few seconds, not worth an `info` line each. */
const PROBE_ROUTES: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

export interface RequestLogOptions {
  logger: Logger;
  metrics: AppMetrics;
  buildId: string;
}

/**
 * When the response is finished or the client went away, records the request once: in the
 * request metrics and in one log line. A 5xx is an error, a page whose data failed a warning
 * naming the endpoints and reasons, a probe a debug line, anything else info. The line carries
 * the route template, and the URL with the values of unknown query parameters redacted.
 */
export function requestLog({ logger, metrics, buildId }: RequestLogOptions): RequestHandler {
  return (req, res, next) => {
    const context = contextOf(res);
    const bytesBefore = req.socket.bytesWritten;
    res.on('close', () => {
      const seconds = (performance.now() - context.startedAt) / 1000;
      const status = res.statusCode;
      // The page request is unset for a request answered before the pages (a file, the API).
      const route = routeTemplate(req, status, context.pageRequest);
      const pageCache = res.getHeader('X-Page-Cache') as string | undefined;
      metrics.request({ method: req.method, route, status, seconds, pageCache });
      const failures = context.pageDataFailures.length > 0 ? context.pageDataFailures : undefined;
      const fields: LogFields = {
        requestId: context.id,
        method: req.method,
        route,
        path: redactUrl(req.originalUrl),
        status,
        ms: Math.round(seconds * 1e6) / 1000,
        bytes: req.socket.bytesWritten - bytesBefore,
        pageCache,
        ip: req.ip,
        userAgent: req.get('user-agent')?.slice(0, LOGGED_USER_AGENT_LENGTH),
        buildId,
        aborted: !res.writableFinished,
        ...(failures ? { upstreamFailures: failures } : {}),
      };
      if (status >= 500) logger.error('request', fields);
      else if (failures) logger.warn('request with failed page data', fields);
      else if (PROBE_ROUTES.has(route) || context.unlogged) logger.debug?.('request', fields);
      else logger.info('request', fields);
    });
    next();
  };
}
