import { beforeAll, describe, expect, it } from 'vitest';

import type {
  ActivityIndex,
  CharacterFigures,
  CharacterSquare,
  ChatRespond,
  HistoryMessages,
  HomeCharacters,
  ImToken,
  OfficialCharacterList,
  QuestInfo,
  Story,
  UserSession,
} from '../../../shared/api/types';
import { authHeaders, call, demoApiForThisFile, login } from '../../helpers/demo-api-calls';

const demo = demoApiForThisFile();
let session: UserSession;

beforeAll(async () => {
  session = await login(demo.url, '13500000001');
});

describe('partner lists', () => {
  it('lists official partners with their games and story/quest ids', async () => {
    const { body } = await call<OfficialCharacterList>(
      demo.url,
      '/api/character/get_official_character_list?page=1&page_size=4',
      { headers: { lan: 'en' } },
    );
    expect(body.error_code).toBe(0);
    expect(body.payload).toMatchObject({ total: 6, page_size: 4, has_more: true });
    const hoshino = body.payload.list[0];
    expect(hoshino).toMatchObject({ id: 1, name: 'Hoshino', is_official: true, story_id: 101 });
    expect(hoshino?.games.map((game) => game.name)).toContain('Genshin Impact');
    expect(hoshino?.greeting).toMatch(/There you are/);
  });

  it('filters the character square by tag key or label', async () => {
    const all = await call<CharacterSquare>(
      demo.url,
      '/api/character/legion_zone/pc_character_square',
      {
        body: { page: 1, page_size: 20 },
      },
    );
    expect(all.body.payload.total).toBe(8);
    expect(all.body.payload.tag).toBeNull();
    expect(all.body.payload.tags).toContainEqual({ key: 'builder', label: '建造达人' });

    const byKey = await call<CharacterSquare>(
      demo.url,
      '/api/character/legion_zone/pc_character_square',
      { body: { page: 1, page_size: 20, tag: 'builder' }, headers: { lan: 'ja' } },
    );
    expect(byKey.body.payload.list.map((character) => character.name)).toEqual(['ヤーヤ']);
    const byLabel = await call<CharacterSquare>(
      demo.url,
      '/api/character/legion_zone/pc_character_square',
      { body: { tag: 'Builder' } },
    );
    expect(byLabel.body.payload.tag).toBe('builder');
    expect(byLabel.body.payload.total).toBe(1);
    const unknown = await call<CharacterSquare>(
      demo.url,
      '/api/character/legion_zone/pc_character_square',
      { body: { tag: 'nope' } },
    );
    expect(unknown.body.payload).toMatchObject({ total: 0, tag: 'nope' });
  });

  it('answers the figures of all partners or of one', async () => {
    const all = await call<CharacterFigures>(
      demo.url,
      '/api/character/legion_zone/pc_character_figures',
    );
    expect(all.body.payload.list).toHaveLength(8);
    const one = await call<CharacterFigures>(
      demo.url,
      '/api/character/legion_zone/pc_character_figures?character_id=8',
      { headers: { lan: 'en' } },
    );
    expect(one.body.payload.list).toMatchObject([
      { character_id: 8, name: 'Rex', figure: '/api/visitor/media/character-figure/8.svg' },
    ]);
    const missing = await call(
      demo.url,
      '/api/character/legion_zone/pc_character_figures?character_id=9',
    );
    expect(missing.body).toMatchObject({ error_code: 40400, error_message: '伙伴不存在' });
  });
});

describe('stories and quests', () => {
  it('answers a story with 3 or more scenes by story id or partner id', async () => {
    const byCharacter = await call<Story>(demo.url, '/api/quest/story/scenes?character_id=3', {
      headers: { lan: 'en' },
    });
    expect(byCharacter.body.error_code).toBe(0);
    const story = byCharacter.body.payload;
    expect(story).toMatchObject({ id: 103, character_id: 3, title: 'The Last Circle' });
    expect(story.scenes.length).toBeGreaterThanOrEqual(3);
    expect(story.scenes.map((scene) => scene.index)).toEqual([1, 2, 3]);
    expect(story.scenes[0]?.choices[0]?.next_scene_id).toBe(story.scenes[1]?.id);
    expect(story.scenes[2]?.choices[0]?.next_scene_id).toBeNull();
    const line = story.scenes[0]?.lines.find((candidate) => candidate.speaker === 'character');
    expect(line?.name).toBe('Lu Chuan');

    const byId = await call<Story>(demo.url, '/api/quest/story/scenes?story_id=103');
    expect(byId.body.payload.title).toBe('最后一个圈');
    expect((await call(demo.url, '/api/quest/story/scenes')).body.error_code).toBe(40000);
    expect((await call(demo.url, '/api/quest/story/scenes?story_id=5')).body.error_code).toBe(
      40400,
    );
  });

  it('answers quest info by quest id or partner id', async () => {
    const { body } = await call<QuestInfo>(demo.url, '/api/quest/get_info?character_id=6', {
      headers: { lan: 'ja' },
    });
    expect(body.payload).toMatchObject({ id: 206, story_id: 106, title: '小さな建築家' });
    expect(body.payload.objectives).toHaveLength(3);
    const byId = await call<QuestInfo>(demo.url, '/api/quest/get_info?quest_id=206');
    expect(byId.body.payload.character_id).toBe(6);
    expect((await call(demo.url, '/api/quest/get_info?quest_id=1')).body.error_code).toBe(40400);
    expect((await call(demo.url, '/api/quest/get_info')).body.error_code).toBe(40000);
  });
});

describe('chat', () => {
  it('gives an IM token to logged-in users only', async () => {
    const ok = await call<ImToken>(demo.url, '/api/im/get_token?app_id=demo', {
      headers: authHeaders(session),
    });
    expect(ok.body.error_code).toBe(0);
    expect(ok.body.payload.im_token).toMatch(/^demo-im\./);
    const anonymous = await call(demo.url, '/api/im/get_token?app_id=demo');
    expect(anonymous.body.error_code).toBe(41001);
  });

  it('replies in the partner voice and language, and keeps the history', async () => {
    const headers = { ...authHeaders(session), lan: 'en' };
    const start = await call<HistoryMessages>(demo.url, '/api/im/history_messages', {
      body: { character_id: 2 },
      headers,
    });
    expect(start.body.payload.list).toHaveLength(1);
    expect(start.body.payload.list[0]).toMatchObject({ role: 'character', id: 'greeting-2' });

    const reply = await call<ChatRespond>(demo.url, '/api/quest/get_chat_respond', {
      body: { character_id: 2, message: 'Thanks for the tips!' },
      headers,
    });
    expect(reply.body.error_code).toBe(0);
    expect(reply.body.payload.user_message.content).toBe('Thanks for the tips!');
    expect(reply.body.payload.reply.role).toBe('character');
    expect(reply.body.payload.reply.content).toContain('Lingxiao');

    const chinese = await call<ChatRespond>(demo.url, '/api/quest/get_chat_respond', {
      body: { character_id: 2, message: '今天又输了，好难过' },
      headers: authHeaders(session),
    });
    expect(chinese.body.payload.reply.content).toMatch(/凌霄/);
    expect(chinese.body.payload.reply.content).toMatch(/[复盘休息发生]/);

    const history = await call<HistoryMessages>(demo.url, '/api/im/history_messages', {
      body: { character_id: 2, limit: 3 },
      headers,
    });
    expect(history.body.payload.list.map((message) => message.role)).toEqual([
      'character',
      'user',
      'character',
    ]);
    expect(history.body.payload.has_more).toBe(true);
    expect(history.body.payload.list[1]?.content).toBe('今天又输了，好难过');
  });

  it('varies replies by message and mentions named games', async () => {
    const headers = authHeaders(session);
    const replies = new Set<string>();
    for (const message of ['你好', '怎么上分？', '今天天气不错', '谢谢你', '我赢了！']) {
      const { body } = await call<ChatRespond>(demo.url, '/api/quest/get_chat_respond', {
        body: { character_id: 5, message },
        headers,
      });
      replies.add(body.payload.reply.content);
    }
    expect(replies.size).toBe(5);
    const gameTalk = await call<ChatRespond>(demo.url, '/api/quest/get_chat_respond', {
      body: { character_id: 5, message: '最近在玩艾尔登法环' },
      headers,
    });
    expect(gameTalk.body.payload.reply.content).toContain('艾尔登法环');
  });

  it('validates chat requests', async () => {
    const headers = authHeaders(session);
    const empty = await call(demo.url, '/api/quest/get_chat_respond', {
      body: { character_id: 1, message: '  ' },
      headers,
    });
    expect(empty.body).toMatchObject({ error_code: 40000, error_message: '消息不能为空' });
    const long = await call(demo.url, '/api/quest/get_chat_respond', {
      body: { character_id: 1, message: 'x'.repeat(501) },
      headers,
    });
    expect(long.body.error_code).toBe(40000);
    const unknown = await call(demo.url, '/api/quest/get_chat_respond', {
      body: { character_id: 42, message: 'hi' },
      headers,
    });
    expect(unknown.body.error_code).toBe(40400);
    const anonymous = await call(demo.url, '/api/quest/get_chat_respond', {
      body: { character_id: 1, message: 'hi' },
    });
    expect(anonymous.body.error_code).toBe(41001);
  });
});

describe('visitor pages', () => {
  it('answers the home characters', async () => {
    const { body } = await call<HomeCharacters>(demo.url, '/api/visitor/web/index/characters', {
      headers: { lan: 'en' },
    });
    expect(body.payload.title).toBe('Your own game partners');
    expect(body.payload.list).toHaveLength(8);
    expect(body.payload.list[0]).toMatchObject({ name: 'Hoshino', theme_color: '#7c9cff' });
    expect(body.payload.list[0]?.game_names).toContain('Minecraft');
  });

  it('answers banners and activities, ongoing first, with computed status', async () => {
    const { body } = await call<ActivityIndex>(demo.url, '/api/visitor/web/activity/index', {
      headers: { lan: 'ja' },
    });
    expect(body.payload.banners.length).toBeGreaterThanOrEqual(3);
    const { activities } = body.payload;
    expect(activities.length).toBeGreaterThanOrEqual(5);
    const statuses = activities.map((activity) => activity.status);
    expect(statuses[0]).toBe('ongoing');
    expect(statuses).toContain('upcoming');
    expect(statuses.at(-1)).toBe('ended');
    expect(activities[0]?.status_label).toBe('開催中');
    for (const activity of activities) {
      expect(Date.parse(activity.start_time)).toBeLessThan(Date.parse(activity.end_time));
    }
  });
});
