import { createContext, type RouterContextProvider } from 'react-router-dom';

import type { ApiClient } from '../../shared/api/client';

/**
 * The API client loaders use: on the server one per request, talking to the upstream directly
 * in the visitor's language; in the browser one per page load, talking to `/api`.
 */
export const apiContext = createContext<ApiClient>();

export function apiFrom(context: Readonly<RouterContextProvider>): ApiClient {
  return context.get(apiContext);
}
