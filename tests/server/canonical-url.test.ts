/**
 * One URL per page: a path with a trailing slash, or spelled in another case than the route
 * manifest's, answers 301 to the manifest's form (query kept) instead of a duplicate that names
 * itself canonical; a path no page has stays a 404.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const get = (path: string, ua = DESKTOP_UA) =>
  request(testApp.app).get(path).set('User-Agent', ua).set('Cookie', 'locale=zh');

describe('one URL per page: no trailing slash', () => {
  it.each([
    ['/activity/', '/activity'],
    ['/activity/?channel=x&track_id=7', '/activity?channel=x&track_id=7'],
    ['/en/game-partner/', '/en/game-partner'],
    ['/ja/about-us//', '/ja/about-us'],
    ['/game-library/search/?searchValue=%E5%8E%9F', '/game-library/search?searchValue=%E5%8E%9F'],
    ['/en/', '/en'],
    ['/ja/m/', '/ja/m'],
  ])('%s answers 301 to %s', async (from, to) => {
    const response = await get(from, from.includes('/m') ? MOBILE_UA : DESKTOP_UA);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it('answers the canonical form itself, naming itself canonical', async () => {
    const response = await get('/activity');
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/<link rel="canonical" href="[^"]*\/activity"/);
  });

  it.each(['/', '/m', '/en', '/en/m', '/ja', '/ja/m'])(
    'leaves the root %s in its form',
    async (root) => {
      const response = await request(testApp.app)
        .get(root)
        .set('User-Agent', root.endsWith('/m') ? MOBILE_UA : DESKTOP_UA)
        .set(
          'Cookie',
          `locale=${root.split('/')[1] === 'ja' ? 'ja' : root.startsWith('/en') ? 'en' : 'zh'}`,
        );
      expect(response.status).toBe(200);
    },
  );

  it.each(['//evil.example/', '/\\evil.example/', '//evil.example//?a=1', '///'])(
    'sends %s to a path on this site, never another host',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(301);
      const location = response.headers.location!;
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'http://site.test/a/b').origin).toBe('http://site.test');
    },
  );

  it('leaves writes and the API alone', async () => {
    const api = await get('/api/visitor/game/list/');
    expect(api.status).not.toBe(301);
    const post = await request(testApp.app).post('/activity/').set('User-Agent', DESKTOP_UA);
    expect(post.status).not.toBe(301);
  });
});

describe('one URL per page: its case', () => {
  it.each([
    ['/ABOUT-US', '/about-us'],
    ['/About-Us?channel=x', '/about-us?channel=x'],
    ['/EN/Activity', '/en/activity'],
    ['/ja/M/about-us', '/ja/m/about-us'],
    ['/Game-Library/GAME-ROLE-12', '/game-library/game-role-12'],
    ['/game-library/role-info-7', '/game-library/role-Info-7'],
    ['/game-library/Search?searchValue=x', '/game-library/search?searchValue=x'],
    ['/TERMS', '/terms'],
    ['/Privacy/3', '/privacy/3'],
  ])('%s answers 301 to %s', async (from, to) => {
    const response = await get(from, /\/m\//i.test(from) ? MOBILE_UA : DESKTOP_UA);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it.each(['/about-us', '/game-library/role-Info-7', '/en/m/activity'])(
    'serves %s, the manifest’s form, as it is',
    async (path) => {
      const response = await get(path, path.includes('/m/') ? MOBILE_UA : DESKTOP_UA);
      expect(response.status).not.toBe(301);
    },
  );

  it('leaves a path no page has to the 404 page', async () => {
    expect((await get('/NO-SUCH-PAGE')).status).toBe(404);
  });
});
