import { data } from 'react-router-dom';

/**
 * The status of a page whose data the upstream could not give (down, too slow, or answering what
 * the page cannot show): this site works, its source does not, and a retry may well succeed.
 */
export const UNAVAILABLE_STATUS = 503;

/** Thrown by loaders: HTTP 503 and the "temporarily unavailable" page, chrome and retry kept. */
export function unavailable(): never {
  throw data(null, { status: UNAVAILABLE_STATUS, statusText: 'Service Unavailable' });
}
