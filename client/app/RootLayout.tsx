import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteErrorPage } from '../pages/errors/RouteErrorPage';
import { NewVersionNotice } from '../runtime/NewVersionNotice';

/** Everything every page has, whatever its tree: the new-version notice. */
export function RootLayout() {
  useEffect(() => {
    // A hook for styles that must wait for hydration (and for the browser tests).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <Outlet />
      <NewVersionNotice />
    </>
  );
}

/** Last resort, when a layout itself failed: the error page without the chrome. */
export function RootErrorBoundary() {
  return <RouteErrorPage />;
}
