/**
 * Which headers cross the proxy, each way. Requests carry an allow-list: the API's own client
 * headers, content negotiation, the body's type, tracing, and the X-Forwarded-* the proxy builds
 * itself from the client address, protocol and host as Express trusts them. Nothing else a
 * client sends reaches the upstream, so an upstream or a gateway that trusts some header
 * (True-Client-IP, X-Original-URL, X-HTTP-Method-Override…) cannot be told a false address,
 * path or method. Responses lose hop-by-hop headers and Set-Cookie: the upstream never sets
 * cookies on the site.
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

/** RFC 9110 section 7.6.1, plus the non-standard ones that proxies still meet. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

const NOT_RETURNED = new Set([...HOP_BY_HOP, 'set-cookie', 'set-cookie2', 'x-request-id']);

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

/** Copies the upstream's response headers onto `res`, minus the ones that must not cross. */
export function copyResponseHeaders(upstream: Record<string, unknown>, res: Response): void {
  const connection = upstream.connection;
  const dropped =
    typeof connection === 'string' ? connectionTokens({ connection }) : new Set<string>();
  for (const [rawName, value] of Object.entries(upstream)) {
    const name = rawName.toLowerCase();
    if (NOT_RETURNED.has(name) || dropped.has(name)) continue;
    if (typeof value === 'string' || typeof value === 'number') {
      res.setHeader(name, String(value));
    } else if (Array.isArray(value)) {
      res.setHeader(name, value.map(String));
    }
  }
}
