/**
 * The root paths' language, decided by one detector: the edge's preference first, then the
 * `locale` cookie, then Accept-Language by weight, a regional tag counting for its language.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

async function landing(path: string, headers: Record<string, string>, ua = DESKTOP_UA) {
  const response = await request(testApp.app)
    .get(path)
    .set({ 'User-Agent': ua, ...headers });
  return response.status === 302 ? String(response.headers.location) : String(response.status);
}

describe('the root paths’ language', () => {
  it.each([
    ['a regional cookie', { Cookie: 'locale=en-US' }, '/en'],
    ['a regional Accept-Language', { 'Accept-Language': 'ja-JP,en;q=0.8' }, '/ja'],
    ['Accept-Language by weight', { 'Accept-Language': 'en;q=0.5,ja-JP;q=0.9' }, '/ja'],
    [
      'a regional tag before its weightier language',
      { 'Accept-Language': 'en-US,ja;q=0.9' },
      '/en',
    ],
    [
      'the cookie before Accept-Language',
      { Cookie: 'locale=ja', 'Accept-Language': 'en-US,en;q=0.9' },
      '/ja',
    ],
    [
      'the edge’s preference before the cookie',
      { 'X-Language-Preference': 'zh', Cookie: 'locale=en', 'Accept-Language': 'ja' },
      '200',
    ],
    ['the edge’s preference alone', { 'X-Language-Preference': 'ja', Cookie: 'locale=en' }, '/ja'],
    ['no language the site has', { 'Accept-Language': 'fr-FR,de;q=0.9' }, '200'],
  ])('follows %s', async (_name, headers, expected) => {
    expect(await landing('/', headers)).toBe(expected);
  });

  it('gives each visitor the language of their own cookie and headers, asked in turn', async () => {
    const visitors: [Record<string, string>, string][] = [
      [{ Cookie: 'locale=en', 'Accept-Language': 'ja' }, '/en'],
      [{ 'Accept-Language': 'ja' }, '/ja'],
      [{ Cookie: 'locale=en' }, '/en'],
      [{ Cookie: 'locale=ja', 'Accept-Language': 'en' }, '/ja'],
      [{ 'X-Language-Preference': 'zh', 'Accept-Language': 'ja' }, '200'],
      [{ 'Accept-Language': 'ja' }, '/ja'],
      [{}, '200'],
    ];
    for (const round of [1, 2]) {
      for (const [headers, expected] of visitors) {
        expect(await landing('/', headers), `round ${round}: ${JSON.stringify(headers)}`).toBe(
          expected,
        );
      }
    }
  });

  it.each([
    ['a phone on /', '/', MOBILE_UA, '/en/m?channel=bilibili&track_id=T1'],
    ['a pc on /m', '/m', DESKTOP_UA, '/en?channel=bilibili&track_id=T1'],
  ])(
    'sends %s straight to its device’s tree in one bodiless redirect',
    async (_name, path, ua, to) => {
      const response = await request(testApp.app)
        .get(`${path}?channel=bilibili&track_id=T1`)
        .set({ 'User-Agent': ua, 'Accept-Language': 'en-US,en;q=0.9' });
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe(to);
      expect(String(response.headers.vary)).toMatch(/User-Agent/i);
      // Nothing a phone waits for beyond the headers.
      expect(response.headers['content-length']).toBe('0');
      expect(String(response.headers.vary).split(/,\s*/)).not.toContain('Accept');
      const landing = await request(testApp.app).get(to).set({ 'User-Agent': ua });
      expect(landing.status).toBe(200);
    },
  );

  it('sets no cookie on a redirect', async () => {
    const response = await request(testApp.app)
      .get('/m')
      .set({ 'User-Agent': MOBILE_UA, 'Accept-Language': 'ja-JP,en;q=0.8' });
    expect(response.headers.location).toBe('/ja/m');
    expect(response.headers['set-cookie'] ?? []).not.toContainEqual(
      expect.stringMatching(/^locale=/),
    );
  });
});
