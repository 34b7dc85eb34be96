import type { Request as ExpressRequest } from 'express';

/**
 * The Fetch `Request` of an Express request, for the render entry: same method and headers, the
 * page's `url` (origin and path concatenated, not `new URL(path, base)`: a path such as `//host/x`
 * must stay a path of this site), aborted by `signal`.
 */
export function toFetchRequest(req: ExpressRequest, url: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(url, { method: req.method, headers, signal });
}
