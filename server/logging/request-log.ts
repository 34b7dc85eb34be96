import { randomUUID } from 'node:crypto';

import type { RequestHandler } from 'express';

import type { FailureReason } from '../metrics/failure-reason';
import type { AppMetrics } from '../metrics/metrics';
import { routeTemplate } from '../metrics/route-template';
import type { PageRequest } from '../request/resolve-page-request';
import type { LogFields, Logger } from './logger';
import { redactUrl } from './redact-query';

const REQUEST_ID_HEADER = 'x-request-id';
const VALID_REQUEST_ID = /^[\w.:-]{1,128}$/;
/** A user agent is logged to this length: enough to tell browsers and bots apart. */
const LOGGED_USER_AGENT_LENGTH = 160;
/** Kubelet probes: one each per pod every few seconds, not worth an `info` line each. */
const PROBE_ROUTES: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** A page's server-side call that failed, for the request's log line. */
export interface PageDataFailure {
  endpoint: string;
  reason: FailureReason;
}

declare global {
  namespace Express {
    interface Request {
      id: string;
    }
    interface Locals {
      /** `performance.now()` when the request arrived: budgets count from here. */
      startedAt: number;
      /** Set by a route whose request is not worth an access-log line (a throttled flood). */
      unlogged?: boolean;
      /** Server-side data calls of this page that failed; the log line is then a warning. */
      pageDataFailures?: PageDataFailure[];
    }
  }
}

export interface RequestLogOptions {
  logger: Logger;
  metrics: AppMetrics;
  buildId: string;
}

/**
 * Gives each request an id (kept when the client or balancer sent a sane one), echoes it in the
 * response, and when the response is finished or the client went away records it once: in the
 * request metrics and in one log line. A 5xx is an error, a page whose data failed a warning
 * naming the endpoints and reasons, a probe a debug line, anything else info. The line carries
 * the route template, and the URL with the values of unknown query parameters redacted.
 */
export function requestLog({ logger, metrics, buildId }: RequestLogOptions): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get(REQUEST_ID_HEADER);
    req.id = incoming && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    res.locals.startedAt = performance.now();
    const bytesBefore = req.socket.bytesWritten;
    res.on('close', () => {
      const seconds = (performance.now() - res.locals.startedAt) / 1000;
      const status = res.statusCode;
      // Unset for a request answered before the pages (a file, the API).
      const pageRequest: PageRequest | undefined = res.locals.pageRequest;
      const route = routeTemplate(req, status, pageRequest);
      const pageCache = res.getHeader('X-Page-Cache') as string | undefined;
      metrics.request({ method: req.method, route, status, seconds, pageCache });
      const failures = res.locals.pageDataFailures;
      const fields: LogFields = {
        requestId: req.id,
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
      else if (PROBE_ROUTES.has(route) || res.locals.unlogged) logger.debug?.('request', fields);
      else logger.info('request', fields);
    });
    next();
  };
}
