import { Suspense, use, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import type * as errorViews from './error-views';
import { UNAVAILABLE_STATUS } from './unavailable';

type ErrorViews = typeof errorViews;

let views: ErrorViews | undefined;
let loading: Promise<ErrorViews> | undefined;

/** Most visits never fail: the browser fetches the error views when a page first does. */
function loadViews(): Promise<ErrorViews> {
  loading ??= import('./error-views').then(
    (module) => (views = module),
    (error: unknown) => {
      // Let the next error page try again rather than keep a failed download.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// The server loads the views with this module, at start-up, so its pages render them at once and
// never a fallback; the browser keeps that markup in the Suspense boundary until its copy loads.
if (import.meta.env.SSR) {
  loadViews().catch(() => {
    // The first error page to render tries again, and reports what still fails.
  });
}

interface ErrorContentProps {
  status: number;
  message: string | undefined;
}

function ErrorContent({ status, message }: ErrorContentProps) {
  const { ErrorView, UnavailableView } = views ?? use(loadViews());
  if (status === UNAVAILABLE_STATUS) return <UnavailableView />;
  return <ErrorView status={status} message={message} />;
}

/** Error boundary of the page routes: the site chrome stays, the page shows the error. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    // Router errors go to the console. A 404 is the visitor's, not a fault of ours: the page
    // already says so, and logging it would print the router's minified error class.
    if (status !== 404) console.error(error);
  }, [error, status]);
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : undefined;
  return (
    <Suspense fallback={null}>
      <ErrorContent status={status} message={message} />
    </Suspense>
  );
}
