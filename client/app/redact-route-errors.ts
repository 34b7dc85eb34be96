import { isRouteErrorResponse } from 'react-router-dom';

/** What the browser is told of an error the page did not expect. */
export const UNEXPECTED_ERROR_MESSAGE = 'Internal Server Error';

/**
 * The route errors as the browser may see them. react-router sends an unexpected error's message
 * with the page it hydrates; ours may name an upstream, a path or a visitor's data, so it stays
 * in the server log and the browser gets a generic error. Error responses a loader threw on
 * purpose (404, 503) are for the visitor and pass unchanged.
 */
export function redactRouteErrors(
  errors: Record<string, unknown> | null,
): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      isRouteErrorResponse(error) ? error : new Error(UNEXPECTED_ERROR_MESSAGE),
    ]),
  );
}
