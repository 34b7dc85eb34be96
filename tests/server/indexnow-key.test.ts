import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../../server/config/env';
import { startTestApp, type TestApp } from '../helpers/test-app';

const KEY = 'a1b2c3d4-e5f6-0718-293a-4b5c6d7e8f90';

let site: TestApp;
beforeAll(async () => {
  site = await startTestApp({ env: { INDEXNOW_KEY: KEY } });
});
afterAll(async () => {
  await site?.close();
});

describe('the IndexNow key file', () => {
  it('is served at /<key>.txt as plain text, cacheable', async () => {
    const response = await request(site.app).get(`/${KEY}.txt`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(response.text).toBe(KEY);
  });

  it('is the only .txt so served: another name is a 404', async () => {
    expect((await request(site.app).get('/another-key-0001.txt')).status).toBe(404);
  });

  it('is a 404 without INDEXNOW_KEY', async () => {
    const plain = await startTestApp();
    try {
      expect((await request(plain.app).get(`/${KEY}.txt`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('has its key checked at start, with a line naming the setting', () => {
    const env = { DEMO_API: '1' };
    expect(() => loadConfig({ ...env, INDEXNOW_KEY: 'short' })).toThrow(
      'INDEXNOW_KEY must be 8 to 128 letters, digits or dashes (an IndexNow key)',
    );
    expect(() => loadConfig({ ...env, INDEXNOW_KEY: 'not/a/key/at/all' })).toThrow(/INDEXNOW_KEY/);
    expect(loadConfig({ ...env, INDEXNOW_KEY: KEY }).indexNowKey).toBe(KEY);
  });
});
