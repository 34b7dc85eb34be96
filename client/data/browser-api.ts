import type { ApiClient } from '../../shared/api/client';
import { createEndpoints } from '../../shared/api/endpoints';
import type { ApiRequester } from '../../shared/api/request';
import type { SiteInfo } from '../../shared/render-contract';

let client: ApiClient | undefined;

/**
 * The browser's one API client, shared by the router's loaders and the components' event
 * handlers. Its endpoints are here from the start, but the client proper (headers, session,
 * axios) loads with the first call: a visitor who only reads the first page never downloads it.
 */
export function browserApiClient(site: SiteInfo): ApiClient {
  if (client) return client;
  let loaded: Promise<ApiClient> | undefined;
  const load = (): Promise<ApiClient> => {
    loaded ??= import('./create-browser-api').then(
      (module) => module.createBrowserApi(site),
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return loaded;
  };
  const request: ApiRequester = (call) => load().then((api) => api.request(call));
  client = {
    request,
    http: () => load().then((api) => api.http()),
    ...createEndpoints(request),
  };
  return client;
}
