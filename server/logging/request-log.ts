import { randomUUID } from 'node:crypto';

import type { RequestHandler } from 'express';

import type { Logger } from './logger';

const REQUEST_ID_HEADER = 'x-request-id';
const VALID_REQUEST_ID = /^[\w.:-]{1,128}$/;

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
    }
  }
}

/**
 * Gives each request an id (kept when the client or balancer sent a sane one), echoes it in the
 * response, and logs one line when the response is finished or the client went away.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get(REQUEST_ID_HEADER);
    req.id = incoming && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    res.locals.startedAt = performance.now();
    const started = process.hrtime.bigint();
    res.on('close', () => {
      if (res.locals.unlogged) return;
      logger.info('request', {
        requestId: req.id,
        method: req.method,
        path: req.originalUrl.slice(0, 512),
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        aborted: !res.writableFinished,
      });
    });
    next();
  };
}
