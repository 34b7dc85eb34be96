/**
 * What the partner pages load. The API has no partner detail call: the figure call answers any
 * partner by id (so it decides 404), the official list holds the full profile of official
 * partners, and the character square the tags and games of the others.
 */
import type { ApiClient } from '../../../shared/api/client';
import type { ApiCallOptions } from '../../../shared/api/request';
import type {
  Character,
  CharacterFigure,
  CharacterSummary,
  GameSummary,
} from '../../../shared/api/schemas';
import { isNotFound, LIST_PAGE_SIZE, pageData } from '../../data/loader-helpers';
import { notFound } from '../errors/not-found';

export interface PartnerProfile {
  /** The full profile; null for a partner who is not official. */
  character: Character | null;
  /** Tags, popularity and game ids; null if the square does not list the partner either. */
  summary: CharacterSummary | null;
  games: GameSummary[];
}

const firstPage = { page: 1, page_size: LIST_PAGE_SIZE };

/**
 * The partner's figure and greeting: the critical call of every partner page (an unknown partner
 * is a 404, an upstream failure a 503).
 */
export async function partnerFigure(
  request: Request,
  api: ApiClient,
  id: number,
  options: ApiCallOptions,
): Promise<CharacterFigure> {
  const figures = await pageData(request, api.characters.figures({ character_id: id }, options));
  const figure = figures.list.find((candidate) => candidate.character_id === id);
  if (!figure) notFound(request);
  return figure;
}

export async function partnerProfile(
  api: ApiClient,
  id: number,
  options: ApiCallOptions,
): Promise<PartnerProfile> {
  const official = await api.characters.officialList(firstPage, options);
  const character = official.list.find((candidate) => candidate.id === id);
  if (character) return { character, summary: character, games: character.games };
  const [square, games] = await Promise.all([
    api.characters.square(firstPage, options),
    api.visitor.gameList(firstPage, options),
  ]);
  const summary = square.list.find((candidate) => candidate.id === id) ?? null;
  const gameIds = summary?.game_ids ?? [];
  return {
    character: null,
    summary,
    games: gameIds.flatMap((gameId) => games.list.filter((game) => game.id === gameId)),
  };
}

/** A partner without a story or a quest is not an error: the section is left out. */
export async function unlessMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
