/** All sample data, with lookup maps. Everything here is read-only. */
import { ACTIVITIES, BANNERS } from './activities';
import { CHARACTERS } from './characters';
import { GAME_BUNDLES } from './games';
import { QUESTS } from './quests';
import { STORIES_1 } from './stories-1';
import { STORIES_2 } from './stories-2';
import { STORIES_3 } from './stories-3';
import { STORIES_4 } from './stories-4';
import type {
  CharacterRecord,
  EntityRecord,
  GameRecord,
  KnowledgeRecord,
  QuestRecord,
  StoryRecord,
} from './types';

export { ACTIVITIES, BANNERS, CHARACTERS, QUESTS };

export const GAMES: readonly GameRecord[] = GAME_BUNDLES.map((bundle) => bundle.game);
export const ENTITIES: readonly EntityRecord[] = GAME_BUNDLES.flatMap((bundle) => bundle.entities);
export const KNOWLEDGE: readonly KnowledgeRecord[] = GAME_BUNDLES.flatMap(
  (bundle) => bundle.knowledge,
);
export const STORIES: readonly StoryRecord[] = [
  ...STORIES_1,
  ...STORIES_2,
  ...STORIES_3,
  ...STORIES_4,
];

function byId<T extends { id: number }>(records: readonly T[]): ReadonlyMap<number, T> {
  const map = new Map<number, T>();
  for (const record of records) {
    if (map.has(record.id)) throw new Error(`Duplicate demo data id ${record.id}`);
    map.set(record.id, record);
  }
  return map;
}

export const GAMES_BY_ID = byId(GAMES);
export const ENTITIES_BY_ID = byId(ENTITIES);
export const KNOWLEDGE_BY_ID = byId(KNOWLEDGE);
export const CHARACTERS_BY_ID: ReadonlyMap<number, CharacterRecord> = byId(CHARACTERS);
export const STORIES_BY_ID = byId(STORIES);
export const QUESTS_BY_ID: ReadonlyMap<number, QuestRecord> = byId(QUESTS);
export const ACTIVITIES_BY_ID = byId(ACTIVITIES);

export function entitiesOfGame(gameId: number): EntityRecord[] {
  return ENTITIES.filter((entity) => entity.game_id === gameId);
}

export function knowledgeOfGame(gameId: number): KnowledgeRecord[] {
  return KNOWLEDGE.filter((entry) => entry.game_id === gameId);
}

/** The games a character plays, in the order of its `game_ids`; an unknown id is left out. */
export function gamesOfCharacter(character: CharacterRecord): GameRecord[] {
  return character.game_ids.flatMap((id) => {
    const game = GAMES_BY_ID.get(id);
    return game ? [game] : [];
  });
}

export function charactersOfGame(gameId: number): CharacterRecord[] {
  return CHARACTERS.filter((character) => character.game_ids.includes(gameId));
}
