import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { XSRF_TOKEN_PATH } from '../../shared/api/xsrf';
import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

function cookiesOf(header: string | string[] | undefined): Map<string, string> {
  const list = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return new Map(
    list.map((cookie) => {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      return [pair!.slice(0, index), decodeURIComponent(pair!.slice(index + 1))];
    }),
  );
}

describe('anti-forgery through the real app', () => {
  it('sets a readable XSRF-TOKEN and an httpOnly identifier from the token route', async () => {
    const issued = await request(testApp.app).get(XSRF_TOKEN_PATH).set('User-Agent', DESKTOP_UA);
    const raw = ([] as string[]).concat(issued.headers['set-cookie'] ?? []);
    const xsrf = raw.find((cookie) => cookie.startsWith('XSRF-TOKEN='));
    const sid = raw.find((cookie) => cookie.startsWith('sid='));
    expect(xsrf).toBeDefined();
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect(sid).toMatch(/HttpOnly/i);
  });

  it('lets a write with the issued token through and refuses one without it', async () => {
    const issued = await request(testApp.app).get(XSRF_TOKEN_PATH).set('User-Agent', DESKTOP_UA);
    const cookies = cookiesOf(issued.headers['set-cookie']);
    const cookieHeader = [...cookies]
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    const body = { action: 'test', page: '/about-us' };

    const allowed = await request(testApp.app)
      .post('/api/users/report_user_action')
      .set('Cookie', cookieHeader)
      .set('X-XSRF-TOKEN', cookies.get('XSRF-TOKEN')!)
      .send(body);
    expect(allowed.status).toBe(200);
    expect(allowed.body.error_code).toBe(0);

    const refused = await request(testApp.app)
      .post('/api/users/report_user_action')
      .set('Cookie', cookieHeader)
      .send(body);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error_code: 403, payload: null });
  });

  it('proxies a read to the demo API in the requested language', async () => {
    const zh = await request(testApp.app).get('/api/visitor/game/list').set('lan', 'zh');
    const en = await request(testApp.app).get('/api/visitor/game/list').set('lan', 'en');
    expect(zh.body.error_code).toBe(0);
    expect(zh.body.payload.list[0].name).not.toBe(en.body.payload.list[0].name);
  });
});
