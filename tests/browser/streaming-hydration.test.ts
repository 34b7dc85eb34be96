import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage, waitForHydration } from '../helpers/browser';
import { DESKTOP_UA, startAppWithSlowUpstream } from '../helpers/test-app';
import { HOME_CHARACTERS_PATH } from '../helpers/upstreams';

const SLOW_MS = 2500;

let browser: Browser;
let server: Awaited<ReturnType<typeof startAppWithSlowUpstream>>;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startAppWithSlowUpstream({ path: HOME_CHARACTERS_PATH, ms: SLOW_MS }, 'build');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
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
