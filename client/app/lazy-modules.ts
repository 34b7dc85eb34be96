import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/** What a page's or a layout's module gives its route: `Component`, a `loader` and the like. */
export type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/**
 * A lazy route function, or a loader one calls, with the source modules it loads: the server
 * reads them to preload the chunks of the routes a URL matched. The browser has no use for them,
 * and its bundle keeps none.
 */
export type Loading<F> = F & { readonly lazyModules?: readonly string[] };

/**
 * The loader of a route's module, from `import.meta.glob` of its one path from the project root
 * (`/client/…`), named: the path is the name Vite's manifest gives its chunk, after the `/`. `M` is
 * the module's type, which the glob cannot know: a route module unless told otherwise.
 */
export function lazyModule<M = RouteModule>(
  glob: Record<string, () => Promise<unknown>>,
): Loading<() => Promise<M>> {
  const [path, load] = Object.entries(glob)[0] ?? [];
  if (!import.meta.env.SSR) return load as () => Promise<M>;
  if (!path || !load || Object.keys(glob).length > 1) {
    throw Error(`Not one route module: ${Object.keys(glob).join()}`);
  }
  return Object.assign(load as () => Promise<M>, { lazyModules: [path.slice(1)] });
}

/** `lazy`, a route function that calls the loaders `uses`, with the modules they load. */
export function loading<F extends object>(lazy: F, ...uses: Loading<unknown>[]): Loading<F> {
  if (!import.meta.env.SSR) return lazy;
  return Object.assign(lazy, { lazyModules: uses.flatMap((use) => use.lazyModules ?? []) });
}

/** Route id → the modules of its lazy function, read from a table none of whose routes loaded. */
export function lazyModulesById(
  routes: readonly RouteObject[],
  into = new Map<string, readonly string[]>(),
): Map<string, readonly string[]> {
  for (const route of routes) {
    const modules = (route.lazy as Loading<unknown> | undefined)?.lazyModules;
    if (route.id !== undefined && modules) into.set(route.id, modules);
    if (route.children) lazyModulesById(route.children, into);
  }
  return into;
}
