import { createContext, useContext } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** Starts loading the code of the routes a path matches, e.g. when a link to it is hovered. */
export type PreloadRoutes = (path: string) => void;

const RoutePreloadContext = createContext<PreloadRoutes>(() => {});

/** Browser only: the server renders no handler that would call it. */
export const RoutePreloadProvider = RoutePreloadContext.Provider;

export function usePreloadRoutes(): PreloadRoutes {
  return useContext(RoutePreloadContext);
}

/**
 * Preloading over the route table the router was made from. A route's `lazy` is the same function
 * the router calls on navigation, and the browser keeps each module it imported, so the click
 * finds the code loaded. Each route is asked once; one that failed (a deploy removed the chunk) is
 * left to the navigation, which reports it.
 */
export function routePreloader(routes: RouteObject[]): PreloadRoutes {
  const asked = new Set<RouteObject>();
  return (path) => {
    for (const { route } of matchRoutes(routes, path) ?? []) {
      const { lazy } = route;
      if (typeof lazy !== 'function' || asked.has(route)) continue;
      asked.add(route);
      lazy().catch(() => asked.delete(route));
    }
  };
}
