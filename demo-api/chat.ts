/**
 * The demo chat partner, in character: it talks about its own game (the first of its games, or
 * another of its games the message names), in the visitor's language. When the message names a
 * role or a topic that game's knowledge entries cover, it answers from that entry; a question or
 * a request for advice gets an entry of the game to start with; anything else gets a template of
 * the message's intent. Templates are picked by a hash of the message and the conversation
 * length, so the same text need not get the same answer twice.
 */
import type { Lang } from '../shared/i18n/languages';
import { escapeRegExp } from '../shared/regexp-escape';
import { entitiesOfGame, GAMES, gamesOfCharacter, knowledgeOfGame } from './data';
import {
  ADVICE_TEMPLATES,
  KNOWLEDGE_TEMPLATES,
  OTHER_GAME_TEMPLATES,
  ROLE_TEMPLATES,
} from './data/chat-knowledge-templates';
import { CHAT_KEYWORDS, CHAT_TEMPLATES, type ChatIntent } from './data/chat-templates';
import type {
  CharacterRecord,
  EntityRecord,
  GameRecord,
  KnowledgeRecord,
  LocalizedText,
} from './data/types';
import { fill, pick } from './lang';
import { hashString, normalizeText, truncate } from './text';

export const MAX_CHAT_MESSAGE_LENGTH = 500;
const TOPIC_LENGTH = 20;

function containsWord(message: string, word: string): boolean {
  if (/^[a-z0-9' -]+$/.test(word)) {
    return new RegExp(`(^|[^a-z])${escapeRegExp(word)}s?($|[^a-z])`).test(message);
  }
  return message.includes(word);
}

function namesGame(normalized: string, game: GameRecord): boolean {
  return Object.values(game.name).some((name) => normalized.includes(normalizeText(name)));
}

/** The first game (any language) the message names, preferring the partner's own games. */
export function mentionedGame(message: string, character: CharacterRecord): GameRecord | undefined {
  const normalized = normalizeText(message);
  return (
    gamesOfCharacter(character).find((game) => namesGame(normalized, game)) ??
    GAMES.find((game) => namesGame(normalized, game))
  );
}

/** The partner's own game: the first of its games in the demo data. */
export function ownGame(character: CharacterRecord): GameRecord | undefined {
  return gamesOfCharacter(character)[0];
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

/** Words too common in the entries' titles to say what a message is about. */
const COMMON_WORDS = new Set(['with', 'your', 'from', 'that', 'this', 'what', 'first', 'guide']);

/**
 * The terms that name a topic: the entry's tags, and its title cut at punctuation and
 * conjunctions (Latin words of four letters or more, other runs of two characters or more).
 */
function topicTerms(entry: KnowledgeRecord): string[] {
  const texts: LocalizedText[] = [...entry.tags, entry.title];
  return texts.flatMap((text) =>
    Object.values(text).flatMap((value) =>
      normalizeText(value)
        .split(/[\s,，、。·・:：()（）/「」"'-]+|与|和|と|の|\band\b/)
        .filter((term) =>
          /^[a-z0-9]+$/.test(term)
            ? term.length >= 4 && !COMMON_WORDS.has(term) && !/^\d+$/.test(term)
            : Array.from(term).length >= 2,
        ),
    ),
  );
}

function nameOf(text: LocalizedText, normalized: string): boolean {
  return Object.values(text).some((name) => containsWord(normalized, normalizeText(name)));
}

interface KnownSubject {
  /** What the message named, in the reply's language. */
  subject: LocalizedText;
  entry?: KnowledgeRecord;
  role?: EntityRecord;
}

/** The role or topic of `game` the message names, with the knowledge entry about it. */
export function knownSubject(message: string, game: GameRecord): KnownSubject | undefined {
  const normalized = normalizeText(message);
  const entries = knowledgeOfGame(game.id);
  const role = entitiesOfGame(game.id).find((entity) => nameOf(entity.name, normalized));
  if (role) {
    const entry = entries.find((candidate) => candidate.entity_ids.includes(role.id));
    return { subject: role.name, entry, role };
  }
  for (const entry of entries) {
    const term = topicTerms(entry).find((candidate) => containsWord(normalized, candidate));
    if (term === undefined) continue;
    const tag = entry.tags.find((text) =>
      Object.values(text).some((value) => normalizeText(value) === term),
    );
    return { subject: tag ?? entry.title, entry };
  }
  return undefined;
}

function choose<T>(items: readonly T[], seed: number): T | undefined {
  return items[seed % items.length];
}

/** The reply's template and its values, before the language is picked. */
function replyPlan(
  character: CharacterRecord,
  message: string,
  seed: number,
): {
  template: LocalizedText | undefined;
  intent: ChatIntent;
  values: Record<string, LocalizedText>;
} {
  const mentioned = mentionedGame(message, character);
  const own = gamesOfCharacter(character);
  const game = mentioned && own.includes(mentioned) ? mentioned : ownGame(character);
  const intent = detectIntent(message, mentioned !== undefined);
  if (!game) return { template: choose(CHAT_TEMPLATES[intent], seed), intent, values: {} };
  const values: Record<string, LocalizedText> = { game: game.name };

  if (mentioned && !own.includes(mentioned)) {
    return {
      template: choose(OTHER_GAME_TEMPLATES, seed),
      intent,
      values: { ...values, other: mentioned.name },
    };
  }
  const known = knownSubject(message, game);
  if (known?.entry) {
    return {
      template: choose(KNOWLEDGE_TEMPLATES, seed),
      intent,
      values: {
        ...values,
        subject: known.subject,
        title: known.entry.title,
        summary: known.entry.summary,
      },
    };
  }
  if (known?.role) {
    return {
      template: choose(ROLE_TEMPLATES, seed),
      intent,
      values: { ...values, subject: known.subject, summary: known.role.summary },
    };
  }
  const entry = choose(knowledgeOfGame(game.id), seed);
  if ((intent === 'help' || intent === 'question') && entry) {
    return {
      template: choose(ADVICE_TEMPLATES, seed),
      intent,
      values: { ...values, title: entry.title, summary: entry.summary },
    };
  }
  return { template: choose(CHAT_TEMPLATES[intent], seed), intent, values };
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
  const seed = hashString(message) + turn;
  const { template, intent, values } = replyPlan(character, message, seed);
  const localized = Object.fromEntries(
    Object.entries(values).map(([key, text]) => [key, pick(text, lang)]),
  );
  const text = fill(template ? pick(template, lang) : '', {
    name: pick(character.name, lang),
    game: '',
    ...localized,
    topic: truncate(message.trim().replace(/\s+/g, ' '), TOPIC_LENGTH),
  });
  const withCatchphrase = seed % 3 === 0 && intent !== 'thanks';
  return withCatchphrase ? `${text} ${pick(character.catchphrase, lang)}` : text;
}
