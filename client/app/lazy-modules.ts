import type { RouteObject } from 'react-router-dom';

/**
 * The property the server's build gives each lazy route function of the route table: the source
 * modules it imports (e.g. `client/pages/home/HomePage.tsx`), as Vite's manifest names them, so
 * the server can preload a matched route's chunks (scripts/vite/route-modules.ts sets it).
 */
export const LAZY_MODULES = 'lazyModules';

type WithModules = { [LAZY_MODULES]?: readonly string[] };

/** Route id → the modules of its lazy function, read from a table none of whose routes loaded. */
export function lazyModulesById(
  routes: readonly RouteObject[],
  into = new Map<string, readonly string[]>(),
): Map<string, readonly string[]> {
  for (const route of routes) {
    const modules = (route.lazy as WithModules | undefined)?.[LAZY_MODULES];
    if (route.id !== undefined && modules) into.set(route.id, modules);
    if (route.children) lazyModulesById(route.children, into);
  }
  return into;
}
