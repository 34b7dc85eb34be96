/**
 * Shapes of the demo API's sample data. Every visible text is stored in the three interface
 * languages; the route handlers pick one per request (header `lan`).
 */
import type { GameEntityType } from '../../shared/api/types';
import type { Lang } from '../../shared/i18n/languages';

export type LocalizedText = Record<Lang, string>;

export interface LocalizedAttribute {
  label: LocalizedText;
  value: LocalizedText;
}

export interface GameRecord {
  id: number;
  name: LocalizedText;
  cover: string;
  banner: string;
  icon: string;
  genre: LocalizedText;
  tags: LocalizedText[];
  summary: LocalizedText;
  description: LocalizedText;
  developer: LocalizedText;
  publisher: LocalizedText;
  release_year: number;
  /** Platform names are the same in every language. */
  platforms: string[];
  /** Demo score out of 10. */
  rating: number;
}

export interface EntityRecord {
  id: number;
  game_id: number;
  name: LocalizedText;
  type: GameEntityType;
  avatar: string;
  cover: string;
  summary: LocalizedText;
  description: LocalizedText;
  tags: LocalizedText[];
  attributes: LocalizedAttribute[];
}

export interface KnowledgeRecord {
  id: number;
  game_id: number;
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  tags: LocalizedText[];
  /** ISO 8601 date. */
  updated_at: string;
  /** Entities the entry relates to. */
  entity_ids: number[];
}

/** One game with its roles/items and its knowledge entries. */
export interface GameBundle {
  game: GameRecord;
  entities: EntityRecord[];
  knowledge: KnowledgeRecord[];
}

export interface CharacterRecord {
  id: number;
  name: LocalizedText;
  avatar: string;
  cover: string;
  figure: string;
  tagline: LocalizedText;
  personality: LocalizedText;
  greeting: LocalizedText;
  description: LocalizedText;
  /** Keys of CHARACTER_TAGS. */
  tags: string[];
  game_ids: number[];
  is_official: boolean;
  chat_count: number;
  theme_color: string;
  /** Used now and then as the end of a chat reply. */
  catchphrase: LocalizedText;
  story_id: number;
  quest_id: number;
}

export interface StoryLineRecord {
  speaker: 'narrator' | 'character' | 'user';
  text: LocalizedText;
}

export interface StoryChoiceRecord {
  id: string;
  text: LocalizedText;
  next_scene_id: number | null;
}

export interface StorySceneRecord {
  id: number;
  title: LocalizedText;
  background: string;
  narration: LocalizedText;
  lines: StoryLineRecord[];
  choices: StoryChoiceRecord[];
}

export interface StoryRecord {
  id: number;
  character_id: number;
  title: LocalizedText;
  summary: LocalizedText;
  cover: string;
  scenes: StorySceneRecord[];
}

export interface QuestRecord {
  id: number;
  character_id: number;
  story_id: number;
  title: LocalizedText;
  summary: LocalizedText;
  objectives: { id: string; text: LocalizedText }[];
  rewards: { name: LocalizedText; amount: number }[];
}

export interface ActivityRecord {
  id: number;
  title: LocalizedText;
  summary: LocalizedText;
  description: LocalizedText;
  cover: string;
  /** Start and end, in days from the day the demo API starts (UTC midnight). */
  start_offset_days: number;
  end_offset_days: number;
  tags: LocalizedText[];
  rules: LocalizedText[];
}

export interface BannerRecord {
  id: number;
  title: LocalizedText;
  subtitle: LocalizedText;
  image: string;
  activity_id: number | null;
}
