import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import { parseSitePath, type SitePath } from '../../shared/routing/site-path';

/**
 * The current page's path split into language, tree and the rest below the prefixes: the
 * browser's one parse of it per navigation (the server parses the request's once, in resolvePageRequest).
 */
export function useSitePath(): SitePath & { pathname: string } {
  const { pathname } = useLocation();
  return useMemo(() => ({ pathname, ...parseSitePath(pathname) }), [pathname]);
}
