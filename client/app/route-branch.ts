import type { RouteObject } from 'react-router-dom';

/**
 * The routes of `routes` that lead to the route `id`: each of its parents holding it alone, so
 * that react-router, given the branch, has one way to match a path and nothing else to walk.
 * Undefined when no route of the table has the id.
 */
export function routeBranch(routes: readonly RouteObject[], id: string): RouteObject[] | undefined {
  for (const route of routes) {
    if (route.id === id) return [route];
    if (route.index || !route.children) continue;
    const below = routeBranch(route.children, id);
    if (below) return [{ ...route, children: below }];
  }
  return undefined;
}
