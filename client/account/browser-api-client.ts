import { useMemo } from 'react';

import type { ApiClient } from '../../shared/api/client';
import { usePageContext } from '../app/page-context';
import { browserApiClient } from '../data/browser-api';

/**
 * The browser's API client for event handlers and effects (loaders get the same one from the
 * router context). A function, so nothing touches it during the server render.
 */
export function useBrowserApi(): () => ApiClient {
  const pageContext = usePageContext();
  return useMemo(() => () => browserApiClient(pageContext), [pageContext]);
}
