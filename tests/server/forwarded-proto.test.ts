/**
 * Behind a trusted proxy the scheme comes from `X-Forwarded-Proto`: one no request can have come
 * by gets a 400, never a 500, and the real ones are served.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => testApp.close());

const get = (path: string, proto: string) =>
  request(testApp.app)
    .get(path)
    .set('User-Agent', DESKTOP_UA)
    .set('Cookie', 'locale=zh')
    .set('X-Forwarded-Proto', proto);

describe('X-Forwarded-Proto behind a trusted proxy', () => {
  it.each(['javascript', 'data', 'ftp', 'https:', 'http s', 'javascript, https'])(
    'answers 400 to %j',
    async (proto) => {
      for (const path of ['/about-us', '/', '/api/visitor/game/list']) {
        const res = await get(path, proto);
        expect(res.status, path).toBe(400);
        expect(res.text).toBe('Bad Request: forwarded scheme');
      }
    },
  );

  it.each(['https', 'http', 'HTTPS', 'https, http'])('serves %j', async (proto) => {
    expect((await get('/about-us', proto)).status).toBe(200);
  });
});
