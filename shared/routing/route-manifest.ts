import { escapeRegExp } from '../regexp-escape';
import { GENRE_QUERY_PARAM, SEARCH_QUERY_PARAM } from './query-params';

/**
 * Every route of the site, declared once. The browser's route table adds the components; the
 * server's sitemap, the device guard, the page cache's key and the tests' sample paths are all
 * derived from here, so no other file writes a route's path.
 */

export const MENU_KEYS = ['home', 'gamePartner', 'gameLibrary', 'activity', 'aboutUs'] as const;

/** A routed header menu item. */
export type MenuKey = (typeof MENU_KEYS)[number];

/**
 * Where a route is served: `tree` in each tree's own layout, desktop and `/m`, of every language, `mobile` in
 * the `/m` trees only, `legal` in the legal frame of every language (no `/m` form).
 */
export type RouteFrame = 'tree' | 'mobile' | 'legal';

export interface RouteDeclaration {
  /** The path below the language and tree prefixes; `:name` is a segment, `:name?` an optional one. */
  readonly pattern: string;
  readonly frame: RouteFrame;
  /** Whether a phone on the desktop form (or a pc on the `/m` form) is sent to the other tree. */
  readonly deviceGuard: boolean;
  /** The query parameters the page reads: every other parameter leaves its HTML unchanged. */
  readonly query: readonly string[];
  /** Whether the sitemap lists it (routes with parameters are listed from the upstream's ids). */
  readonly sitemap: boolean;
  /** The header menu item the route and every route below it belong to, with the spec's number. */
  readonly menu?: { readonly key: MenuKey; readonly id: number };
  /**
   * What the route's one parameter may hold, by kind: react-router matches whole segments only,
   * so `game-role-{id}` is the `:slug` segment of `/game-library/:slug`, told apart here.
   */
  readonly slugs?: Readonly<Record<string, string>>;
}

const ROUTE_DEFAULTS: Pick<RouteDeclaration, 'frame' | 'deviceGuard' | 'query' | 'sitemap'> = {
  frame: 'tree',
  deviceGuard: true,
  query: [],
  sitemap: false,
};

/** A declaration with the defaults filled in, keeping the literal types of what it sets. */
function route<const Options extends Partial<Omit<RouteDeclaration, 'pattern'>>>(
  pattern: string,
  options?: Options,
): Omit<typeof ROUTE_DEFAULTS, keyof Options> & { pattern: string } & Options {
  return Object.assign({ pattern }, ROUTE_DEFAULTS, options);
}

/**
 * A legal document: at the bare path, and at `/{name}/{id}` for any id, which shows the same
 * document (and names the bare path canonical).
 */
function legalDocument(name: string) {
  return route(`/${name}/:slug?`, {
    frame: 'legal',
    deviceGuard: false,
    sitemap: true,
    slugs: { version: '{id}' },
  });
}

export const ROUTE_MANIFEST = {
  home: route('/', { sitemap: true, menu: { key: 'home', id: 1 } }),
  gamePartner: route('/game-partner', { sitemap: true, menu: { key: 'gamePartner', id: 2 } }),
  gamePartnerItem: route('/game-partner/:slug', {
    slugs: {
      chat: 'chat-{id}',
      story: 'story-{id}',
      detail: 'detail-{id}',
      gameList: 'game-list-{id}',
    },
  }),
  gameLibrary: route('/game-library', {
    sitemap: true,
    menu: { key: 'gameLibrary', id: 3 },
    query: [GENRE_QUERY_PARAM],
  }),
  gameLibrarySearch: route('/game-library/search', { query: [SEARCH_QUERY_PARAM] }),
  gameLibraryItem: route('/game-library/:slug', {
    slugs: { game: '{id}', role: 'game-role-{id}', roleInfo: 'role-Info-{id}' },
  }),
  activity: route('/activity', { sitemap: true, menu: { key: 'activity', id: 4 } }),
  aboutUs: route('/about-us', { sitemap: true, menu: { key: 'aboutUs', id: 5 } }),
  profile: route('/profile'),
  // Where the downloads lead without SITE_CONFIG: a page of the site, never a dead host.
  download: route('/download'),
  removeAccount: route('/profile/:slug', {
    frame: 'mobile',
    deviceGuard: false,
    slugs: { removeAccount: 'removeAccount-{id}' },
  }),
  terms: legalDocument('terms'),
  privacy: legalDocument('privacy'),
  douvterms: legalDocument('douvterms'),
  douvsubscribeterms: legalDocument('douvsubscribeterms'),
  topup: route('/topup/:slug', {
    frame: 'legal',
    deviceGuard: false,
    slugs: { agreement: 'agreement{id}.html' },
  }),
} as const satisfies Record<string, RouteDeclaration>;

export type RouteName = keyof typeof ROUTE_MANIFEST;

export const ROUTE_NAMES = Object.keys(ROUTE_MANIFEST) as RouteName[];

/** The kinds of slug a route's parameter tells apart, e.g. `'role'` of `gameLibraryItem`. */
export type SlugKind<Name extends RouteName> = (typeof ROUTE_MANIFEST)[Name] extends {
  slugs: infer Slugs;
}
  ? keyof Slugs & string
  : never;

/** A parsed slug: `game-role-12` is `{ kind: 'role', id: 12 }`. */
export interface Slug<Kind extends string = string> {
  kind: Kind;
  id: number;
}

/**
 * Ids are plain decimal numbers of at most 12 digits, with no sign and no leading zero: each id
 * has one spelling, so `0003` is no second URL of `3`.
 */
const ID = '(0|[1-9]\\d{0,11})';

function entryPattern(template: string, flags: string): RegExp {
  const [before, after] = template.split('{id}') as [string, string];
  return new RegExp(`^${escapeRegExp(before)}${ID}${escapeRegExp(after)}$`, flags);
}

/** Slug parsers, compiled once per kind, in declaration order: as written, and in any case. */
const ENTRY_PATTERNS = {} as Record<
  RouteName,
  Record<'exact' | 'anyCase', readonly (readonly [string, RegExp])[]>
>;
for (const name of ROUTE_NAMES) {
  const declaration: RouteDeclaration = ROUTE_MANIFEST[name];
  const kinds = Object.entries(declaration.slugs ?? {});
  ENTRY_PATTERNS[name] = {
    exact: kinds.map(([kind, template]) => [kind, entryPattern(template, '')] as const),
    anyCase: kinds.map(([kind, template]) => [kind, entryPattern(template, 'i')] as const),
  };
}

/**
 * The slug a route's parameter holds, or undefined when it is none of the route's kinds.
 * `anyCase`: also in another case than the template's (`GAME-ROLE-3`), for finding a path's
 * manifest spelling; a page reads its slug only as written.
 */
export function parseSlug<Name extends RouteName>(
  name: Name,
  segment: string | undefined,
  { anyCase = false }: { anyCase?: boolean } = {},
): Slug<SlugKind<Name>> | undefined {
  if (segment === undefined) return undefined;
  for (const [kind, pattern] of ENTRY_PATTERNS[name][anyCase ? 'anyCase' : 'exact']) {
    const found = pattern.exec(segment);
    if (found) return { kind: kind as SlugKind<Name>, id: Number(found[1]) };
  }
  return undefined;
}

/** The path of a route without parameters (an optional one left out). */
export function routePath(name: RouteName): string {
  return ROUTE_MANIFEST[name].pattern.replace(/\/:[^/]+\?$/, '');
}

/** The path of one slug of a route: `slugPath('gameLibraryItem', 'role', 12)`. */
export function slugPath<Name extends RouteName>(
  name: Name,
  kind: SlugKind<Name>,
  id: number,
): string {
  const declaration: RouteDeclaration = ROUTE_MANIFEST[name];
  const segment = declaration.slugs![kind]!.replace('{id}', String(id));
  return declaration.pattern.replace(/:[^/]+$/, segment);
}

/** Paths inside a tree that pages link to (AppLink adds the language and tree prefixes). */
export const pagePaths = {
  game: (id: number) => slugPath('gameLibraryItem', 'game', id),
  gameRole: (id: number) => slugPath('gameLibraryItem', 'role', id),
  roleInfo: (id: number) => slugPath('gameLibraryItem', 'roleInfo', id),
  search: (query: string) =>
    `${routePath('gameLibrarySearch')}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: query })}`,
  gameGenre: (genre: string) =>
    `${routePath('gameLibrary')}?${new URLSearchParams({ [GENRE_QUERY_PARAM]: genre })}`,
  partnerChat: (id: number) => slugPath('gamePartnerItem', 'chat', id),
  partnerStory: (id: number) => slugPath('gamePartnerItem', 'story', id),
  partnerDetail: (id: number) => slugPath('gamePartnerItem', 'detail', id),
  partnerGames: (id: number) => slugPath('gamePartnerItem', 'gameList', id),
  removeAccount: (id: number) => slugPath('removeAccount', 'removeAccount', id),
  topupAgreement: (id: number) => slugPath('topup', 'agreement', id),
} as const;

/**
 * A pattern as a regular expression: case-insensitive and with an optional trailing slash, as
 * react-router matches. For the edge's nginx maps only, which cannot run the route table's
 * matcher (route-table.ts): the app itself resolves pages through react-router's matching.
 */
export function patternRegExp(pattern: string): RegExp {
  if (pattern === '/') return /^\/?$/;
  return new RegExp(`^${patternSource(pattern, '([^/]+)')}/?$`, 'i');
}

/** A route pattern as a regular expression's source, each parameter matched by `param`. */
export function patternSource(pattern: string, param: string): string {
  return pattern
    .split('/')
    .slice(1)
    .map((segment) => {
      if (segment.endsWith('?')) return `(?:/${param})?`;
      if (segment.startsWith(':')) return `/${param}`;
      return `/${escapeRegExp(segment)}`;
    })
    .join('');
}

/** A page a path belongs to (see matchRoute in route-table.ts). */
export interface RouteMatch {
  /** The matched route's id, the same in the server's and the browser's tables. */
  id: string;
  name: RouteName;
  declaration: RouteDeclaration;
}

/** The header menu's routed items, in the spec's order. */
export const MENU_ROUTES: readonly { key: MenuKey; id: number; path: string }[] =
  ROUTE_NAMES.flatMap((name) => {
    const { menu } = ROUTE_MANIFEST[name] as RouteDeclaration;
    return menu ? [{ ...menu, path: routePath(name) }] : [];
  }).sort((a, b) => a.id - b.id);

/**
 * Whether the check-device guard applies to a matched route (see matchRoute): every route but
 * the legal pages, the top-up agreement and account removal, and every path no page serves.
 */
export function isDeviceGuarded(route: RouteMatch | undefined): boolean {
  return route?.declaration.deviceGuard ?? true;
}

/**
 * Longest value of a query parameter a page reads: a search longer than this finds nothing more,
 * and a page never shows a visitor-sized string.
 */
export const MAX_QUERY_VALUE_LENGTH = 100;

/**
 * The part of a query that a page reads, in one normal form: its route's parameters in name
 * order, the first value of each (what the page reads), decoded, cut to MAX_QUERY_VALUE_LENGTH
 * and encoded again; `''` or `?name=value…`. A page's HTML depends on this and not on the rest,
 * so every tracking parameter leaves it, and the page cache's key, unchanged.
 */
export function pageQuery(route: RouteMatch | undefined, search: string): string {
  const names = route?.declaration.query;
  if (!names?.length || search.length <= 1) return '';
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of [...names].sort()) {
    const value = params.get(name);
    if (value !== null) kept.set(name, [...value].slice(0, MAX_QUERY_VALUE_LENGTH).join(''));
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
