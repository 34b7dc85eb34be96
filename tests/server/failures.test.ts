import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resources } from '../../shared/i18n/catalogues';
import { readableHtml } from '../helpers/content-expectations';
import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';
import { closedPortUrl } from '../helpers/upstreams';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ upstreamUrl: await closedPortUrl() });
});
afterAll(() => testApp.close());

describe('server-side failures', () => {
  it('answers 503 with the unavailable page when critical data cannot be loaded', async () => {
    const response = await request(testApp.app)
      .get('/game-library/1')
      .set('User-Agent', DESKTOP_UA);
    expect(response.status).toBe(503);
    expect(readableHtml(response.text)).toContain(resources.zh.core.errors.unavailableHeading);
    expect(response.text).not.toContain('Internal Server Error');
    expect(response.text).not.toMatch(/ECONNREFUSED|\bat [\w.<>]+ \(|node_modules/);
    // The chrome stays, so the visitor can go elsewhere.
    expect(response.text).toContain('site-header');
  });

  it('keeps the page and shows an error state when streamed data fails', async () => {
    const response = await request(testApp.app).get('/game-library').set('User-Agent', DESKTOP_UA);
    expect(response.status).toBe(200);
    expect(response.text).toContain('load-error');
  });

  it('answers the proxy with 502 in the envelope', async () => {
    const response = await request(testApp.app).get('/api/visitor/game/list');
    expect(response.status).toBe(502);
    expect(response.body).toEqual({
      error_code: 502,
      error_message: expect.any(String),
      payload: null,
    });
  });
});
