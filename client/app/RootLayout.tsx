import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';

import { LoginDialogHost } from '../account/LoginDialogHost';
import { ToastHost } from '../components/toast/ToastHost';
import { startWechatShare } from '../integrations/wechat/start-wechat-share';
import { RouteErrorPage } from '../pages/errors/RouteErrorPage';
import { NewVersionNotice } from '../runtime/NewVersionNotice';
import { usePageContext } from './page-context';
import { useScrollRestorationHold } from './use-scroll-restoration-hold';

/**
 * Everything every page has, whatever its tree: toasts, the login dialog, the version notice, and
 * the router's scroll restoration (a new page opens at its top, or at its `#anchor`; Back and
 * Forward return to where the visitor was). In data mode it renders no script of its own.
 */
export function RootLayout() {
  const { analyticsId, wechatShare } = usePageContext().config;
  useScrollRestorationHold();
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
  useEffect(() => {
    if (wechatShare) startWechatShare();
  }, [wechatShare]);
  return (
    <>
      <ScrollRestoration />
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
