import type { RouteMatch } from '../../shared/routing/route-manifest';
import type { Device, SitePath } from '../../shared/routing/site-path';

/** What the request path and User-Agent say about the page: parsed once, read by every step. */
export interface PageRequest extends SitePath {
  /** The route the path belongs to, or undefined for a path no page serves. */
  route: RouteMatch | undefined;
  /** The visitor's device: the class an edge in front sent, else from the User-Agent. */
  device: Device;
  /** The request header the device came from, which answers depending on it name in `Vary`. */
  deviceHeader: string;
}
