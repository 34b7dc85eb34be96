/**
 * Which headers cross the proxy, each way. Requests lose hop-by-hop
 * headers, Host, Cookie, the anti-forgery header and any client-supplied forwarding headers;
 * the proxy then states the client address, protocol and host as Express trusts them.
 * Responses lose hop-by-hop headers and Set-Cookie: the upstream never sets cookies on the site.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import type { Request, Response } from 'express';

import { XSRF_HEADER_NAME } from '../../shared/spec-constants';

/** RFC 9110 section 7.6.1, plus the non-standard ones that proxies still meet. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const NOT_FORWARDED = new Set([
  ...HOP_BY_HOP,
  'host',
  'cookie',
  XSRF_HEADER_NAME.toLowerCase(),
  // Recomputed by axios from the buffered body.
  'content-length',
  // express.raw decodes a compressed body (and bounds its decoded size): it goes upstream plain.
  'content-encoding',
  // Node answers `100-continue` itself; the upstream call is a fresh request.
  'expect',
  // Client-supplied forwarding claims are never trusted; the proxy sets its own below.
  'forwarded',
  'x-real-ip',
  'x-request-id',
]);

const NOT_RETURNED = new Set([...HOP_BY_HOP, 'set-cookie', 'set-cookie2', 'x-request-id']);

/**
 * Headers axios would add on its own when the client sent none (its Accept, its User-Agent,
 * `Accept-Encoding: gzip...` that would make the upstream compress for a client that cannot
 * decode, a form Content-Type on a POST). `false` tells axios to send nothing.
 */
const NO_AXIOS_DEFAULT = ['accept', 'accept-encoding', 'user-agent', 'content-type'];

const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Headers named in `Connection` are hop-by-hop for this one message (RFC 9110). */
function connectionTokens(headers: IncomingHttpHeaders): Set<string> {
  const value = headers.connection;
  if (!value) return new Set();
  return new Set(value.split(',').map((token) => token.trim().toLowerCase()));
}

/** The request's id: the request logger's, else a sane one the client sent, else a new one. */
export function resolveRequestId(req: Request): string {
  // req.id is declared by the request logger but absent when it is not mounted (tests).
  const fromLogger = (req as { id?: unknown }).id;
  if (typeof fromLogger === 'string' && SANE_REQUEST_ID.test(fromLogger)) return fromLogger;
  const fromClient = req.get('x-request-id');
  return fromClient && SANE_REQUEST_ID.test(fromClient) ? fromClient : randomUUID();
}

export function upstreamRequestHeaders(
  req: Request,
  requestId: string,
): Record<string, string | false> {
  const dropped = connectionTokens(req.headers);
  const headers: Record<string, string | false> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || NOT_FORWARDED.has(name) || dropped.has(name)) continue;
    if (name.startsWith('x-forwarded-')) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
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
