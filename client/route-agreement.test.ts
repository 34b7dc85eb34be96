/**
 * The server and the browser agree on which page every path is: the server's resolution of a
 * request (shared/routing/route-table.ts) against what react-router matches in the browser's real
 * route table, over sample paths generated from the route manifest.
 */
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '../shared/i18n/languages';
import { parsePrefixedPath, pathPrefix } from '../shared/routing/prefixed-path';
import {
  parseSlug,
  ROUTE_MANIFEST,
  ROUTE_NAMES,
  type RouteDeclaration,
  type RouteName,
  routePath,
  slugPath,
} from '../shared/routing/route-manifest';
import { matchRoute } from '../shared/routing/route-table';
import { treeRoutesOf } from '../tests/helpers/tree-routes';

/** Which page a path is, as a visitor sees it: none is the 404 page. */
interface Resolution {
  name: RouteName;
  frame: RouteDeclaration['frame'];
  lang: string;
  tree: 'pc' | 'm' | 'legal';
}

function serverResolution(path: string): Resolution | undefined {
  const site = parsePrefixedPath(path);
  const route = matchRoute(site);
  if (!route) return undefined;
  const { frame } = route.declaration;
  const tree = site.mobile ? 'm' : frame === 'legal' ? 'legal' : 'pc';
  return { name: route.name, frame, lang: site.lang, tree };
}

/** A page's route id, read without the route table's code: `en-m-game-library-slug`. */
const ID = /^([a-z]+)-(pc|m|legal)-(.+)$/;

function nameOfId(tree: string, part: string): RouteName | undefined {
  if (tree === 'legal') return ROUTE_NAMES.find((name) => name === part);
  if (part === 'home') return 'home';
  const page = part.replace(/-index$/, '');
  return ROUTE_NAMES.find(
    (name) =>
      ROUTE_MANIFEST[name].pattern.slice(1).replaceAll('/', '-').replace(/[:?]/g, '') === page,
  );
}

function browserResolution(path: string): Resolution | undefined {
  const last = matchRoutes(treeRoutesOf(path), path)?.at(-1);
  if (!last || last.route.path === '*') return undefined;
  const [, lang, tree, part] = ID.exec(last.route.id ?? '') ?? [];
  const name = nameOfId(tree!, part!);
  expect(name, `${path}: route ${last.route.id} is a page of the manifest`).toBeDefined();
  const declaration: RouteDeclaration = ROUTE_MANIFEST[name!];
  // The page's loader answers 404 to a slug of none of its kinds.
  const slug = last.params.slug;
  if (declaration.slugs && slug !== undefined && !parseSlug(name!, slug)) return undefined;
  return { name: name!, frame: declaration.frame, lang: lang!, tree: tree as Resolution['tree'] };
}

/** Every route's paths below the prefixes: its bare path and one path of each slug kind. */
function routePaths(): string[] {
  return ROUTE_NAMES.flatMap((name) => {
    const declaration: RouteDeclaration = ROUTE_MANIFEST[name];
    const kinds = Object.keys(declaration.slugs ?? {}) as never[];
    const slugPaths = kinds.flatMap((kind) => [
      slugPath(name, kind, 7),
      slugPath(name, kind, 0),
      slugPath(name, kind, 123456789012),
    ]);
    return declaration.pattern.includes(':') && !declaration.pattern.endsWith('?')
      ? slugPaths
      : [routePath(name), ...slugPaths];
  });
}

/** Paths no page has, or that only look like one. */
const UNKNOWN = [
  '/no-such-page',
  '/game-library/unknown-7',
  '/game-library/007',
  '/game-library/game-role-',
  '/game-library/role-info-7',
  '/game-library/search/7',
  '/game-partner/chat-x',
  '/about-us/7',
  '/profile/7',
  '/terms/abc',
  '/terms/0003',
  '/terms/3/4',
  '/topup',
  '/topup/agreement1.htm',
  '/zh/about-us',
  '/m/m/about-us',
  '/%E4%B8%AD',
];

function samplePaths(): string[] {
  const rests = [...routePaths(), ...UNKNOWN];
  const prefixes = LANGUAGES.flatMap((lang) => [pathPrefix(lang, false), pathPrefix(lang, true)]);
  const paths = prefixes.flatMap((prefix) =>
    rests.map((rest) => (rest === '/' ? prefix || '/' : `${prefix}${rest}`)),
  );
  return paths.flatMap((path) => [
    path,
    path === '/' ? path : `${path}/`,
    path.toUpperCase(),
    path.replace(/[a-z]/, (letter) => letter.toUpperCase()),
  ]);
}

describe('route matching', () => {
  const paths = samplePaths();

  it('resolves every sample path to the page the browser routes it to, or to none for both', () => {
    const disagreements = paths.flatMap((path) => {
      const server = serverResolution(path);
      const browser = browserResolution(path);
      return JSON.stringify(server) === JSON.stringify(browser) ? [] : [{ path, server, browser }];
    });
    expect(disagreements).toEqual([]);
  });

  it('samples every route in both trees, the /m legal paths among the 404s', () => {
    const resolved = new Set(paths.map((path) => serverResolution(path)?.name));
    expect([...resolved].filter((name) => name !== undefined).sort()).toEqual(
      [...ROUTE_NAMES].sort(),
    );
    for (const path of ['/m/terms', '/en/m/privacy', '/m/topup/agreement7.html']) {
      expect(paths).toContain(path);
      expect(serverResolution(path), path).toBeUndefined();
    }
    expect(serverResolution('/profile/removeAccount-7')).toBeUndefined();
    expect(serverResolution('/m/profile/removeAccount-7')?.name).toBe('removeAccount');
  });
});
