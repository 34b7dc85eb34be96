import { describe, expect, it } from 'vitest';

import { character, characterFigures, questInfo, story } from './characters';
import { MAX_LIST_ITEMS } from './fields';
import { gameDetail, gameEntityDetail, gameList, knowledgeSearchResult } from './games';
import { activityIndex, homeCharacters } from './visitor';

const game = {
  id: 1,
  name: 'Star Rail',
  cover: '/media/cover.svg',
  genre: 'RPG',
  rating: 9.1,
  summary: 'A space fantasy.',
};

const detail = {
  ...game,
  banner: '/media/banner.svg',
  icon: '/media/icon.svg',
  tags: ['turn-based'],
  release_year: 2023,
  platforms: ['PC'],
  description: 'Long text.',
  developer: 'Studio',
  publisher: 'Publisher',
  entities: [
    {
      id: 101,
      name: 'Kafka',
      type: 'character',
      type_label: 'Character',
      avatar: '/media/kafka.svg',
      summary: 'Stellaron Hunter.',
    },
  ],
  knowledge: [],
  partners: [],
};

/** The same payload with `extra` added to every object in it. */
function withExtra(value: unknown, extra: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => withExtra(item, extra));
  if (typeof value !== 'object' || value === null) return value;
  const copy = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, withExtra(child, extra)]),
  );
  return { ...copy, ...extra };
}

describe('payload schemas keep only what the pages use', () => {
  it('drops unknown fields at every depth', () => {
    const payload = withExtra(
      { ...detail, entity_count: 3, knowledge_count: 0 },
      { internal_note: 'SECRET-FIELD-123' },
    );
    const parsed = gameDetail.parse(payload);
    expect(parsed).toEqual(detail);
    expect(JSON.stringify(parsed)).not.toContain('SECRET-FIELD-123');
  });

  it('drops the fields of a partner the pages never show', () => {
    const official = {
      id: 1,
      name: 'Aki',
      cover: '/media/aki.svg',
      tagline: 'Hi',
      tags: [],
      chat_count: 12,
      personality: 'Calm',
      description: 'Text',
      games: [{ ...game, icon: '/media/icon.svg', platforms: ['PC'] }],
      avatar: '/media/avatar.svg',
      greeting: 'Hello',
      story_id: 7,
      quest_id: 8,
      is_official: true,
      game_ids: [1],
    };
    expect(character.parse(official)).toEqual({
      id: 1,
      name: 'Aki',
      cover: '/media/aki.svg',
      tagline: 'Hi',
      tags: [],
      chat_count: 12,
      personality: 'Calm',
      description: 'Text',
      games: [game],
    });
  });
});

describe('payload schemas fill what a page can do without', () => {
  it('reads missing or null text and lists as empty', () => {
    const parsed = gameDetail.parse({
      ...detail,
      summary: null,
      tags: undefined,
      description: undefined,
      entities: null,
      knowledge: undefined,
      partners: undefined,
      platforms: null,
    });
    expect(parsed).toMatchObject({
      summary: '',
      tags: [],
      description: '',
      entities: [],
      knowledge: [],
      partners: [],
      platforms: [],
    });
  });

  it('reads a banner without an activity as pointing nowhere', () => {
    const parsed = activityIndex.parse({
      banners: [{ id: 1, title: 'Spring', image: '/media/b.svg' }],
      activities: [],
    });
    expect(parsed.banners[0]).toEqual({
      id: 1,
      title: 'Spring',
      subtitle: '',
      image: '/media/b.svg',
      activity_id: null,
    });
  });

  it('accepts a kind of game entity added upstream: the page shows its label', () => {
    const parsed = gameEntityDetail.safeParse({
      ...detail.entities[0],
      type: 'vehicle',
      type_label: 'Vehicle',
      cover: '/media/c.svg',
      game,
    });
    expect(parsed.success).toBe(true);
  });
});

describe('payload schemas refuse what a page cannot show', () => {
  it.each([
    ['no payload', null, []],
    ['a name that is a number', { ...detail, name: 42 }, ['name']],
    ['a list that is not a list', { ...detail, entities: 'nope' }, ['entities']],
    ['an id that is not a whole number', { ...detail, id: 1.5 }, ['id']],
    ['a related record of the wrong shape', { ...detail, partners: [{ id: 'x' }] }, ['partners']],
  ])('a game detail with %s', (_name, payload, path) => {
    const parsed = gameDetail.safeParse(payload);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path.slice(0, path.length)).toEqual(path);
  });

  it('a list page payload whose list is not a list', () => {
    expect(homeCharacters.safeParse({ title: 'Partners', list: 'nope' }).success).toBe(false);
    expect(characterFigures.safeParse({ list: 'nope' }).success).toBe(false);
  });

  it('a value the page translates or links by, that it does not know', () => {
    const quest = { title: 'Q', objectives: [], rewards: [] };
    expect(questInfo.safeParse({ ...quest, status: 'in_progress' }).success).toBe(true);
    expect(questInfo.safeParse({ ...quest, status: 'paused' }).success).toBe(false);
    const line = { speaker: 'ghost', name: '', text: 'Boo' };
    const scene = { id: 1, index: 1, title: 'S', background: '/b.svg', lines: [line] };
    expect(story.safeParse({ title: 'T', cover: '/c.svg', scenes: [scene] }).success).toBe(false);
    const hit = { key: 'x-1', hit_type: 'video', id: 1, game_id: 1, title: 'T', image: '/i.svg' };
    expect(knowledgeSearchResult.safeParse({ list: [hit], total: 1 }).success).toBe(false);
  });
});

describe('list bounds', () => {
  it('cuts an oversized list to what a page shows, before checking its items', () => {
    const list = Array.from({ length: 50_000 }, (_, index) => ({ ...game, id: index + 1 }));
    const parsed = gameList.parse({ list, total: list.length });
    expect(parsed.list).toHaveLength(MAX_LIST_ITEMS);
    expect(parsed.list.at(-1)!.id).toBe(MAX_LIST_ITEMS);
    // Items past the cap are never looked at, so broken ones there cost nothing.
    const broken = [...list.slice(0, MAX_LIST_ITEMS), ...Array(150_000).fill({ id: 'x' })];
    expect(gameList.parse({ list: broken, total: 0 }).list).toHaveLength(MAX_LIST_ITEMS);
    // A broken item within the cap still fails the whole list.
    expect(() => gameList.parse({ list: [{ id: 'x' }], total: 1 })).toThrow();
  });

  it('cuts nested lists too', () => {
    const parsed = gameDetail.parse({ ...detail, tags: Array(5000).fill('tag') });
    expect(parsed.tags).toHaveLength(MAX_LIST_ITEMS);
  });
});
