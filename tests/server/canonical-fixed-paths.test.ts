/**
 * The site's fixed paths answer under one spelling: any other case or a trailing slash gets a
 * 301 to it, as a page's does, so that nothing but the one spelling reaches the token route.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const get = (path: string) =>
  request(testApp.app).get(path).set('User-Agent', DESKTOP_UA).redirects(0);

describe('one spelling of each fixed path', () => {
  it.each([
    ['/_csrf/', '/_csrf'],
    ['/_Csrf', '/_csrf'],
    ['/_CSRF?x=1', '/_csrf?x=1'],
    ['/ROBOTS.TXT', '/robots.txt'],
    ['/robots.txt/', '/robots.txt'],
    ['/Sitemap.xml', '/sitemap.xml'],
    ['/_Build/Latest.json', '/_build/latest.json'],
  ])('sends %s to %s', async (path, location) => {
    const answer = await get(path);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['/_csrf', 204],
    ['/robots.txt', 200],
    ['/sitemap.xml', 200],
    ['/_build/latest.json', 200],
  ])('answers %s itself', async (path, status) => {
    expect((await get(path)).status).toBe(status);
  });
});
