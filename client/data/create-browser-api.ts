import { apiOptionsFor } from '../../shared/api/api-options';
import { type ApiClient, createApiClient } from '../../shared/api/client';
import type { PageContext } from '../../shared/render-contract';
import { userStore } from '../account/user-store';
import { ensureXsrfToken, renewXsrfToken } from './xsrf-token';

/**
 * The browser's API client proper: same-origin `/api`, the page's language and tree, the stored
 * session, logout on error code 41001, and the anti-forgery token fetched before the first write.
 */
export function createBrowserApi(pageContext: PageContext): ApiClient {
  return createApiClient({
    baseURL: '',
    ...apiOptionsFor(pageContext, window.location.href),
    userAgent: navigator.userAgent,
    getSession: () => userStore.session(),
    onLoggedOut: () => userStore.logout(),
    xsrf: { ensure: ensureXsrfToken, renew: renewXsrfToken },
  });
}
