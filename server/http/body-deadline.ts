import type { RequestHandler } from 'express';

import { HTTP_TIMEOUT_MS } from '../../shared/api/http-constants';

/**
 * `parseBody` with a bound on how long the body may take to arrive: the one the `/api` proxy
 * reads its bodies within. A body still arriving then is answered 408 and its connection closed,
 * rather than held until the server's whole-request bound (70 s) by a client that dribbles it.
 */
export function bodyWithinDeadline(
  parseBody: RequestHandler,
  deadlineMs: number = HTTP_TIMEOUT_MS,
): RequestHandler {
  return (req, res, next) => {
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      // The rest of the body is never read: the connection cannot carry another request.
      res.setHeader('Connection', 'close');
      res.setHeader('Cache-Control', 'no-store');
      res.status(408).type('text/plain').send('Request Timeout');
    }, deadlineMs);
    void parseBody(req, res, (error?: unknown) => {
      clearTimeout(timer);
      // The parser gives up once the 408 has closed the connection: nothing is left to answer.
      if (!res.headersSent) next(error);
    });
  };
}
