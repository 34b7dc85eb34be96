import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';

import { LoginDialogHost } from '../account/LoginDialogHost';
import { ToastHost } from '../components/toast/ToastHost';
import { RouteErrorPage } from '../pages/errors/RouteErrorPage';
import { NewVersionNotice } from '../runtime/NewVersionNotice';
import { usePageContext } from './page-context';

/** Everything every page has, whatever its tree: toasts, the login dialog, the version notice. */
export function RootLayout() {
  const { analyticsId } = usePageContext().config;
  useEffect(() => {
    // A hook for styles that must wait for hydration (and for the browser tests).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(() => {
    if (!analyticsId) return;
    // Its own chunk, fetched only where analytics is configured.
    void import('../integrations/analytics').then(
      ({ initAnalytics }) => initAnalytics(analyticsId),
      (error: unknown) => console.warn('analytics failed to load', error),
    );
  }, [analyticsId]);
  return (
    <>
      <Outlet />
      <NewVersionNotice />
      <ToastHost />
      <LoginDialogHost />
    </>
  );
}

/** Last resort, when a layout itself failed: the error page without the chrome. */
export function RootErrorBoundary() {
  return <RouteErrorPage />;
}
