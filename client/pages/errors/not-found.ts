import { data } from 'react-router-dom';

import { percentDecoded } from '../../../shared/percent-decoded';

const NOT_FOUND_PREFIX = 'Page not found: ';

/** The not-found message, `Page not found: {path}`, with the whole request path, prefixes included. */
export function notFoundMessage(request: Request): string {
  const { pathname } = new URL(request.url);
  // The encoded form where it does not decode; the server rejects most such paths earlier.
  const path = percentDecoded(pathname) ?? pathname;
  return `${NOT_FOUND_PREFIX}${path}`;
}

/** The path a not-found message names, for the page to say it in the visitor's language. */
export function notFoundPath(message: string): string {
  return message.startsWith(NOT_FOUND_PREFIX) ? message.slice(NOT_FOUND_PREFIX.length) : message;
}

/** Thrown by loaders for unknown paths and ids: HTTP 404 and the not-found page. */
export function notFound(request: Request): never {
  throw data(notFoundMessage(request), { status: 404, statusText: 'Page Not Found' });
}
