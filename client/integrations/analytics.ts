import { GTAG_SCRIPT_URL } from '../../shared/third-party-scripts';
import { loadScript } from './captcha/load-script';

/**
 * The analytics adapter: Google's gtag.js, loaded only when
 * `config.analyticsId` is set (the Content-Security-Policy allows its host only then). Unset,
 * nothing loads and every call is a no-op.
 */
type GtagArguments = [command: string, ...values: unknown[]];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: GtagArguments) => void;
  }
}

let measurementId: string | undefined;

export function initAnalytics(analyticsId: string | undefined): void {
  if (!analyticsId || measurementId || typeof window === 'undefined') return;
  measurementId = analyticsId;
  const dataLayer = (window.dataLayer ??= []);
  window.gtag = function gtag() {
    // gtag.js reads its commands as Arguments objects; arrays pushed here would be ignored.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', analyticsId);
  loadScript(`${GTAG_SCRIPT_URL}?id=${encodeURIComponent(analyticsId)}`).catch((error: unknown) => {
    // Blocked by the visitor or unreachable: the site works on without analytics.
    console.warn('analytics script failed to load', error);
  });
}

export interface AnalyticsUser {
  webUserId: string | undefined;
  loggedIn: boolean;
}

/** The config event sent after login: the web user id and a logged-in flag. */
export function sendAnalyticsConfig({ webUserId, loggedIn }: AnalyticsUser): void {
  if (!measurementId || !window.gtag) return;
  window.gtag('config', measurementId, {
    user_id: webUserId,
    user_properties: { logged_in: loggedIn },
  });
}
