import { createApiClient } from '../../shared/api/client';
import {
  pagePaths,
  ROUTE_MANIFEST,
  ROUTE_NAMES,
  type RouteDeclaration,
  type RouteName,
  routePath,
  type SlugKind,
  slugPath,
} from '../../shared/routing/route-manifest';

export interface SampleIds {
  gameId: number;
  entityId: number;
  partnerId: number;
}

/** Real ids from the upstream, so route tests follow whatever sample data it holds. */
export async function sampleIds(upstreamUrl: string): Promise<SampleIds> {
  const api = createApiClient({ baseURL: upstreamUrl, lang: 'zh', platformSource: 'web' });
  const games = await api.visitor.gameList({ page: 1, page_size: 1 });
  const gameId = games.list[0]!.id;
  const entities = await api.visitor.gameEntityList({ game_id: gameId, page: 1, page_size: 1 });
  const partners = await api.characters.officialList({ page: 1, page_size: 1 });
  return { gameId, entityId: entities.list[0]!.id, partnerId: partners.list[0]!.id };
}

/** The sample id each kind of slug is shown with. */
function sampleId(ids: SampleIds, name: RouteName, kind: string): number {
  if (name === 'gamePartnerItem') return ids.partnerId;
  if (name === 'gameLibraryItem') return kind === 'game' ? ids.gameId : ids.entityId;
  return 1;
}

/** A sample path of each page of a route: one per slug kind, a search with a value. */
function samplePaths(ids: SampleIds, name: RouteName): string[] {
  const declaration: RouteDeclaration = ROUTE_MANIFEST[name];
  if (declaration.slugs) {
    return Object.keys(declaration.slugs).map((kind) =>
      slugPath(name, kind as SlugKind<typeof name>, sampleId(ids, name, kind)),
    );
  }
  if (name === 'gameLibrarySearch') return [pagePaths.search('角色')];
  // A legal document's first version at its bare path, and its second.
  if (declaration.pattern.endsWith('?')) return [routePath(name), `${routePath(name)}/2`];
  return [routePath(name)];
}

/** Every page route below the prefixes, for one tree, walked from the route manifest. */
export function pageRoutes(ids: SampleIds, mobile: boolean): string[] {
  return ROUTE_NAMES.filter((name) => {
    const { frame } = ROUTE_MANIFEST[name];
    return frame === 'tree' || (mobile && frame === 'mobile');
  }).flatMap((name) => samplePaths(ids, name));
}

/** The legal routes (three language forms, no device guard). */
export const LEGAL_ROUTES: readonly string[] = ROUTE_NAMES.filter(
  (name) => ROUTE_MANIFEST[name].frame === 'legal',
).flatMap((name) => samplePaths({ gameId: 1, entityId: 1, partnerId: 1 }, name));
