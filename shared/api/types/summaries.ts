/**
 * The list forms of a game and of a partner. A game's detail lists its partners and a partner's
 * detail lists its games, so both areas need both; they live here to keep games.ts and
 * characters.ts from importing each other.
 */

/** A game as listed (GET /api/visitor/game/list). */
export interface GameSummary {
  id: number;
  name: string;
  /** Cover image URL (3:4). */
  cover: string;
  /** Square icon URL. */
  icon: string;
  genre: string;
  tags: string[];
  summary: string;
  rating: number;
  release_year: number;
  platforms: string[];
}

/** A partner (AI character) as listed. */
export interface CharacterSummary {
  id: number;
  name: string;
  avatar: string;
  /** Portrait image URL (3:4). */
  cover: string;
  tagline: string;
  tags: string[];
  game_ids: number[];
  is_official: boolean;
  /** Demo popularity figure. */
  chat_count: number;
}
