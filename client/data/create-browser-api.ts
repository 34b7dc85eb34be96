import { apiOptionsFor } from '../../shared/api/api-options';
import { type ApiClient, createApiClient } from '../../shared/api/client';
import type { PageContext } from '../../shared/render-contract';
import { userStore } from '../account/user-store';

/**
 * The browser's API client proper: same-origin `/api`, the page's language and tree, the stored
 * session, and logout on error code 41001.
 */
export function createBrowserApi(pageContext: PageContext): ApiClient {
  return createApiClient({
    baseURL: '',
    ...apiOptionsFor(pageContext, window.location.href),
    userAgent: navigator.userAgent,
    getSession: () => userStore.session(),
    onLoggedOut: () => userStore.logout(),
  });
}
