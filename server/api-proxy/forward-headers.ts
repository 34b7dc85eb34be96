/**
 * Which headers cross the proxy, each way. Requests carry an allow-list: the API's own client
 * headers, content negotiation, the body's type, tracing, and the X-Forwarded-* the proxy builds
 * itself from the client address, protocol and host as Express trusts them. Nothing else a
 * client sends reaches the upstream, so an upstream or a gateway that trusts some header
 * (True-Client-IP, X-Original-URL, X-HTTP-Method-Override…) cannot be told a false address,
 * path or method. Answers carry an allow-list too: what describes the body, what caches and
 * validators need, and what the site's API client reads (Retry-After). The upstream never sets a
 * cookie on the site, names its software, or points the browser anywhere (Refresh, Link…): an
 * internal address would reach the visitor.
 */
import type { IncomingHttpHeaders } from 'node:http';

import type { Request, Response } from 'express';

/** The headers the API client sends (area, lan, … and, logged in, the session's). */
export const API_CLIENT_HEADERS = [
  'area',
  'lan',
  'app-platform',
  'module',
  'platform-source',
  'authorization',
  'user_id',
  'device-identifier',
  'app-channel',
];

export const CONTENT_NEGOTIATION = ['accept', 'accept-encoding', 'accept-language'];

/** W3C Trace Context: lets a trace cross the proxy. */
const TRACING = ['traceparent', 'tracestate'];

const FORWARDED_REQUEST_HEADERS: ReadonlySet<string> = new Set([
  ...API_CLIENT_HEADERS,
  ...CONTENT_NEGOTIATION,
  ...TRACING,
]);

/** The answer headers that describe its body: they go where the body goes. */
export const BODY_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'content-disposition',
  'content-range',
] as const;

/**
 * The upstream's answer headers that reach the visitor. `Location` is rewritten on its own
 * (upstream-redirect.ts); `X-Request-Id` is the site's.
 */
const RETURNED_RESPONSE_HEADERS: ReadonlySet<string> = new Set([
  ...BODY_HEADERS,
  'accept-ranges',
  'cache-control',
  'expires',
  'etag',
  'last-modified',
  'vary',
  'retry-after',
]);

/**
 * Headers axios would add on its own when the client sent none (its Accept, its User-Agent,
 * `Accept-Encoding: gzip...` that would make the upstream compress for a client that cannot
 * decode, a form Content-Type on a POST). `false` tells axios to send nothing.
 */
const NO_AXIOS_DEFAULT = ['accept', 'accept-encoding', 'user-agent', 'content-type'];

/** Headers named in `Connection` are hop-by-hop for this one message (RFC 9110). */
function connectionTokens(headers: IncomingHttpHeaders): Set<string> {
  const value = headers.connection;
  if (!value) return new Set();
  return new Set(value.split(',').map((token) => token.trim().toLowerCase()));
}

/**
 * The upstream call's headers. Content-Length is axios's, counted from the buffered body, and
 * the body goes decoded, so the client's Content-Encoding stays behind too.
 */
export function upstreamRequestHeaders(
  req: Request,
  requestId: string,
  hasBody: boolean,
): Record<string, string | false> {
  const dropped = connectionTokens(req.headers);
  const headers: Record<string, string | false> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || !FORWARDED_REQUEST_HEADERS.has(name) || dropped.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const contentType = req.headers['content-type'];
  if (hasBody && contentType) headers['content-type'] = contentType;
  for (const name of NO_AXIOS_DEFAULT) {
    if (!(name in headers)) headers[name] = false;
  }
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  headers['x-forwarded-proto'] = req.protocol;
  if (req.host) headers['x-forwarded-host'] = req.host;
  headers['x-request-id'] = requestId;
  return headers;
}

/** Copies the upstream's response headers of the allow-list onto `res`. */
export function copyResponseHeaders(upstream: Record<string, unknown>, res: Response): void {
  for (const [rawName, value] of Object.entries(upstream)) {
    const name = rawName.toLowerCase();
    if (!RETURNED_RESPONSE_HEADERS.has(name)) continue;
    if (typeof value === 'string' || typeof value === 'number') {
      res.setHeader(name, String(value));
    } else if (Array.isArray(value)) {
      res.setHeader(name, value.map(String));
    }
  }
}
