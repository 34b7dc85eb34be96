import { type ApiClient, createApiClient } from '../../shared/api/client';
import type { SiteInfo } from '../app/site-context';

/** The browser's API client: same-origin `/api`, the page's language and tree. */
export function createBrowserApiClient(site: SiteInfo): ApiClient {
  return createApiClient({
    baseURL: '',
    lang: site.lang,
    platformSource: site.mobile ? 'mobile_web' : 'web',
    channel: new URLSearchParams(window.location.search).get('channel') ?? undefined,
    userAgent: navigator.userAgent,
  });
}
