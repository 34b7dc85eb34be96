/** Turns game, entity and knowledge records into API payloads in one language. */
import type {
  Game,
  GameEntity,
  GameEntitySummary,
  GameSummary,
  KnowledgeEntry,
  KnowledgeEntrySummary,
} from '../shared/api/types';
import type { Lang } from '../shared/i18n/languages';
import { entitiesOfGame, knowledgeOfGame } from './data';
import { ENTITY_TYPE_LABELS } from './data/labels';
import type { EntityRecord, GameRecord, KnowledgeRecord } from './data/types';
import { pick, pickAll } from './lang';

export function gameSummary(game: GameRecord, lang: Lang): GameSummary {
  return {
    id: game.id,
    name: pick(game.name, lang),
    cover: game.cover,
    icon: game.icon,
    genre: pick(game.genre, lang),
    tags: pickAll(game.tags, lang),
    summary: pick(game.summary, lang),
    rating: game.rating,
    release_year: game.release_year,
    platforms: [...game.platforms],
  };
}

export function gameFull(game: GameRecord, lang: Lang): Game {
  return {
    ...gameSummary(game, lang),
    banner: game.banner,
    description: pick(game.description, lang),
    developer: pick(game.developer, lang),
    publisher: pick(game.publisher, lang),
    entity_count: entitiesOfGame(game.id).length,
    knowledge_count: knowledgeOfGame(game.id).length,
  };
}

export function entitySummary(entity: EntityRecord, lang: Lang): GameEntitySummary {
  return {
    id: entity.id,
    game_id: entity.game_id,
    name: pick(entity.name, lang),
    type: entity.type,
    type_label: pick(ENTITY_TYPE_LABELS[entity.type], lang),
    avatar: entity.avatar,
    summary: pick(entity.summary, lang),
    tags: pickAll(entity.tags, lang),
  };
}

export function entityFull(entity: EntityRecord, lang: Lang): GameEntity {
  return {
    ...entitySummary(entity, lang),
    cover: entity.cover,
    description: pick(entity.description, lang),
    attributes: entity.attributes.map((attribute) => ({
      label: pick(attribute.label, lang),
      value: pick(attribute.value, lang),
    })),
  };
}

export function knowledgeSummary(entry: KnowledgeRecord, lang: Lang): KnowledgeEntrySummary {
  return {
    id: entry.id,
    game_id: entry.game_id,
    title: pick(entry.title, lang),
    summary: pick(entry.summary, lang),
    tags: pickAll(entry.tags, lang),
  };
}

export function knowledgeFull(entry: KnowledgeRecord, lang: Lang): KnowledgeEntry {
  return {
    ...knowledgeSummary(entry, lang),
    content: pick(entry.content, lang),
    updated_at: entry.updated_at,
  };
}
