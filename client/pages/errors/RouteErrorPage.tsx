import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { ErrorView } from './ErrorView';
import { UNAVAILABLE_STATUS } from './unavailable';
import { UnavailableView } from './UnavailableView';

/** Error boundary of the page routes: the site chrome stays, the page shows the error. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    // Every router error goes to the console; a 404 is the visitor's, not a fault of ours.
    if (status === 404) console.info(error);
    else console.error(error);
  }, [error, status]);
  if (status === UNAVAILABLE_STATUS) return <UnavailableView />;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : undefined;
  return <ErrorView status={status} message={message} />;
}
