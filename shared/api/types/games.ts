/** Game library. */

import type { Attribute, Paged, PageQuery } from './envelope';
import type { CharacterSummary, GameSummary } from './summaries';

// Still exported with its area, so the types barrel and its importers need no change.
export type { GameSummary } from './summaries';

/** A game with its full text (GET /api/visitor/game/detail). */
export interface Game extends GameSummary {
  /** Wide banner image URL (16:9). */
  banner: string;
  description: string;
  developer: string;
  publisher: string;
  entity_count: number;
  knowledge_count: number;
}

/** GET /api/visitor/game/list?page=&page_size=&keyword= */
export interface GameListQuery extends PageQuery {
  keyword?: string;
}

export type GameList = Paged<GameSummary>;

/** GET /api/visitor/game/detail?game_id= */
export interface GameDetail extends Game {
  entities: GameEntitySummary[];
  /** The game's knowledge entries, full text included (there is no knowledge detail call). */
  knowledge: KnowledgeEntry[];
  /** Partners (AI characters) who play this game. */
  partners: CharacterSummary[];
}

export type GameEntityType = 'character' | 'boss' | 'item' | 'location' | 'skill' | 'mode';

/** A role, character, item, place or mode inside a game. */
export interface GameEntitySummary {
  id: number;
  game_id: number;
  name: string;
  type: GameEntityType;
  /** Localized name of `type`. */
  type_label: string;
  avatar: string;
  summary: string;
  tags: string[];
}

export interface GameEntity extends GameEntitySummary {
  /** Wide image URL (16:9). */
  cover: string;
  description: string;
  attributes: Attribute[];
}

/** GET /api/visitor/game/entity/list?game_id=&type=&page=&page_size= */
export interface GameEntityListQuery extends PageQuery {
  game_id: number;
  type?: GameEntityType;
}

export interface GameEntityList extends Paged<GameEntitySummary> {
  game: GameSummary;
}

/** GET /api/visitor/game/entity/detail?entity_id= */
export interface GameEntityDetail extends GameEntity {
  game: GameSummary;
  /** Other entities of the same game. */
  related: GameEntitySummary[];
  /** Knowledge entries about this entity, full text included. */
  knowledge: KnowledgeEntry[];
}

export interface KnowledgeEntrySummary {
  id: number;
  game_id: number;
  title: string;
  summary: string;
  tags: string[];
}

export interface KnowledgeEntry extends KnowledgeEntrySummary {
  content: string;
  /** ISO 8601 date. */
  updated_at: string;
}

/** GET /api/visitor/game/knowledge/search?keyword=&page=&page_size= */
export interface KnowledgeSearchQuery extends PageQuery {
  keyword: string;
}

export type KnowledgeSearchHitType = 'game' | 'entity' | 'knowledge';

export interface KnowledgeSearchHit {
  /** Unique in the result, e.g. `knowledge-301`. */
  key: string;
  hit_type: KnowledgeSearchHitType;
  /** Id of the game, entity or knowledge entry, by `hit_type`. */
  id: number;
  game_id: number;
  game_name: string;
  title: string;
  summary: string;
  image: string;
  tags: string[];
  /** Full text, for knowledge hits only. */
  content?: string;
  /** Entity type, for entity hits only. */
  entity_type?: GameEntityType;
}

export interface KnowledgeSearchResult extends Paged<KnowledgeSearchHit> {
  keyword: string;
}
