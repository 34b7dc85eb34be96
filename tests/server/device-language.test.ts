import request, { type Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pagePaths } from '../../shared/routing/route-manifest';
import { htmlLang, parseHtml, withAttributes } from '../helpers/html';
import {
  ANDROID_UA,
  DESKTOP_UA,
  MOBILE_UA,
  startTestApp,
  TABLET_UA,
  type TestApp,
} from '../helpers/test-app';

let testApp: TestApp;

function setCookies(response: Response): string[] {
  const header = response.headers['set-cookie'] as string | string[] | undefined;
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const get = (path: string, ua = DESKTOP_UA) => request(testApp.app).get(path).set('User-Agent', ua);

describe('check-device guard', () => {
  it.each([
    ['/about-us?channel=x&track_id=1', MOBILE_UA, '/m/about-us?channel=x&track_id=1'],
    ['/en/activity', ANDROID_UA, '/en/m/activity'],
    ['/ja', MOBILE_UA, '/ja/m'],
    ['/m/game-library?searchValue=a', DESKTOP_UA, '/game-library?searchValue=a'],
    ['/en/m', DESKTOP_UA, '/en'],
    [`/ja/m${pagePaths.partnerDetail(1)}`, TABLET_UA, `/ja${pagePaths.partnerDetail(1)}`],
  ])('%s with a %s UA goes to %s', async (path, ua, location) => {
    const response = await get(path, ua).set('Cookie', 'locale=zh');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it('leaves legal pages, top-up and account removal alone', async () => {
    expect((await get('/terms', MOBILE_UA)).status).toBe(200);
    expect((await get('/en/privacy/3', MOBILE_UA)).status).toBe(200);
    expect((await get(pagePaths.topupAgreement(1), MOBILE_UA)).status).toBe(200);
    expect((await get(`/m${pagePaths.removeAccount(1)}`, DESKTOP_UA)).status).toBe(200);
  });

  it('treats tablets, bots and a missing UA as pc', async () => {
    expect((await get('/about-us', TABLET_UA)).status).toBe(200);
    expect((await get('/about-us', 'Googlebot/2.1 (+http://www.google.com/bot.html)')).status).toBe(
      200,
    );
    expect((await request(testApp.app).get('/about-us').set('User-Agent', '')).status).toBe(200);
  });

  it('marks HTML as varying by User-Agent', async () => {
    const response = await get('/about-us');
    expect(response.headers.vary).toMatch(/User-Agent/i);
  });
});

describe('language', () => {
  it.each([
    ['/en/about-us', 'locale=zh'],
    ['/ja/about-us', 'locale=ja'],
    ['/about-us', undefined],
  ])('sets no locale cookie on %s (cookie %s): the browser writes it', async (path, cookie) => {
    const req = get(path);
    const response = await (cookie ? req.set('Cookie', cookie) : req);
    expect(response.status).toBe(200);
    expect(setCookies(response)).toEqual([]);
  });

  it.each([
    ['/', 'locale=en', undefined, '/en'],
    ['/?channel=a', 'locale=ja', undefined, '/ja?channel=a'],
    ['/', undefined, 'ja-JP,ja;q=0.9', '/ja'],
    ['/', undefined, 'en-US,en;q=0.9,zh;q=0.5', '/en'],
  ])(
    'redirects the root %s (cookie %s, Accept-Language %s) to %s',
    async (path, cookie, accept, location) => {
      let req = get(path);
      if (cookie) req = req.set('Cookie', cookie);
      if (accept) req = req.set('Accept-Language', accept);
      const response = await req;
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe(location);
    },
  );

  it('redirects the mobile root /m the same way', async () => {
    const response = await get('/m', MOBILE_UA).set('Cookie', 'locale=en');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/en/m');
  });

  it('does not redirect when the cookie says zh, whatever the browser prefers', async () => {
    const response = await get('/').set('Cookie', 'locale=zh').set('Accept-Language', 'en-US');
    expect(response.status).toBe(200);
    expect(htmlLang(parseHtml(response.text))).toBe('zh-CN');
  });

  it('does not redirect other unprefixed pages', async () => {
    const response = await get('/about-us').set('Cookie', 'locale=en');
    expect(response.status).toBe(200);
    expect(htmlLang(parseHtml(response.text))).toBe('zh-CN');
  });

  it('renders a language switcher that keeps the path and the query the page reads', async () => {
    const search = pagePaths.search('abc');
    const response = await get(`${search}&channel=ad`).set('Cookie', 'locale=zh');
    const document = parseHtml(response.text);
    for (const href of [`/en${search}`, `/ja${search}`]) {
      expect(withAttributes(document, { href }), href).not.toEqual([]);
    }
    // The visitor's other parameters join the links in the browser, after hydration.
    expect(response.text).not.toContain('channel=ad');
  });
});
