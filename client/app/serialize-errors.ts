import { isRouteErrorResponse } from 'react-router-dom';

/**
 * Route errors in the form react-router's browser router reads back from
 * `window.__staticRouterHydrationData`. Unexpected errors keep no message or stack: those stay
 * in the server log.
 */
export function serializeRouteErrors(
  errors: Record<string, unknown> | null,
): Record<string, unknown> | null {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    serialized[routeId] = isRouteErrorResponse(error)
      ? { ...error, __type: 'RouteErrorResponse' }
      : { message: 'Internal Server Error', __type: 'Error' };
  }
  return serialized;
}
