import type { Device, PrefixedPath } from '../../shared/routing/prefixed-path';
import type { RouteMatch } from '../../shared/routing/route-manifest';
import type { PageRoute } from '../../shared/routing/route-table';

/** What the request path and User-Agent say about the page: parsed once, read by every step. */
export interface PageRequest extends PrefixedPath {
  /** The route react-router renders for the path in any case, its slug unchecked. */
  pathRoute: PageRoute | undefined;
  /** The page the path belongs to, or undefined for a path no page serves. */
  route: RouteMatch | undefined;
  /** The visitor's device: the class an edge in front sent, else from the User-Agent. */
  device: Device;
  /** The request header the device came from, which answers depending on it name in `Vary`. */
  deviceHeader: string;
}
