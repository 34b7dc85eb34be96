/**
 * The partner page shows its profile twice (about and games), from one deferred value. Its
 * payload goes out once, and the browser hydrates from it, whether the value arrived or failed:
 * no console error, no hydration warning, the sections as the server drew them.
 */
import http from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startDemoApi } from '../../demo-api/start-demo-api';
import { pagePaths } from '../../shared/routing/route-manifest';
import { launchBrowser, openPage, waitForHydration } from '../helpers/browser';
import { listen } from '../helpers/listen';
import { sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';

/** The partner profile's list call: the deferred value shown twice. */
const PROFILE_CALL = /get_official_character_list/;

/** The demo API, but the profile's call answers 503 when `failing` is set. */
async function startSwitchableUpstream() {
  const demo = await startDemoApi();
  const state = { failing: false };
  const relay = await listen(
    http.createServer((req, res) => {
      if (state.failing && PROFILE_CALL.test(req.url ?? '')) {
        res.writeHead(503, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error_code: 503, error_message: 'unavailable', payload: null }));
        return;
      }
      const target = new URL(demo.url);
      const forward = http.request(
        `${demo.url}${req.url}`,
        { method: req.method, headers: { ...req.headers, host: target.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.destroy());
      req.pipe(forward);
    }),
  );
  return {
    url: relay.url,
    state,
    close: async () => {
      await relay.close();
      await demo.close();
    },
  };
}

let upstream: Awaited<ReturnType<typeof startSwitchableUpstream>>;
let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let partnerId: number;

beforeAll(async () => {
  upstream = await startSwitchableUpstream();
  ({ partnerId } = await sampleIds(upstream.url));
  [browser, testApp] = await Promise.all([
    launchBrowser(),
    startTestApp({ upstreamUrl: upstream.url, renderFrom: 'build' }),
  ]);
  server = await listen(testApp.app);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await testApp?.close();
  await upstream?.close();
});

describe('a deferred value shown twice', () => {
  it.each([
    { failing: false, about: '.fact-list', errors: 0 },
    { failing: true, about: '.load-error', errors: 1 },
  ])(
    'hydrates from one payload (profile call failing: $failing)',
    async ({ failing, about, errors }) => {
      upstream.state.failing = failing;
      const { page, context, problems } = await openPage(browser, { userAgent: DESKTOP_UA });
      await page.goto(`${server.url}${pagePaths.partnerDetail(partnerId)}`);
      await waitForHydration(page);
      expect(await page.locator('script[id$=".profile"]').count()).toBe(1);
      await expect.poll(() => page.locator(`.partner-detail-page ${about}`).count()).toBe(1);
      expect(await page.locator('.partner-detail-page .load-error').count()).toBe(errors);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
