import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApi } from '../../server/demo-api/start-demo-api';
import { launchBrowser, openPage, waitForHydration } from '../helpers/browser';
import { type RelayUpstream, startRelayUpstream } from '../helpers/relay-upstream';
import { DESKTOP_UA, listen, startTestApp, type TestApp } from '../helpers/test-app';

const SLOW_MS = 2500;

let browser: Browser;
let demo: Awaited<ReturnType<typeof startDemoApi>>;
let relay: RelayUpstream;
let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  browser = await launchBrowser();
  demo = await startDemoApi();
  relay = await startRelayUpstream(demo.url, {
    path: /\/api\/visitor\/web\/index\/characters/,
    ms: SLOW_MS,
  });
  testApp = await startTestApp({ upstreamUrl: relay.url });
  server = await listen(testApp.app);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await testApp?.close();
  await relay?.close();
  await demo?.close();
});

describe('hydration while the page is still streaming', () => {
  it('is interactive before slow data arrives, then shows it without a mismatch', async () => {
    const { page, context, problems } = await openPage(browser, { userAgent: DESKTOP_UA });
    const started = Date.now();
    await page.goto(`${server.url}/`, { waitUntil: 'commit' });
    await waitForHydration(page);
    const hydratedAfter = Date.now() - started;
    expect(hydratedAfter).toBeLessThan(SLOW_MS);
    expect(await page.locator('.home-characters').count()).toBe(0);
    await expect(page.locator('.loading-state').count()).resolves.toBe(1);

    await page
      .locator('.home-characters li')
      .first()
      .waitFor({ timeout: SLOW_MS + 5000 });
    expect(await page.locator('.load-error').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
