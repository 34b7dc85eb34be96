import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import { parsePrefixedPath, type PrefixedPath } from '../../shared/routing/prefixed-path';

/**
 * The current page's path split into language, tree and the rest below the prefixes: the
 * browser's one parse of it per navigation (the server parses the request's once, in resolvePageRequest).
 */
export function usePrefixedPath(): PrefixedPath & { pathname: string } {
  const { pathname } = useLocation();
  return useMemo(() => ({ pathname, ...parsePrefixedPath(pathname) }), [pathname]);
}
