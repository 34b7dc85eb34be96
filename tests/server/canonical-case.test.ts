/**
 * One URL per page, case included: a path spelled in another case than the route manifest's
 * answers 301 to the manifest's form (query kept) instead of a duplicate that names itself
 * canonical; a path no page has stays a 404.
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
