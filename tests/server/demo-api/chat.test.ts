import { beforeAll, describe, expect, it } from 'vitest';

import type { ChatRespond, UserSession } from '../../../shared/api/types';
import { authHeaders, call, demoApiForThisFile, login } from '../../helpers/demo-api-calls';

const demo = demoApiForThisFile();
let session: UserSession;

beforeAll(async () => {
  session = await login(demo.url, '13500000077');
});

/** Hoshino: Genshin Impact first, then Honkai: Star Rail and Minecraft. */
const GENSHIN_PARTNER = 1;
/** The other games of the demo data, as each language names them. */
const OTHER_GAMES = {
  zh: ['我的世界', '崩坏：星穹铁道', '王者荣耀', '艾尔登法环', '黑神话'],
  en: ['Minecraft', 'Star Rail', 'Honor of Kings', 'Elden Ring', 'Black Myth'],
  ja: ['マインクラフト', '崩壊：スターレイル', '王者栄耀', 'エルデンリング', '黒神話'],
};

async function ask(characterId: number, message: string, lan: string): Promise<string> {
  const { body } = await call<ChatRespond>(demo.url, '/api/quest/get_chat_respond', {
    body: { character_id: characterId, message },
    headers: { ...authHeaders(session), lan },
  });
  expect(body.error_code).toBe(0);
  return body.payload.reply.content;
}

describe('the demo partner stays in character', () => {
  it.each([
    ['zh', '这周深渊有什么建议吗？', '原神', /[\u4e00-\u9fff]{6}/],
    ['en', 'Any advice for the Abyss this week?', 'Genshin Impact', /^[\x20-\x7e\u2026]+$/],
    ['ja', '今週の深淵、何かアドバイスある？', '原神', /[\u3040-\u30ff]{3}/],
  ] as const)(
    'answers the same Genshin question in %s, naming Genshin and no other game',
    async (lan, question, genshin, script) => {
      for (let turn = 0; turn < 3; turn++) {
        const reply = await ask(GENSHIN_PARTNER, question, lan);
        expect(reply).toContain(genshin);
        expect(reply).toMatch(script);
        for (const other of OTHER_GAMES[lan]) expect(reply).not.toContain(other);
      }
    },
  );

  it('answers from the knowledge entry about a role the message names', async () => {
    expect(await ask(GENSHIN_PARTNER, '钟离该怎么用？', 'zh')).toContain('四人队伍怎么搭');
    expect(await ask(GENSHIN_PARTNER, 'How do I use Zhongli?', 'en')).toContain(
      'Building a four-person team',
    );
    expect(await ask(GENSHIN_PARTNER, '鍾離の使い方は？', 'ja')).toContain('4人パーティの組み方');
  });

  it('answers from the knowledge entry about a topic the message names', async () => {
    const reply = await ask(GENSHIN_PARTNER, 'I am a beginner, where do I start with resin?', 'en');
    expect(reply).toMatch(/Original Resin and daily commissions|Elemental reactions 101/);
  });

  it('says the same thing in more than one way', async () => {
    const replies = new Set<string>();
    for (let turn = 0; turn < 6; turn++) {
      replies.add(await ask(GENSHIN_PARTNER, '这周深渊有什么建议吗？', 'zh'));
    }
    expect(replies.size).toBeGreaterThan(1);
  });

  it('stays with its own game when asked about one it does not play', async () => {
    const reply = await ask(GENSHIN_PARTNER, 'Do you play Elden Ring?', 'en');
    expect(reply).toContain('Elden Ring');
    expect(reply).toContain('Genshin Impact');
  });
});
