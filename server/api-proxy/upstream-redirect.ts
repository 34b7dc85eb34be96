/**
 * A redirect from the upstream, as the proxy may pass it on: the browser must never see the
 * upstream's own address (an internal host, in a real deployment). A Location inside the proxied
 * space becomes the same path on this site; one that leads anywhere else is refused.
 */
import { API_PREFIX } from './api-prefix';

/**
 * `location` (absolute, or relative to `requestTarget`, the call's path and query on this site)
 * as a path on this site, or undefined when it leaves the upstream or the proxied `/api/` space
 * (so it never reads as another origin, as `//host` would).
 */
export function siteLocation(
  location: string,
  upstreamUrl: string,
  requestTarget: string,
): string | undefined {
  const upstream = new URL(upstreamUrl);
  // `/api/x` is proxied to `${upstreamUrl}/api/x`: the upstream's base path is not the site's.
  const basePath = upstream.pathname.replace(/\/+$/, '');
  let target: URL;
  try {
    target = new URL(location, new URL(`${basePath}${requestTarget}`, upstream.origin));
  } catch {
    return undefined;
  }
  if (target.origin !== upstream.origin) return undefined;
  // Only what the proxy serves: anything else on the upstream is no path of this site.
  if (!target.pathname.startsWith(`${basePath}${API_PREFIX}/`)) return undefined;
  return `${target.pathname.slice(basePath.length)}${target.search}${target.hash}`;
}
