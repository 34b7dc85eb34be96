import { apiOptionsFor } from '../../shared/api/api-options';
import { type ApiClient, createApiClient } from '../../shared/api/client';
import type { SiteInfo } from '../../shared/render-contract';
import { userStore } from '../account/user-store';

let client: ApiClient | undefined;

/**
 * The browser's one API client, made on first use: same-origin `/api`, the page's language and
 * tree, the stored session, and logout on error code 41001. The router's loaders and the
 * components' event handlers share it.
 */
export function browserApiClient(site: SiteInfo): ApiClient {
  client ??= createApiClient({
    baseURL: '',
    ...apiOptionsFor(site, window.location.href),
    userAgent: navigator.userAgent,
    getSession: () => userStore.session(),
    onLoggedOut: () => userStore.logout(),
  });
  return client;
}
