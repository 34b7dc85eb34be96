import { describe, expect, it } from 'vitest';

import { searchPushSettings } from './search-push-settings';

const NOW = new Date('2026-05-10T03:00:00Z');
const KEY = 'a1b2c3d4e5f60718';
const settings = (argv: string[], env: Record<string, string> = {}) =>
  searchPushSettings(
    argv,
    { PUBLIC_ORIGIN: 'https://www.site.test', INDEXNOW_KEY: KEY, ...env },
    NOW,
  );

describe('the settings of npm run search-push', () => {
  it('default to the public origin, its sitemap, a state file and the engines set', () => {
    expect(settings([], { BAIDU_PUSH_TOKEN: 'edk7yc4rEZP9pDQD' })).toEqual({
      site: 'https://www.site.test',
      sitemapUrl: 'https://www.site.test/sitemap.xml',
      statePath: expect.stringMatching(/\/search-push-state\.json$/),
      maxUrls: 10_000,
      baidu: { token: 'edk7yc4rEZP9pDQD', endpoint: 'http://data.zz.baidu.com/urls' },
      indexNow: { key: KEY, endpoint: 'https://api.indexnow.org/indexnow' },
    });
  });

  it('take --since as a day, or as so many days before today', () => {
    expect(settings(['--since', '2026-05-01'])).toMatchObject({ since: '2026-05-01' });
    expect(settings(['--since', '2026-05-01T23:30:00+08:00'])).toMatchObject({
      since: '2026-05-01',
    });
    expect(settings(['--since', 'P2D'])).toMatchObject({ since: '2026-05-08' });
  });

  it('let an argument win over its variable', () => {
    expect(
      settings(['--site', 'https://other.test', '--max', '7'], { SEARCH_PUSH_MAX_URLS: '9' }),
    ).toMatchObject({ site: 'https://other.test', maxUrls: 7 });
  });

  it.each([
    [['--since', 'last week'], {}, /^--since must be an ISO date/],
    [['--max', '0'], {}, /^--max \(or SEARCH_PUSH_MAX_URLS\) must be a whole number from 1/],
    [
      ['--site', 'https://www.site.test/zh'],
      {},
      /^--site \(or PUBLIC_ORIGIN\) must be an http\(s\) origin/,
    ],
    [[], { INDEXNOW_KEY: 'short' }, /^INDEXNOW_KEY must be 8 to 128/],
    [[], { INDEXNOW_KEY: '' }, /^neither BAIDU_PUSH_TOKEN nor INDEXNOW_KEY is set/],
    [[], { PUBLIC_ORIGIN: '' }, /^--site \(or PUBLIC_ORIGIN\) is not set/],
    [['--sitemapp', 'x'], {}, /^Unknown option '--sitemapp'/],
  ] as const)('refuse %j %j in one line naming it', (argv, env, message) => {
    expect(() => settings([...argv], env)).toThrow(message);
  });
});
