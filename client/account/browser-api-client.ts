import { useMemo } from 'react';
import type { ApiClient } from '../../shared/api/client';
import { useSite } from '../app/site-context';
import { createBrowserApiClient } from '../data/browser-api';

let client: ApiClient | undefined;

/**
 * The browser's API client for event handlers and effects (loaders get theirs from the router
 * context). Made on first use, once per page load, like the one the router holds: same headers,
 * same logout on 41001.
 */
export function useBrowserApi(): () => ApiClient {
  const site = useSite();
  return useMemo(() => () => (client ??= createBrowserApiClient(site)), [site]);
}
