import { matchRoutes } from 'react-router-dom';

import { type Lang, LANGUAGES } from '../i18n/languages';
import { percentDecoded } from '../percent-decoded';
import { rememberedAnswers } from '../remembered-answers';
import { pathPrefix, type PrefixedPath } from './prefixed-path';
import {
  type MenuKey,
  parseSlug,
  ROUTE_MANIFEST,
  ROUTE_NAMES,
  type RouteDeclaration,
  type RouteMatch,
  type RouteName,
} from './route-manifest';

/**
 * The route table's paths, for every language prefix and for the desktop, `/m` and legal trees,
 * generated from the route manifest: the browser's table (client/routes.ts) adds to each of these
 * routes what it renders, and the server resolves a request by matching the same routes with
 * react-router's own `matchRoutes`, so the two cannot disagree on which page a path is.
 */

/** The trees of one language: the desktop pages, the `/m` pages, the legal pages. */
export type Tree = 'pc' | 'm' | 'legal';

/** What a route of the table is, which tells the browser's table what to add to it. */
export type PathRouteRole =
  | { readonly kind: 'root' }
  | { readonly kind: 'tree'; readonly tree: Tree }
  /** The layer below a tree's layout that catches its pages' errors. */
  | { readonly kind: 'pages'; readonly tree: Tree }
  /** A menu item's section: its page is the index, the pages below its path its children. */
  | { readonly kind: 'section'; readonly menu: MenuKey }
  /** `menu` only where the page is its menu item's route alone (home). */
  | { readonly kind: 'page'; readonly name: RouteName; readonly menu?: MenuKey }
  | { readonly kind: 'notFound' };

interface PathRouteBase {
  readonly id: string;
  readonly role: PathRouteRole;
}

/** A route of the table: react-router's shape (an index route has no path and no children). */
export type PathRoute = PathRouteBase &
  (
    | { readonly index: true; readonly path?: undefined; readonly children?: undefined }
    | { readonly index?: false; readonly path?: string; readonly children?: PathRoute[] }
  );

/** A route pattern as a route id part: `/game-library/:slug` is `game-library-slug`. */
function idOf(pattern: string): string {
  return pattern.slice(1).replaceAll('/', '-').replace(/[:?]/g, '');
}

/** Paths no page serves: the 404 page. */
function notFoundRoute(id: string): PathRoute {
  return { id, path: '*', role: { kind: 'notFound' } };
}

function pageRoute(id: string, name: RouteName, path: string): PathRoute {
  return { id, path, role: { kind: 'page', name } };
}

/**
 * The pages of one tree, nested as react-router needs them: every id starts with the tree's, e.g.
 * `en-m-game-library-slug`. A menu item's route is a section holding its page as the index and
 * every page below its path, plus a catch-all, so an unknown path below it (a 404) stays inside
 * it and keeps the item active: the menu marks items by prefix of the path.
 */
function pageRoutes(tree: string, mobile: boolean): PathRoute[] {
  const id = (name: string) => `${tree}-${name}`;
  const names = ROUTE_NAMES.filter((name) => {
    const { frame } = ROUTE_MANIFEST[name] as RouteDeclaration;
    return frame === 'tree' || (mobile && frame === 'mobile');
  });
  const sections = names.filter((name) => {
    const { menu, pattern } = ROUTE_MANIFEST[name] as RouteDeclaration;
    return menu !== undefined && pattern !== '/';
  });
  const sectionOf = (name: RouteName) =>
    sections.find((section) =>
      ROUTE_MANIFEST[name].pattern.startsWith(`${ROUTE_MANIFEST[section].pattern}/`),
    );
  const routes: PathRoute[] = [];
  for (const name of names) {
    const { pattern, menu } = ROUTE_MANIFEST[name] as RouteDeclaration;
    if (pattern === '/') {
      // Home is the index route alone, so its item is active only on exactly the tree's home.
      routes.push({ id: id('home'), index: true, role: { kind: 'page', name, menu: menu?.key } });
    } else if (sections.includes(name)) {
      const section = idOf(pattern);
      const children = names
        .filter((child) => sectionOf(child) === name)
        .map((child) => {
          const childPattern = ROUTE_MANIFEST[child].pattern;
          return pageRoute(id(idOf(childPattern)), child, childPattern.slice(pattern.length + 1));
        });
      routes.push({
        id: id(section),
        path: pattern.slice(1),
        role: { kind: 'section', menu: menu!.key },
        children: [
          { id: id(`${section}-index`), index: true, role: { kind: 'page', name } },
          ...children,
          notFoundRoute(id(`${section}-404`)),
        ],
      });
    } else if (!sectionOf(name)) {
      routes.push(pageRoute(id(idOf(pattern)), name, pattern.slice(1)));
    }
  }
  routes.push(notFoundRoute(id('404')));
  return routes;
}

function treeRoute(lang: Lang, mobile: boolean): PathRoute {
  const tree = `${lang}-${mobile ? 'm' : 'pc'}`;
  const kind = mobile ? 'm' : 'pc';
  return {
    id: tree,
    path: pathPrefix(lang, mobile) || '/',
    role: { kind: 'tree', tree: kind },
    children: [
      {
        id: `${tree}-pages`,
        role: { kind: 'pages', tree: kind },
        children: pageRoutes(tree, mobile),
      },
    ],
  };
}

/** The legal pages of a language: desktop paths only, with no `/m` form. */
function legalRoute(lang: Lang): PathRoute {
  return {
    id: `${lang}-legal`,
    path: pathPrefix(lang, false) || '/',
    role: { kind: 'tree', tree: 'legal' },
    children: [
      {
        id: `${lang}-legal-pages`,
        role: { kind: 'pages', tree: 'legal' },
        children: ROUTE_NAMES.filter((name) => ROUTE_MANIFEST[name].frame === 'legal').map((name) =>
          pageRoute(`${lang}-legal-${name}`, name, ROUTE_MANIFEST[name].pattern.slice(1)),
        ),
      },
    ],
  };
}

function rootRoute(children: PathRoute[]): PathRoute {
  return { id: 'root', role: { kind: 'root' }, children };
}

/**
 * The routes one language and tree can reach (the desktop tree's include the legal pages): the
 * table a page is resolved, rendered and hydrated with. Each route's id names its language and
 * tree, so no two tables share an id but the root's.
 */
export function createTreePathTable(lang: Lang, mobile: boolean): PathRoute {
  return rootRoute(mobile ? [treeRoute(lang, true)] : [treeRoute(lang, false), legalRoute(lang)]);
}

/** A page or 404 route of a table, with its whole path: what the server matches a path against. */
interface LeafRoute {
  readonly id: string;
  readonly path: string;
  readonly role: PathRouteRole;
}

/**
 * The page and 404 routes of a table, each at its whole path, in the table's order. react-router
 * flattens and ranks a table on every `matchRoutes` call; the leaves alone match as the nested
 * table does (the route agreement test walks the manifest's sample paths through both) for a
 * third of the cost: about 90 against 220 µs for a path no page has, 60 against 150 for a new id.
 */
function leafRoutes(route: PathRoute, base = '', into: LeafRoute[] = []): LeafRoute[] {
  const path =
    route.path === undefined
      ? base
      : route.path.startsWith('/')
        ? route.path
        : `${base.replace(/\/$/, '')}/${route.path}`;
  const { kind } = route.role;
  if (kind === 'page' || kind === 'notFound') into.push({ id: route.id, path, role: route.role });
  for (const child of route.children ?? []) leafRoutes(child, path, into);
  return into;
}

/** Each tree's leaves, made once: matching reads them and never changes them. */
const TREE_TABLES = new Map<string, readonly LeafRoute[]>(
  LANGUAGES.flatMap((lang) =>
    [false, true].map((mobile) => [
      pathPrefix(lang, mobile),
      leafRoutes(createTreePathTable(lang, mobile)),
    ]),
  ),
);

/** The route react-router renders for a page path: the page and its parameter. */
export interface PageRoute {
  /** The route's id, the same in the server's and the browser's tables. */
  id: string;
  name: RouteName;
  /** The route's parameter as react-router decodes it, where it has one. */
  slug: string | undefined;
}

/**
 * The route of each path asked for. `matchRoutes` ranks the table on every call: about 60–90 µs
 * on a quiet machine, against 0.1 µs for a remembered path, more than a cached page costs to
 * answer. Paths are few (the pages visitors open); the bound keeps a flood of junk paths from
 * growing it.
 */
const remembered = rememberedAnswers<PageRoute | 'none'>({ max: 10_000, longestKey: 1024 });

function matchPagePath(prefix: string, path: string): PageRoute | null {
  // No page has a path that does not decode (the server answers it 400), and react-router
  // prints a warning on the console for each such path it is given.
  if (percentDecoded(path) === undefined) return null;
  const matches = matchRoutes(TREE_TABLES.get(prefix)! as LeafRoute[], path);
  const last = matches?.at(-1);
  if (last?.route.role.kind !== 'page') return null;
  return { id: last.route.id, name: last.route.role.name, slug: last.params.slug };
}

/**
 * The route react-router renders for a path of a site, slugs unchecked, or undefined where it
 * renders the 404 page: case-insensitive, a trailing slash allowed, as react-router matches.
 */
export function findPageRoute(site: PrefixedPath): PageRoute | undefined {
  const prefix = pathPrefix(site.lang, site.mobile);
  const path = `${prefix}${site.rest}`;
  const found = remembered(path, () => matchPagePath(prefix, path) ?? 'none');
  return found === 'none' ? undefined : found;
}

/**
 * The page a path of a site belongs to, in its own tree, or undefined for a path no page serves:
 * the route react-router renders, and, where the route tells slug kinds apart, a parameter of
 * one of them (the page answers 404 to any other).
 */
export function matchRoute(site: PrefixedPath): RouteMatch | undefined {
  return pageRouteMatch(findPageRoute(site));
}

/**
 * The page of a route react-router renders, or undefined where it renders the 404 page: no
 * route, or a slug of none of the kinds the route tells apart.
 */
export function pageRouteMatch(found: PageRoute | undefined): RouteMatch | undefined {
  if (!found) return undefined;
  const declaration: RouteDeclaration = ROUTE_MANIFEST[found.name];
  if (declaration.slugs && found.slug !== undefined && !parseSlug(found.name, found.slug)) {
    return undefined;
  }
  return { id: found.id, name: found.name, declaration };
}
