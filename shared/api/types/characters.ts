/** Partners (AI characters), stories and quests. */

import type { Paged, PageQuery } from './envelope';
import type { CharacterSummary, GameSummary } from './summaries';

// Still exported with its area, so the types barrel and its importers need no change.
export type { CharacterSummary } from './summaries';

/** A partner (AI character). `Partner` is the same thing under the product's word. */
export interface Character extends CharacterSummary {
  personality: string;
  greeting: string;
  description: string;
  /** Games the partner plays, in the request language. */
  games: GameSummary[];
  story_id: number;
  quest_id: number;
}
export type Partner = Character;

/** GET /api/character/get_official_character_list?page=&page_size= */
export type OfficialCharacterListQuery = PageQuery;
export type OfficialCharacterList = Paged<Character>;

/** POST /api/character/legion_zone/pc_character_square */
export interface CharacterSquareRequest extends PageQuery {
  tag?: string;
}

export interface CharacterTag {
  /** Stable key sent back as `tag`. */
  key: string;
  label: string;
}

export interface CharacterSquare extends Paged<CharacterSummary> {
  tags: CharacterTag[];
  tag: string | null;
}

/** GET /api/character/legion_zone/pc_character_figures?character_id= */
export interface CharacterFiguresQuery {
  character_id?: number;
}

export interface CharacterFigure {
  character_id: number;
  name: string;
  /** Full-body image URL (9:16). */
  figure: string;
  avatar: string;
  tagline: string;
  greeting: string;
}

export interface CharacterFigures {
  list: CharacterFigure[];
}

export interface StoryLine {
  speaker: 'narrator' | 'character' | 'user';
  /** Display name of the speaker (empty for the narrator). */
  name: string;
  text: string;
}

export interface StoryChoice {
  id: string;
  text: string;
  /** Scene the choice leads to; null ends the story. */
  next_scene_id: number | null;
}

export interface StoryScene {
  id: number;
  story_id: number;
  /** 1-based order in the story. */
  index: number;
  title: string;
  background: string;
  narration: string;
  lines: StoryLine[];
  choices: StoryChoice[];
}

/** GET /api/quest/story/scenes?story_id= or ?character_id= */
export interface StoryScenesQuery {
  story_id?: number;
  character_id?: number;
}

export interface Story {
  id: number;
  character_id: number;
  title: string;
  summary: string;
  cover: string;
  scenes: StoryScene[];
}

export interface QuestObjective {
  id: string;
  text: string;
}

export interface QuestReward {
  name: string;
  amount: number;
}

export type QuestStatus = 'available' | 'in_progress' | 'completed';

/** GET /api/quest/get_info?quest_id= or ?character_id= */
export interface QuestInfoQuery {
  quest_id?: number;
  character_id?: number;
}

export interface QuestInfo {
  id: number;
  character_id: number;
  story_id: number;
  title: string;
  summary: string;
  objectives: QuestObjective[];
  rewards: QuestReward[];
  status: QuestStatus;
}
