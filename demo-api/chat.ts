/**
 * The demo chat partner: picks an intent from keywords in the message (any of the three
 * languages), a template of that intent by a hash of the message and the conversation length,
 * and fills in the partner's name, a game and a quote of the message.
 */
import type { Lang } from '../shared/i18n/languages';
import { GAMES, GAMES_BY_ID } from './data';
import { CHAT_KEYWORDS, CHAT_TEMPLATES, type ChatIntent } from './data/chat-templates';
import type { CharacterRecord, GameRecord } from './data/types';
import { fill, pick } from './lang';
import { hashString, normalizeText, truncate } from './text';

export const MAX_CHAT_MESSAGE_LENGTH = 500;
const TOPIC_LENGTH = 20;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function containsWord(message: string, word: string): boolean {
  if (/^[a-z]+$/.test(word)) return new RegExp(`\\b${escapeRegExp(word)}\\b`).test(message);
  return message.includes(word);
}

/** The first game (any language) the message names, preferring the partner's own games. */
export function mentionedGame(message: string, character: CharacterRecord): GameRecord | undefined {
  const normalized = normalizeText(message);
  const named = (game: GameRecord) =>
    Object.values(game.name).some((name) => normalized.includes(normalizeText(name)));
  const own = character.game_ids.flatMap((id) => {
    const game = GAMES_BY_ID.get(id);
    return game ? [game] : [];
  });
  return own.find(named) ?? GAMES.find(named);
}

export function detectIntent(message: string, gameMentioned: boolean): ChatIntent {
  const normalized = normalizeText(message);
  for (const { intent, words } of CHAT_KEYWORDS) {
    if (words.some((word) => containsWord(normalized, word))) return intent;
  }
  if (gameMentioned) return 'game';
  if (/[?？]\s*$|[吗呢]\s*$|か\s*$/.test(normalized)) return 'question';
  return 'other';
}

/**
 * A reply in the partner's voice. `turn` (how many messages the conversation has) varies the
 * template, so sending the same text twice need not get the same answer.
 */
export function composeReply(
  character: CharacterRecord,
  message: string,
  lang: Lang,
  turn: number,
): string {
  const game = mentionedGame(message, character);
  const intent = detectIntent(message, game !== undefined);
  const templates = CHAT_TEMPLATES[intent];
  const seed = hashString(message) + turn;
  const template = templates[seed % templates.length] ?? templates[0];
  const fallbackGameId = character.game_ids[seed % character.game_ids.length];
  const fallbackGame = fallbackGameId === undefined ? undefined : GAMES_BY_ID.get(fallbackGameId);
  const gameName = game ?? fallbackGame;
  const text = fill(template ? pick(template, lang) : '', {
    name: pick(character.name, lang),
    game: gameName ? pick(gameName.name, lang) : '',
    topic: truncate(message.trim().replace(/\s+/g, ' '), TOPIC_LENGTH),
  });
  const withCatchphrase = seed % 3 === 0 && intent !== 'thanks';
  return withCatchphrase ? `${text} ${pick(character.catchphrase, lang)}` : text;
}
