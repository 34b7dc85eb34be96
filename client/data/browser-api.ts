import type { ApiClient } from '../../shared/api/client';
import type { ApiEndpoints } from '../../shared/api/endpoints';
import type { ApiRequester } from '../../shared/api/request';
import type { PageContext } from '../../shared/render-contract';

type Area = keyof ApiEndpoints;
type Endpoint = (...args: unknown[]) => Promise<unknown>;

/** Every area of the endpoints; the type makes the list complete. */
const AREAS: Record<Area, true> = {
  users: true,
  utils: true,
  characters: true,
  im: true,
  quest: true,
  visitor: true,
};

/**
 * An area whose endpoints are the loaded client's: `visitor.gameList(query)` loads the client
 * (once) and calls its own `visitor.gameList(query)`. The table of endpoints travels with the
 * client, not in the first load.
 */
function loadingArea<A extends Area>(area: A, load: () => Promise<ApiClient>): ApiEndpoints[A] {
  // Every property of an area is an endpoint; the loaded client's own answers the call.
  return new Proxy({} as ApiEndpoints[A], {
    get: (_area, name) =>
      typeof name !== 'string'
        ? undefined
        : (...args: unknown[]) =>
            load().then((api) =>
              (api[area] as unknown as Record<string, Endpoint>)[name]!(...args),
            ),
  });
}

let client: ApiClient | undefined;

/**
 * The browser's one API client, shared by the router's loaders and the components' event
 * handlers. The client proper (headers, session, axios, the endpoints) loads with the first call:
 * a visitor who only reads the first page never downloads it.
 */
export function browserApiClient(pageContext: PageContext): ApiClient {
  if (client) return client;
  let loaded: Promise<ApiClient> | undefined;
  const load = (): Promise<ApiClient> => {
    loaded ??= import('./create-browser-api').then(
      (module) => module.createBrowserApi(pageContext),
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return loaded;
  };
  const request: ApiRequester = (call) => load().then((api) => api.request(call));
  const areas = Object.fromEntries(
    (Object.keys(AREAS) as Area[]).map((area) => [area, loadingArea(area, load)]),
  ) as unknown as ApiEndpoints;
  client = { request, http: () => load().then((api) => api.http()), ...areas };
  return client;
}
