import type { Request } from 'express';

/** W3C trace context headers: each is one short line, capped so a client cannot inflate it. */
const TRACE_HEADERS = ['traceparent', 'tracestate'] as const;
const MAX_TRACE_HEADER_LENGTH = 512;

/**
 * The trace context the balancer sent, to go with the request id on the page's upstream calls,
 * so a platform that traces can join the page's calls to its request.
 */
export function traceHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of TRACE_HEADERS) {
    const value = req.get(name);
    if (value && value.length <= MAX_TRACE_HEADER_LENGTH) headers[name] = value;
  }
  return headers;
}
