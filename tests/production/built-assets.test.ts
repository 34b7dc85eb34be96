/**
 * What only a build has: hashed browser assets, named by the pages the built entry renders.
 * (The server tests render from source, whose pages name no hashed file.)
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bootScripts, parseHtml } from '../helpers/html';
import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ renderFrom: 'build' });
});
afterAll(() => testApp.close());

describe('built assets', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const html = (await request(testApp.app).get('/about-us').set('User-Agent', DESKTOP_UA)).text;
    const asset = bootScripts(parseHtml(html))[0];
    expect(asset).toBeTruthy();
    const response = await request(testApp.app).get(asset!);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
