import { describe, expect, it } from 'vitest';

import type {
  GameDetail,
  GameEntityDetail,
  GameEntityList,
  GameList,
  KnowledgeSearchResult,
} from '../../../shared/api/types';
import { call, demoApiForThisFile } from '../../helpers/demo-api-calls';

const demo = demoApiForThisFile();

describe('game list', () => {
  it('pages through the 12 games', async () => {
    const first = await call<GameList>(demo.url, '/api/visitor/game/list?page=1&page_size=5');
    expect(first.body.error_code).toBe(0);
    expect(first.body.payload).toMatchObject({ total: 12, page: 1, page_size: 5, has_more: true });
    expect(first.body.payload.list).toHaveLength(5);
    expect(first.body.payload.list[0]).toMatchObject({
      id: 1,
      name: '原神',
      cover: '/api/visitor/media/game/1.svg',
    });
    const last = await call<GameList>(demo.url, '/api/visitor/game/list?page=3&page_size=5');
    expect(last.body.payload.list).toHaveLength(2);
    expect(last.body.payload.has_more).toBe(false);
    const defaults = await call<GameList>(demo.url, '/api/visitor/game/list?page=x&page_size=-3');
    expect(defaults.body.payload).toMatchObject({ page: 1, page_size: 1 });
  });

  it('answers in the language of the lan header', async () => {
    const names = async (lan?: string) => {
      const headers: Record<string, string> = lan ? { lan } : {};
      const { body } = await call<GameList>(demo.url, '/api/visitor/game/list?page_size=3', {
        headers,
      });
      return body.payload.list.map((game) => game.name);
    };
    expect(await names()).toEqual(['原神', '王者荣耀', '英雄联盟']);
    expect(await names('zh')).toEqual(['原神', '王者荣耀', '英雄联盟']);
    expect(await names('en')).toEqual(['Genshin Impact', 'Honor of Kings', 'League of Legends']);
    expect(await names('ja')).toEqual(['原神', '王者栄耀', 'リーグ・オブ・レジェンド']);
    expect(await names('de')).toEqual(['原神', '王者荣耀', '英雄联盟']);
  });

  it('filters by keyword in the request language and in Chinese', async () => {
    const english = await call<GameList>(demo.url, '/api/visitor/game/list?keyword=elden', {
      headers: { lan: 'en' },
    });
    expect(english.body.payload.list.map((game) => game.id)).toEqual([11]);
    const chineseFromEnglish = await call<GameList>(
      demo.url,
      `/api/visitor/game/list?keyword=${encodeURIComponent('我的世界')}`,
      { headers: { lan: 'en' } },
    );
    expect(chineseFromEnglish.body.payload.list).toMatchObject([{ id: 12, name: 'Minecraft' }]);
  });
});

describe('game detail', () => {
  it('answers the game with its entities, knowledge and partners', async () => {
    const { body } = await call<GameDetail>(demo.url, '/api/visitor/game/detail?game_id=1', {
      headers: { lan: 'en' },
    });
    expect(body.error_code).toBe(0);
    const game = body.payload;
    expect(game).toMatchObject({
      id: 1,
      name: 'Genshin Impact',
      developer: 'HoYoverse',
      release_year: 2020,
      banner: '/api/visitor/media/game-banner/1.svg',
    });
    expect(game.entities.length).toBeGreaterThanOrEqual(3);
    expect(game.entity_count).toBe(game.entities.length);
    expect(game.knowledge.length).toBeGreaterThanOrEqual(3);
    expect(game.knowledge[0]?.content).toContain('Vaporize');
    expect(game.partners.map((partner) => partner.name)).toContain('Hoshino');
  });

  it('answers 40400 with a localized message for an unknown game', async () => {
    const zh = await call(demo.url, '/api/visitor/game/detail?game_id=999');
    expect(zh.status).toBe(200);
    expect(zh.body).toEqual({ error_code: 40400, error_message: '游戏不存在', payload: null });
    const ja = await call(demo.url, '/api/visitor/game/detail?game_id=999', {
      headers: { lan: 'ja' },
    });
    expect(ja.body.error_message).toBe('ゲームが見つかりません');
  });

  it('answers 40000 for a missing or malformed id', async () => {
    for (const query of ['', '?game_id=', '?game_id=abc', '?game_id=-1', '?game_id=1.5']) {
      const { body } = await call(demo.url, `/api/visitor/game/detail${query}`);
      expect(body).toMatchObject({ error_code: 40000, error_message: '参数错误：game_id' });
    }
  });
});

describe('game entities', () => {
  it('lists the entities of a game, optionally by type', async () => {
    const all = await call<GameEntityList>(demo.url, '/api/visitor/game/entity/list?game_id=5');
    expect(all.body.payload.total).toBeGreaterThanOrEqual(3);
    expect(all.body.payload.game.name).toBe('黑神话：悟空');
    const bosses = await call<GameEntityList>(
      demo.url,
      '/api/visitor/game/entity/list?game_id=5&type=boss',
      { headers: { lan: 'en' } },
    );
    expect(bosses.body.payload.list).toMatchObject([
      { id: 502, name: 'Tiger Vanguard', type: 'boss', type_label: 'Boss' },
    ]);
    const badType = await call(demo.url, '/api/visitor/game/entity/list?game_id=5&type=dragon');
    expect(badType.body.error_code).toBe(40000);
    const unknownGame = await call(demo.url, '/api/visitor/game/entity/list?game_id=77');
    expect(unknownGame.body.error_code).toBe(40400);
  });

  it('answers an entity with attributes, its game, related entities and knowledge', async () => {
    const { body } = await call<GameEntityDetail>(
      demo.url,
      '/api/visitor/game/entity/detail?entity_id=103',
      { headers: { lan: 'ja' } },
    );
    expect(body.error_code).toBe(0);
    expect(body.payload).toMatchObject({ id: 103, name: '鍾離', game: { id: 1, name: '原神' } });
    expect(body.payload.attributes).toContainEqual({ label: '元素', value: '岩' });
    expect(body.payload.related.map((entity) => entity.id)).not.toContain(103);
    expect(body.payload.knowledge.map((entry) => entry.id)).toEqual([103]);
    const missing = await call(demo.url, '/api/visitor/game/entity/detail?entity_id=99999', {
      headers: { lan: 'en' },
    });
    expect(missing.body).toEqual({
      error_code: 40400,
      error_message: 'Role or item not found',
      payload: null,
    });
  });
});

describe('knowledge search', () => {
  const search = (keyword: string, lan = 'zh', extra = '') =>
    call<KnowledgeSearchResult>(
      demo.url,
      `/api/visitor/game/knowledge/search?keyword=${encodeURIComponent(keyword)}${extra}`,
      { headers: { lan } },
    );

  it('finds games, entities and knowledge entries, title matches first', async () => {
    const { body } = await search('原神');
    expect(body.error_code).toBe(0);
    expect(body.payload.keyword).toBe('原神');
    expect(body.payload.list[0]).toMatchObject({ key: 'game-1', hit_type: 'game', id: 1 });
    // A game's name also finds its roles and guides.
    const types = new Set(body.payload.list.map((hit) => hit.hit_type));
    expect(types).toEqual(new Set(['game', 'entity', 'knowledge']));
    expect(body.payload.list.every((hit) => hit.game_id === 1)).toBe(true);

    const zhongli = await search('钟离');
    const keys = zhongli.body.payload.list.map((hit) => hit.key);
    expect(keys[0]).toBe('entity-103');
    expect(keys).toContain('knowledge-103');
    const knowledgeHit = zhongli.body.payload.list.find((hit) => hit.hit_type === 'knowledge');
    expect(knowledgeHit?.content).toContain('钟离');
  });

  it('searches the request language and Chinese, case- and width-insensitively', async () => {
    const english = await search('RESIN', 'en');
    expect(english.body.payload.list.map((hit) => hit.key)).toContain('knowledge-102');
    expect(english.body.payload.list[0]?.title).toBe('Original Resin and daily commissions');
    const chineseInEnglish = await search('树脂', 'en');
    expect(chineseInEnglish.body.payload.list[0]?.title).toBe(
      'Original Resin and daily commissions',
    );
    const fullWidth = await search('ＲＥＳＩＮ', 'en');
    expect(fullWidth.body.payload.total).toBe(english.body.payload.total);
    const japanese = await search('パリィ', 'ja');
    expect(japanese.body.payload.list.map((hit) => hit.key)).toContain('knowledge-401');
  });

  it('requires every term of a multi-word keyword', async () => {
    const both = await search('Baron drakes', 'en');
    expect(both.body.payload.list.map((hit) => hit.key)).toEqual(['knowledge-303']);
  });

  it('pages results', async () => {
    const all = await search('新手');
    expect(all.body.payload.total).toBeGreaterThan(5);
    const page2 = await search('新手', 'zh', '&page=2&page_size=5');
    expect(page2.body.payload).toMatchObject({ page: 2, page_size: 5 });
    expect(page2.body.payload.list[0]).toEqual(all.body.payload.list[5]);
  });

  it('answers an empty result for an empty keyword or no match', async () => {
    for (const keyword of ['', '   ']) {
      const { body } = await search(keyword);
      expect(body).toEqual({
        error_code: 0,
        error_message: '成功',
        payload: { list: [], total: 0, page: 1, page_size: 20, has_more: false, keyword: '' },
      });
    }
    const none = await search('zzzz-no-such-thing');
    expect(none.body.payload.total).toBe(0);
    const missingParam = await call<KnowledgeSearchResult>(
      demo.url,
      '/api/visitor/game/knowledge/search',
    );
    expect(missingParam.body.payload.total).toBe(0);
  });
});
