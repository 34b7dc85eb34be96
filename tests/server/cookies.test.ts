/**
 * Through the real app: cookie values are strings (a JSON-looking value is just an invalid one),
 * and the anti-forgery cookies are Secure, the identifier `__Host-sid`, whenever the request is
 * secure as Express sees it (TRUST_PROXY and X-Forwarded-Proto).
 */
import request, { type Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { XSRF_TOKEN_PATH } from '../../shared/api/xsrf';
import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';

const TOKEN_PATTERN = /^[0-9a-f]{64}\.[0-9a-f]{64}$/;
const HTTPS = { 'X-Forwarded-Proto': 'https' };

function setCookieLines(res: Response): string[] {
  return ([] as string[]).concat(res.headers['set-cookie'] ?? []);
}

function valuesOf(lines: string[]): Map<string, string> {
  return new Map(
    lines.map((line) => {
      const pair = line.split(';', 1)[0] ?? '';
      const index = pair.indexOf('=');
      return [pair.slice(0, index), decodeURIComponent(pair.slice(index + 1))];
    }),
  );
}

function lineOf(lines: string[], name: string): string | undefined {
  return lines.find((line) => line.startsWith(`${name}=`));
}

let plainApp: TestApp;
let proxiedApp: TestApp;
beforeAll(async () => {
  [plainApp, proxiedApp] = await Promise.all([
    startTestApp(),
    startTestApp({ env: { TRUST_PROXY: '1' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([plainApp.close(), proxiedApp.close()]);
});

const tokenRoute = (app: TestApp, headers: Record<string, string> = {}) =>
  request(app.app).get(XSRF_TOKEN_PATH).set('User-Agent', DESKTOP_UA).set(headers);

describe('cookie values are strings', () => {
  it.each([
    'XSRF-TOKEN=j:{"a":1}',
    'XSRF-TOKEN=j:["a.b"]; locale=j:"en"',
    'sid=j:{"a":1}; XSRF-TOKEN=j:{"a":1}',
  ])('answers the token route for %s with a fresh token', async (cookie) => {
    const res = await tokenRoute(plainApp, { Cookie: cookie });
    expect(res.status).toBe(204);
    const issued = valuesOf(setCookieLines(res));
    expect(issued.get('XSRF-TOKEN')).toMatch(TOKEN_PATTERN);
    expect(issued.get('sid')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('takes a JSON-looking locale cookie for no language at all', async () => {
    const res = await request(plainApp.app)
      .get('/')
      .set('User-Agent', DESKTOP_UA)
      .set('Cookie', 'locale=j:"en"');
    expect(res.status).toBe(200);
    expect(res.headers.location).toBeUndefined();
  });

  it('refuses a JSON-looking token on /api with the 403 envelope', async () => {
    const first = valuesOf(setCookieLines(await tokenRoute(plainApp)));
    const res = await request(plainApp.app)
      .post('/api/users/report_user_action')
      .set('Cookie', `sid=${first.get('sid')}; XSRF-TOKEN=j:{"a":1}`)
      .set('X-XSRF-TOKEN', 'j:{"a":1}')
      .send({ action: 'test', page: '/about-us' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error_code: 403, payload: null });
  });
});

describe('secure cookies follow req.secure', () => {
  it('sets __Host-sid and Secure cookies behind a trusted TLS proxy (TRUST_PROXY=1)', async () => {
    const lines = setCookieLines(await tokenRoute(proxiedApp, HTTPS));
    const sid = lineOf(lines, '__Host-sid');
    expect(sid).toMatch(/^__Host-sid=[A-Za-z0-9_-]{22};/);
    expect(sid).toMatch(/; Secure/);
    expect(sid).toMatch(/; HttpOnly/);
    expect(sid).toMatch(/; Path=\/(;|$)/);
    expect(sid).not.toMatch(/Domain=/i);
    expect(lineOf(lines, 'XSRF-TOKEN')).toMatch(/; Secure/);
    expect(lineOf(lines, 'sid')).toBeUndefined();
  });

  it('sets the plain sid without Secure over plain http', async () => {
    const lines = setCookieLines(await tokenRoute(proxiedApp));
    expect(lineOf(lines, 'sid')).not.toMatch(/Secure/);
    expect(lineOf(lines, 'XSRF-TOKEN')).not.toMatch(/Secure/);
    expect(lineOf(lines, '__Host-sid')).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto when TRUST_PROXY is off', async () => {
    const lines = setCookieLines(await tokenRoute(plainApp, HTTPS));
    expect(lineOf(lines, 'sid')).not.toMatch(/Secure/);
    expect(lineOf(lines, '__Host-sid')).toBeUndefined();
  });

  it('validates an https token against __Host-sid, and only over https', async () => {
    const issued = valuesOf(setCookieLines(await tokenRoute(proxiedApp, HTTPS)));
    const token = issued.get('XSRF-TOKEN')!;
    const cookie = `__Host-sid=${issued.get('__Host-sid')}; XSRF-TOKEN=${encodeURIComponent(token)}`;
    const write = (headers: Record<string, string>) =>
      request(proxiedApp.app)
        .post('/api/users/report_user_action')
        .set({ Cookie: cookie, 'X-XSRF-TOKEN': token, ...headers })
        .send({ action: 'test', page: '/about-us' });
    const overHttps = await write(HTTPS);
    expect(overHttps.status).toBe(200);
    expect(overHttps.body.error_code).toBe(0);
    // Over plain http the plain `sid` is the one read, and it is absent.
    const overHttp = await write({});
    expect(overHttp.status).toBe(403);
  });
});
