import type { Request as ExpressRequest } from 'express';

/**
 * The Fetch `Request` of an Express request, for the render entry: same method, URL and
 * headers, aborted by `signal`. The URL is the origin and the path concatenated, not
 * `new URL(path, base)`: a path such as `//host/x` must stay a path of this site.
 */
export function toFetchRequest(req: ExpressRequest, origin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(`${origin}${req.originalUrl}`, { method: req.method, headers, signal });
}
