import type { IncomingMessage } from 'node:http';

import type { Request } from 'express';

import { requestHeader } from '../http/request-header';

const FALLBACK_HOST = 'localhost';

/** Whether the peer at `address`, `hop` proxies from the server, is trusted (Express's `trust proxy fn`). */
export type TrustProxy = (address: string, hop: number) => boolean;

function checkedOrigin(protocol: string, host: string): string {
  try {
    const url = new URL(`${protocol}://${host}`);
    if (url.host === host.toLowerCase() && !url.username && !url.password) return url.origin;
  } catch {
    // An unparsable Host is the visitor's problem, not a reason to fail the page.
  }
  return `${protocol}://${FALLBACK_HOST}`;
}

/**
 * The origin for absolute links: PUBLIC_ORIGIN, else the request's own, from its protocol and
 * Host. A Host that is not a valid authority (odd characters, an impossible port) falls back to
 * localhost instead of failing the page.
 */
export function originOf(
  protocol: string,
  host: string | undefined,
  publicOrigin: string | undefined,
): string {
  if (publicOrigin) return publicOrigin;
  return checkedOrigin(protocol, host ?? FALLBACK_HOST);
}

/** `originOf` for a request Express has seen, whose `protocol` follows its trust-proxy setting. */
export function requestOrigin(req: Request, publicOrigin: string | undefined): string {
  return originOf(req.protocol, req.get('host'), publicOrigin);
}

/**
 * The request's protocol as Express's `req.protocol` decides it, for a request Express has not
 * seen: the connection's own, or X-Forwarded-Proto's first value when the peer is trusted.
 */
export function forwardedProtocol(req: IncomingMessage, trust: TrustProxy): string {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (!trust(req.socket.remoteAddress ?? '', 0)) return own;
  const header = requestHeader(req, 'x-forwarded-proto') ?? own;
  const comma = header.indexOf(',');
  return (comma === -1 ? header : header.slice(0, comma)).trim();
}
