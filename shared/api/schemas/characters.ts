/** The partner pages' payloads: partners, their figures, stories and quests. */
import * as z from 'zod/mini';

import { characterSummary, gameSummary } from './cards';
import { cappedList, id, listOf, text } from './fields';

/** An official partner with the full profile (the official list holds it). */
export const character = z.object({
  ...characterSummary.shape,
  personality: text,
  description: text,
  /** Games the partner plays. */
  games: listOf(gameSummary),
});
export type Character = z.output<typeof character>;

/** GET /api/character/get_official_character_list */
export const officialCharacterList = z.object({ list: cappedList(character) });
export type OfficialCharacterList = z.output<typeof officialCharacterList>;

/** A partner in the square: the card, and the ids of the games it plays. */
export const squareCharacter = z.object({
  ...characterSummary.shape,
  game_ids: listOf(id),
});
export type SquareCharacter = z.output<typeof squareCharacter>;

/** POST /api/character/legion_zone/pc_character_square */
export const characterSquare = z.object({
  list: cappedList(squareCharacter),
  /** The filter chips: `key` is sent back as `tag`. */
  tags: listOf(z.object({ key: z.string(), label: z.string() })),
});
export type CharacterSquare = z.output<typeof characterSquare>;

/** A partner's figure and greeting: what every partner page shows first. */
export const characterFigure = z.object({
  character_id: id,
  name: z.string(),
  /** Full-body image URL (9:16). */
  figure: z.string(),
  avatar: z.string(),
  tagline: text,
  greeting: text,
});
export type CharacterFigure = z.output<typeof characterFigure>;

/** GET /api/character/legion_zone/pc_character_figures */
export const characterFigures = z.object({ list: cappedList(characterFigure) });
export type CharacterFigures = z.output<typeof characterFigures>;

const storyLine = z.object({
  /** Decides who is shown as speaking, so it must be one the page knows. */
  speaker: z.enum(['narrator', 'character', 'user']),
  /** Display name of the speaker (empty for the narrator). */
  name: text,
  text: z.string(),
});
export type StoryLine = z.output<typeof storyLine>;

const storyScene = z.object({
  id,
  /** 1-based order in the story. */
  index: z.int(),
  title: z.string(),
  background: z.string(),
  narration: text,
  lines: listOf(storyLine),
  choices: listOf(
    z.object({
      id: z.string(),
      text: z.string(),
      /** Scene the choice leads to; null ends the story. */
      next_scene_id: z.nullable(id),
    }),
  ),
});
export type StoryScene = z.output<typeof storyScene>;

/** GET /api/quest/story/scenes */
export const story = z.object({
  title: z.string(),
  summary: text,
  cover: z.string(),
  scenes: listOf(storyScene),
});
export type Story = z.output<typeof story>;

/** GET /api/quest/get_info */
export const questInfo = z.object({
  title: z.string(),
  summary: text,
  objectives: listOf(z.object({ id: z.string(), text: z.string() })),
  rewards: listOf(z.object({ name: z.string(), amount: z.number() })),
  /** Shown translated, so it must be one the page knows. */
  status: z.enum(['available', 'in_progress', 'completed']),
});
export type QuestInfo = z.output<typeof questInfo>;
