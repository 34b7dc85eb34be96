import { describe, expect, it } from 'vitest';

import { serverTranslators } from './server-i18n';

describe('the server’s translators', () => {
  it('give each call with values its own text, the same each time it is asked', () => {
    const t = serverTranslators.zh;
    for (let round = 0; round < 2; round += 1) {
      expect(t('content:partners.chatWith', { name: '小蓝' })).toBe('和小蓝聊天');
      expect(t('content:partners.chatWith', { name: '小红' })).toBe('和小红聊天');
      expect(t('content:home.plays', { games: '小蓝' })).toBe('常玩：小蓝');
    }
    expect(serverTranslators.en('content:partners.chatWith', { name: '小蓝' })).not.toBe(
      '和小蓝聊天',
    );
  });

  it('tell values apart that only their joining could confuse', () => {
    const t = serverTranslators.zh;
    expect(t('content:home.plays', { games: 'a", "x": "y' })).toBe('常玩：a", "x": "y');
    expect(t('content:home.plays', { games: 'a', x: 'y' })).toBe('常玩：a');
  });
});
