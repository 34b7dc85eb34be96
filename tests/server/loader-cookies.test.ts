/**
 * A render's plain answer (a loader's redirect) reaches the visitor with every cookie it sets,
 * each in its own header, and with none of the site's own: pages set no cookie.
 */
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { RenderFunction } from '../../shared/render-contract';
import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';

/** A render whose every page is a redirect setting two cookies, as a loader may answer. */
const redirectWithCookies: RenderFunction = async () => ({
  kind: 'response',
  response: new Response(null, {
    status: 302,
    headers: [
      ['Location', '/about-us'],
      ['Set-Cookie', 'first=1; Path=/'],
      ['Set-Cookie', 'second=2; Path=/'],
    ],
  }),
});

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({
    renderEntry: async () => ({
      loadRender: async () => redirectWithCookies,
      loadStaticLegalPages: async () => () => [],
      assets: { bootstrapModules: [], stylesheets: [], modulePreloads: () => [] },
      close: async () => {},
    }),
  });
});
afterAll(() => testApp.close());

it("keeps both of a loader's cookies and adds none", async () => {
  const res = await request(testApp.app).get('/').set('User-Agent', DESKTOP_UA);
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe('/about-us');
  const names = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((line) => line.split('=', 1)[0]);
  expect(names).toEqual(['first', 'second']);
});
