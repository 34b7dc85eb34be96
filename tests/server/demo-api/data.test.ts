import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ACTIVITIES,
  ACTIVITIES_BY_ID,
  BANNERS,
  CHARACTERS,
  ENTITIES_BY_ID,
  entitiesOfGame,
  GAMES,
  GAMES_BY_ID,
  KNOWLEDGE,
  knowledgeOfGame,
  QUESTS_BY_ID,
  STORIES_BY_ID,
} from '../../../demo-api/data';
import { CHAT_INTENTS, CHAT_TEMPLATES } from '../../../demo-api/data/chat-templates';
import { CHARACTER_TAGS } from '../../../demo-api/data/labels';
import { type RunningDemoApi, startDemoApi } from '../../../demo-api/start-demo-api';
import { initials } from '../../../demo-api/svg';
import { LANGUAGES } from '../../../shared/i18n/languages';

const ALL_DATA = {
  GAMES,
  ENTITIES: [...ENTITIES_BY_ID.values()],
  KNOWLEDGE,
  CHARACTERS,
  STORIES: [...STORIES_BY_ID.values()],
  QUESTS: [...QUESTS_BY_ID.values()],
  ACTIVITIES,
  BANNERS,
  CHAT_TEMPLATES,
  CHARACTER_TAGS,
};

function isLocalized(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.join(',') === 'en,ja,zh';
}

/** Visits every nested value, calling `visit` with a readable path. */
function walk(value: unknown, path: string, visit: (value: unknown, path: string) => void): void {
  visit(value, path);
  if (isLocalized(value)) return;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) walk(item, `${path}[${index}]`, visit);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`, visit);
  }
}

describe('sample data', () => {
  it('has 12 games with at least 3 entities and 3 knowledge entries each', () => {
    expect(GAMES).toHaveLength(12);
    for (const game of GAMES) {
      expect(entitiesOfGame(game.id).length, game.name.en).toBeGreaterThanOrEqual(3);
      expect(knowledgeOfGame(game.id).length, game.name.en).toBeGreaterThanOrEqual(3);
    }
  });

  it('has 8 partners, each with a story of 3+ scenes and a quest', () => {
    expect(CHARACTERS).toHaveLength(8);
    for (const character of CHARACTERS) {
      const story = STORIES_BY_ID.get(character.story_id);
      expect(story?.character_id).toBe(character.id);
      expect(story?.scenes.length).toBeGreaterThanOrEqual(3);
      expect(QUESTS_BY_ID.get(character.quest_id)?.character_id).toBe(character.id);
      for (const gameId of character.game_ids) expect(GAMES_BY_ID.has(gameId)).toBe(true);
      for (const tag of character.tags) expect(CHARACTER_TAGS[tag]).toBeDefined();
    }
  });

  it('has partner greetings that name no time of day (the API cannot see the visitor clock)', () => {
    const timeOfDay = /早上好|中午好|下午好|晚上好|morning|afternoon|evening|おはよう|こんばんは/i;
    for (const character of CHARACTERS) {
      for (const lang of LANGUAGES) expect(character.greeting[lang]).not.toMatch(timeOfDay);
    }
  });

  it('has 5+ activities and banners that point at real activities', () => {
    expect(ACTIVITIES.length).toBeGreaterThanOrEqual(5);
    const linked = BANNERS.flatMap((banner) => banner.activity_id ?? []);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((id) => !ACTIVITIES_BY_ID.has(id))).toEqual([]);
  });

  it('links knowledge entries only to entities of the same game', () => {
    for (const entry of KNOWLEDGE) {
      for (const entityId of entry.entity_ids) {
        expect(ENTITIES_BY_ID.get(entityId)?.game_id, `knowledge ${entry.id}`).toBe(entry.game_id);
      }
    }
  });

  it('has every visible text in zh, en and ja', () => {
    const problems: string[] = [];
    let count = 0;
    walk(ALL_DATA, 'data', (value, path) => {
      if (!isLocalized(value)) return;
      count++;
      for (const lang of LANGUAGES) {
        const text = value[lang];
        if (typeof text !== 'string' || text.trim() === '') problems.push(`${path}.${lang}`);
      }
      // English text must not have been left in Chinese or Japanese.
      if (typeof value.en === 'string' && /[\u3040-\u30ff\u4e00-\u9fff]/.test(value.en)) {
        problems.push(`${path}.en is not English`);
      }
    });
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(900);
  });

  it('has a reply template for every chat intent', () => {
    for (const intent of CHAT_INTENTS) expect(CHAT_TEMPLATES[intent].length).toBeGreaterThan(0);
  });
});

describe('image references', () => {
  let demo: RunningDemoApi;
  beforeAll(async () => {
    demo = await startDemoApi();
  });
  afterAll(async () => {
    await demo.close();
  });

  it('every image path in the data is served', async () => {
    const paths = new Set<string>();
    walk(ALL_DATA, 'data', (value) => {
      if (typeof value === 'string' && value.startsWith('/api/visitor/media/')) paths.add(value);
    });
    expect(paths.size).toBeGreaterThan(150);
    const failures: string[] = [];
    for (const path of paths) {
      const response = await fetch(`${demo.url}${path}`);
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`${path} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('makes readable initials', () => {
    expect(initials('League of Legends')).toBe('LL');
    expect(initials('Honkai: Star Rail')).toBe('HS');
    expect(initials('Minecraft')).toBe('M');
    expect(initials('原神')).toBe('?');
  });
});
