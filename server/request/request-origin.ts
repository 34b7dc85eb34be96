import type { Request } from 'express';

const FALLBACK_HOST = 'localhost';

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
 * The origin for absolute links: PUBLIC_ORIGIN, else the request's own. A Host that is not a
 * valid authority (odd characters, an impossible port) falls back to localhost instead of
 * failing the page.
 */
export function requestOrigin(req: Request, publicOrigin: string | undefined): string {
  if (publicOrigin) return publicOrigin;
  const host = req.get('host') ?? FALLBACK_HOST;
  const { protocol } = req;
  return checkedOrigin(protocol, host);
}
