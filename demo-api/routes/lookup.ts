/** Record lookups that answer 40400 (localized "not found") for unknown ids. */
import { API_ERROR_CODES } from '../../shared/api/types';
import {
  CHARACTERS_BY_ID,
  ENTITIES_BY_ID,
  GAMES_BY_ID,
  QUESTS,
  QUESTS_BY_ID,
  STORIES,
  STORIES_BY_ID,
} from '../data';
import type {
  CharacterRecord,
  EntityRecord,
  GameRecord,
  QuestRecord,
  StoryRecord,
} from '../data/types';
import { DemoApiError } from '../envelope';
import type { MessageKey } from '../messages';

function found<T>(record: T | undefined, messageKey: MessageKey): T {
  if (record === undefined) throw new DemoApiError(API_ERROR_CODES.NOT_FOUND, messageKey);
  return record;
}

export function findGame(id: number): GameRecord {
  return found(GAMES_BY_ID.get(id), 'game_not_found');
}

export function findEntity(id: number): EntityRecord {
  return found(ENTITIES_BY_ID.get(id), 'entity_not_found');
}

export function findCharacter(id: number): CharacterRecord {
  return found(CHARACTERS_BY_ID.get(id), 'character_not_found');
}

/** By story id, or else by the partner's id. */
export function findStory(
  storyId: number | undefined,
  characterId: number | undefined,
): StoryRecord {
  if (storyId !== undefined) return found(STORIES_BY_ID.get(storyId), 'story_not_found');
  const character = findCharacter(characterId ?? 0);
  return found(
    STORIES.find((story) => story.character_id === character.id),
    'story_not_found',
  );
}

/** By quest id, or else by the partner's id. */
export function findQuest(
  questId: number | undefined,
  characterId: number | undefined,
): QuestRecord {
  if (questId !== undefined) return found(QUESTS_BY_ID.get(questId), 'quest_not_found');
  const character = findCharacter(characterId ?? 0);
  return found(
    QUESTS.find((quest) => quest.character_id === character.id),
    'quest_not_found',
  );
}
