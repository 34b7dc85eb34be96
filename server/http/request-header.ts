import type { IncomingMessage } from 'node:http';

/**
 * One request header by any spelling of its name, as Express's `req.get` reads it, for the steps
 * that run on Node's own request too (the kept-page front, before Express). A repeated header
 * Node joins; `Set-Cookie` is never a request header.
 */
export function requestHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
