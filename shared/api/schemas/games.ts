/** The game library's payloads, as its pages use them. */
import * as z from 'zod/mini';

import { characterSummary, gameSummary } from './cards';
import { cappedList, id, listOf, tags, text } from './fields';

/** GET /api/visitor/game/list: the grid and its count. */
export const gameList = z.object({
  list: cappedList(gameSummary),
  total: z.number(),
});
export type GameList = z.output<typeof gameList>;

/** A knowledge entry in full (there is no page per entry). */
export const knowledgeEntry = z.object({
  id,
  title: z.string(),
  summary: text,
  content: text,
  tags,
  /** ISO 8601 date. */
  updated_at: z.string(),
});
export type KnowledgeEntry = z.output<typeof knowledgeEntry>;

/**
 * A role, item or place of a game as a card. `type` stays any text: the page filters by it and
 * shows `type_label`, so a type added upstream needs no release here.
 */
export const gameEntitySummary = z.object({
  id,
  name: z.string(),
  type: z.string(),
  type_label: text,
  avatar: z.string(),
  summary: text,
});
export type GameEntitySummary = z.output<typeof gameEntitySummary>;

/** GET /api/visitor/game/detail */
export const gameDetail = z.object({
  ...gameSummary.shape,
  /** Wide banner image URL (16:9). */
  banner: z.string(),
  /** Square icon URL. */
  icon: z.string(),
  tags,
  release_year: z.int(),
  platforms: listOf(z.string()),
  description: text,
  developer: text,
  publisher: text,
  entities: listOf(gameEntitySummary),
  knowledge: listOf(knowledgeEntry),
  partners: listOf(characterSummary),
});
export type GameDetail = z.output<typeof gameDetail>;

/** GET /api/visitor/game/entity/list */
export const gameEntityList = z.object({
  list: cappedList(gameEntitySummary),
  total: z.number(),
  game: gameSummary,
});
export type GameEntityList = z.output<typeof gameEntityList>;

/** GET /api/visitor/game/entity/detail: the role page and the role info page. */
export const gameEntityDetail = z.object({
  ...gameEntitySummary.shape,
  tags,
  /** Wide image URL (16:9). */
  cover: z.string(),
  description: text,
  attributes: listOf(z.object({ label: z.string(), value: z.string() })),
  game: gameSummary,
  related: listOf(gameEntitySummary),
  knowledge: listOf(knowledgeEntry),
});
export type GameEntityDetail = z.output<typeof gameEntityDetail>;

export const knowledgeSearchHitType = z.enum(['game', 'entity', 'knowledge']);
export type KnowledgeSearchHitType = z.output<typeof knowledgeSearchHitType>;

/** GET /api/visitor/game/knowledge/search */
export const knowledgeSearchResult = z.object({
  list: cappedList(
    z.object({
      /** Unique in the result, e.g. `knowledge-301`. */
      key: z.string(),
      /** Decides where the hit links to, so it must be one the page knows. */
      hit_type: knowledgeSearchHitType,
      id,
      game_id: id,
      game_name: text,
      title: z.string(),
      summary: text,
      image: z.string(),
    }),
  ),
  total: z.number(),
});
export type KnowledgeSearchResult = z.output<typeof knowledgeSearchResult>;
export type KnowledgeSearchHit = KnowledgeSearchResult['list'][number];
