/**
 * The card forms of a game and of a partner, as grids and lists show them. A game's detail lists
 * its partners and a partner's profile its games, so both areas use both.
 */
import * as z from 'zod/mini';

import { id, tags, text } from './fields';

/** A game card: cover, name, genre, rating and summary, linking to the game. */
export const gameSummary = z.object({
  id,
  name: z.string(),
  /** Cover image URL (3:4). */
  cover: z.string(),
  genre: text,
  rating: z.number(),
  summary: text,
});
export type GameSummary = z.output<typeof gameSummary>;

/** A partner card: portrait, name, tagline, tags and popularity. */
export const characterSummary = z.object({
  id,
  name: z.string(),
  /** Portrait image URL (3:4). */
  cover: z.string(),
  tagline: text,
  tags,
  /** Popularity figure. */
  chat_count: z.number(),
});
export type CharacterSummary = z.output<typeof characterSummary>;
