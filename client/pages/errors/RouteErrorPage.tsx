import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorView } from './ErrorView';

/** Error boundary of the page routes: the site chrome stays, the page shows the error. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    // Spec section 8: router errors are logged to the console. A 404 is not a fault of ours.
    if (status === 404) console.info(error);
    else console.error(error);
  }, [error, status]);
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : undefined;
  return <ErrorView status={status} message={message} />;
}
