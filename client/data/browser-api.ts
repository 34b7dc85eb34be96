import { type ApiClient, createApiClient } from '../../shared/api/client';
import { channelFromSearch } from '../../shared/api/headers';
import { userStore } from '../account/user-store';
import type { SiteInfo } from '../app/site-context';

/**
 * The browser's API client: same-origin `/api`, the page's language and tree, the stored session,
 * and logout on error code 41001.
 */
export function createBrowserApiClient(site: SiteInfo): ApiClient {
  return createApiClient({
    baseURL: '',
    lang: site.lang,
    platformSource: site.mobile ? 'mobile_web' : 'web',
    channel: channelFromSearch(window.location.search),
    userAgent: navigator.userAgent,
    getSession: () => userStore.session(),
    onLoggedOut: () => userStore.logout(),
  });
}
