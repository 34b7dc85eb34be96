import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LANGUAGES } from '../../shared/i18n/languages';
import { pathPrefix } from '../../shared/routing/prefixed-path';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

/** Every redirect must stay on this site: a browser reads `//host` and `/\host` as another one. */
const SITE = 'http://site.test';
function staysOnSite(location: string | undefined): boolean {
  return location !== undefined && new URL(location, `${SITE}/a/b`).origin === SITE;
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const get = (path: string, ua: string) =>
  request(testApp.app).get(path).set('User-Agent', ua).set('Cookie', 'locale=zh');

const HOSTILE_RESTS = [
  '//evil.example/',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '//evil.example',
];

describe('redirects stay on the site', () => {
  for (const lang of LANGUAGES) {
    for (const mobile of [false, true]) {
      const prefix = pathPrefix(lang, mobile);
      const ua = mobile ? DESKTOP_UA : MOBILE_UA;
      it.each(HOSTILE_RESTS)(`device guard from ${prefix || '/'} + %s`, async (rest) => {
        const response = await get(`${prefix}${rest}?channel=x`, ua);
        if (response.status === 301 || response.status === 302) {
          expect(staysOnSite(response.headers.location)).toBe(true);
          expect(response.headers.location).toMatch(/\?channel=x$/);
        } else {
          expect(response.status).toBeLessThan(500);
        }
      });
    }
  }

  it('redirects /m//evil.example/ for a desktop to a path, not to another host', async () => {
    const canonical = await get('/m//evil.example/', DESKTOP_UA);
    expect(canonical.status).toBe(301);
    expect(canonical.headers.location).toBe('/m//evil.example');
    const response = await get(canonical.headers.location!, DESKTOP_UA);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/evil.example');
  });

  it('redirects /m/\\evil.example for a desktop to a path, not to another host', async () => {
    const response = await get('/m/\\evil.example', DESKTOP_UA);
    expect(response.status).toBe(302);
    expect(staysOnSite(response.headers.location)).toBe(true);
  });

  it.each([
    ['/', 'en', DESKTOP_UA],
    ['/m', 'ja', MOBILE_UA],
    ['/m/', 'en', MOBILE_UA],
  ])('root language redirect from %s (cookie %s) stays on the site', async (path, lang, ua) => {
    const response = await request(testApp.app)
      .get(`${path}?q=1`)
      .set('User-Agent', ua)
      .set('Cookie', `locale=${lang}`);
    expect([301, 302]).toContain(response.status);
    expect(staysOnSite(response.headers.location)).toBe(true);
  });

  it('answers a directory of static files without a redirect off the site', async () => {
    for (const path of ['//evil.example/%2e%2e', '/assets//evil.example', '//assets']) {
      const response = await request(testApp.app).get(path).set('User-Agent', DESKTOP_UA);
      if (response.status >= 300 && response.status < 400) {
        expect(staysOnSite(response.headers.location)).toBe(true);
      }
      expect(response.status).toBeLessThan(500);
    }
  });
});
