/**
 * A page whose render fails before its shell is ready answers the plain 500 page, and the error
 * is logged once, with the request's id.
 */
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { recordingLogger } from '../helpers/proxy-app';
import { sourceRenderEntry } from '../helpers/source-render-entry';
import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';

const logger = recordingLogger();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({
    logger,
    // The real render, given a list of stylesheets the document cannot map: the shell fails.
    renderEntry: async () => {
      const entry = await sourceRenderEntry(process.cwd());
      const render = await entry.loadRender();
      return {
        ...entry,
        loadRender: async () => (req, input) =>
          render(req, {
            ...input,
            assets: { ...input.assets, stylesheets: new Set() as unknown as string[] },
          }),
      };
    },
  });
});
afterAll(() => testApp.close());

it('logs a failed shell once and answers the plain error page', async () => {
  const res = await request(testApp.app).get('/about-us').set('User-Agent', DESKTOP_UA);
  expect(res.status).toBe(500);
  // The render error once; the request's own line (a 500, so also at error) is another matter.
  const errors = logger.lines.filter(
    (line) => line.level === 'error' && line.message !== 'request',
  );
  expect(errors.map((line) => line.message)).toEqual(['render error']);
  expect(errors[0]?.fields?.requestId).toBe(res.headers['x-request-id']);
});
