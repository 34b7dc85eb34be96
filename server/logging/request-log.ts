import type { IncomingMessage, ServerResponse } from 'node:http';

import type { RequestHandler } from 'express';

import { requestHeader } from '../http/request-header';
import type { AppMetrics } from '../metrics/metrics';
import { routeTemplate } from '../metrics/route-template';
import { contextOf, type RequestContext } from '../request/request-context';
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

/** What only the step that answered knows, read once the response is done. */
export interface AnsweredFacts {
  /** The route template of the metrics and the log line. */
  route: string;
  /** The client's address, as the trust-proxy setting reads it. */
  ip: string | undefined;
  /** How the page cache answered, if it did. */
  pageCache: string | undefined;
}

/** A request's record, taken once its response is done: see `recordRequest`. */
export type RequestRecorder = (
  req: IncomingMessage,
  res: ServerResponse,
  context: RequestContext,
  answered: () => AnsweredFacts,
) => void;

/**
 * When the response is finished or the client went away, records the request once: in the
 * request metrics and in one log line. A 5xx is an error, a page whose data failed a warning
 * naming the endpoints and reasons, a probe a debug line, anything else info. The line carries
 * the route template, and the URL with the values of unknown query parameters redacted. Both the
 * kept-page front and Express's chain record their requests through it.
 */
export function requestRecorder({ logger, metrics, buildId }: RequestLogOptions): RequestRecorder {
  return (req, res, context, answered) => {
    const target = req.url ?? '/';
    const bytesBefore = req.socket.bytesWritten;
    res.on('close', () => {
      const seconds = (performance.now() - context.startedAt) / 1000;
      const status = res.statusCode;
      const { route, ip, pageCache } = answered();
      metrics.request({ method: req.method ?? 'GET', route, status, seconds, pageCache });
      const failures = context.pageDataFailures.length > 0 ? context.pageDataFailures : undefined;
      const fields: LogFields = {
        requestId: context.id,
        method: req.method,
        route,
        path: redactUrl(target),
        status,
        ms: Math.round(seconds * 1e6) / 1000,
        bytes: req.socket.bytesWritten - bytesBefore,
        pageCache,
        ip,
        userAgent: requestHeader(req, 'user-agent')?.slice(0, LOGGED_USER_AGENT_LENGTH),
        buildId,
        aborted: !res.writableFinished,
        ...(failures ? { upstreamFailures: failures } : {}),
      };
      if (status >= 500) logger.error('request', fields);
      else if (failures) logger.warn('request with failed page data', fields);
      else if (PROBE_ROUTES.has(route) || context.unlogged) logger.debug?.('request', fields);
      else logger.info('request', fields);
    });
  };
}

/** The record of every request that reaches Express, taken by its second step. */
export function requestLog(record: RequestRecorder): RequestHandler {
  return (req, res, next) => {
    const context = contextOf(res);
    // The page request is unset for a request answered before the pages (a file, the API).
    record(req, res, context, () => ({
      route: routeTemplate(req, res.statusCode, context.pageRequest),
      ip: req.ip,
      pageCache: res.getHeader('X-Page-Cache') as string | undefined,
    }));
    next();
  };
}
