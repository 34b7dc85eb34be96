import { createApiClient } from '../../shared/api/client';

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

/** Every page route below the prefixes, for one tree. */
export function pageRoutes(ids: SampleIds, mobile: boolean): string[] {
  const routes = [
    '/',
    '/about-us',
    '/activity',
    '/profile',
    '/game-library',
    `/game-library/${ids.gameId}`,
    '/game-library/search?searchValue=%E8%A7%92%E8%89%B2',
    `/game-library/game-role-${ids.entityId}`,
    `/game-library/role-Info-${ids.entityId}`,
    '/game-partner',
    `/game-partner/chat-${ids.partnerId}`,
    `/game-partner/story-${ids.partnerId}`,
    `/game-partner/detail-${ids.partnerId}`,
    `/game-partner/game-list-${ids.partnerId}`,
  ];
  if (mobile) routes.push('/profile/removeAccount-1');
  return routes;
}

/** The legal routes (three language forms, no device guard). */
export const LEGAL_ROUTES = [
  '/terms',
  '/terms/2',
  '/privacy',
  '/privacy/2',
  '/douvterms',
  '/douvterms/2',
  '/douvsubscribeterms',
  '/douvsubscribeterms/2',
  '/topup/agreement1.html',
];
