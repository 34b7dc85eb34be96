/**
 * Knowledge search: game names (and genre/tags), entity names (and tags), knowledge titles,
 * summaries, content and tags, in the request language AND Chinese. Roles and knowledge entries
 * also match by their game's name, so searching a game finds its roles and guides too. Every
 * whitespace-separated term must occur; hits whose title contains the keyword come first, then
 * games, entities and knowledge entries in that order.
 */
import type { KnowledgeSearchHit, KnowledgeSearchHitType } from '../shared/api/types';
import type { Lang } from '../shared/i18n/languages';
import { ENTITIES, GAMES, GAMES_BY_ID, KNOWLEDGE } from './data';
import type { GameRecord, LocalizedText } from './data/types';
import { pick, pickAll } from './lang';
import { normalizeText } from './text';

export const MAX_KEYWORD_LENGTH = 50;

interface Indexed {
  type: KnowledgeSearchHitType;
  id: number;
  order: number;
  title: LocalizedText;
  /** Every searchable text, title included. */
  texts: LocalizedText[];
  toHit(lang: Lang): KnowledgeSearchHit;
}

const TYPE_ORDER: Record<KnowledgeSearchHitType, number> = { game: 0, entity: 1, knowledge: 2 };

function gameOf(gameId: number): GameRecord {
  const game = GAMES_BY_ID.get(gameId);
  if (!game) throw new Error(`Demo data: unknown game ${gameId}`);
  return game;
}

const INDEX: readonly Indexed[] = [
  ...GAMES.map((game): Indexed => ({
    type: 'game',
    id: game.id,
    order: TYPE_ORDER.game,
    title: game.name,
    texts: [game.name, game.genre, ...game.tags],
    toHit: (lang) => ({
      key: `game-${game.id}`,
      hit_type: 'game',
      id: game.id,
      game_id: game.id,
      game_name: pick(game.name, lang),
      title: pick(game.name, lang),
      summary: pick(game.summary, lang),
      image: game.cover,
      tags: pickAll(game.tags, lang),
    }),
  })),
  ...ENTITIES.map((entity): Indexed => {
    const game = gameOf(entity.game_id);
    return {
      type: 'entity',
      id: entity.id,
      order: TYPE_ORDER.entity,
      title: entity.name,
      texts: [entity.name, ...entity.tags, game.name],
      toHit: (lang) => ({
        key: `entity-${entity.id}`,
        hit_type: 'entity',
        id: entity.id,
        game_id: entity.game_id,
        game_name: pick(game.name, lang),
        title: pick(entity.name, lang),
        summary: pick(entity.summary, lang),
        image: entity.avatar,
        tags: pickAll(entity.tags, lang),
        entity_type: entity.type,
      }),
    };
  }),
  ...KNOWLEDGE.map((entry): Indexed => {
    const game = gameOf(entry.game_id);
    return {
      type: 'knowledge',
      id: entry.id,
      order: TYPE_ORDER.knowledge,
      title: entry.title,
      texts: [entry.title, entry.summary, entry.content, ...entry.tags, game.name],
      toHit: (lang) => ({
        key: `knowledge-${entry.id}`,
        hit_type: 'knowledge',
        id: entry.id,
        game_id: entry.game_id,
        game_name: pick(game.name, lang),
        title: pick(entry.title, lang),
        summary: pick(entry.summary, lang),
        image: game.cover,
        tags: pickAll(entry.tags, lang),
        content: pick(entry.content, lang),
      }),
    };
  }),
];

/** The trimmed keyword, at most 50 characters. */
export function cleanKeyword(raw: string | undefined): string {
  return Array.from((raw ?? '').trim())
    .slice(0, MAX_KEYWORD_LENGTH)
    .join('')
    .trim();
}

function languagesFor(lang: Lang): Lang[] {
  return lang === 'zh' ? ['zh'] : [lang, 'zh'];
}

/** Every hit for `keyword`, best first; empty for an empty keyword. */
export function searchKnowledge(keyword: string, lang: Lang): KnowledgeSearchHit[] {
  const normalized = normalizeText(cleanKeyword(keyword));
  const terms = normalized.split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const languages = languagesFor(lang);

  const matches: { item: Indexed; titleMatch: boolean }[] = [];
  for (const item of INDEX) {
    const found = languages.some((language) => {
      const haystack = normalizeText(item.texts.map((text) => text[language]).join('\n'));
      return terms.every((term) => haystack.includes(term));
    });
    if (!found) continue;
    const titleMatch = languages.some((language) =>
      normalizeText(item.title[language]).includes(normalized),
    );
    matches.push({ item, titleMatch });
  }
  matches.sort(
    (a, b) =>
      Number(b.titleMatch) - Number(a.titleMatch) ||
      a.item.order - b.item.order ||
      a.item.id - b.item.id,
  );
  return matches.map(({ item }) => item.toHit(lang));
}

/** Games whose name, genre or tags contain `keyword` (request language and Chinese). */
export function matchesGameKeyword(game: GameRecord, keyword: string, lang: Lang): boolean {
  const needle = normalizeText(keyword);
  return languagesFor(lang).some((language) =>
    [game.name, game.genre, ...game.tags].some((text) =>
      normalizeText(text[language]).includes(needle),
    ),
  );
}
