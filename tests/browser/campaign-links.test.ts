import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startDemoApi } from '../../demo-api/start-demo-api';
import { launchBrowser, openPage, waitForHydration } from '../helpers/browser';
import { type ReportingUpstream, startReportingUpstream } from '../helpers/download-hosts';
import { listen } from '../helpers/listen';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

/**
 * A campaign visitor lands on a page that the cache made for everyone: its links carry no query
 * in the HTML, and pick up the visitor's `channel` and `track_id` once the page has hydrated.
 */
let browser: Browser;
let demo: Awaited<ReturnType<typeof startDemoApi>>;
let upstream: ReportingUpstream;
let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  demo = await startDemoApi();
  [browser, upstream] = await Promise.all([launchBrowser(), startReportingUpstream(demo.url)]);
  testApp = await startTestApp({
    renderFrom: 'build',
    upstreamUrl: upstream.url,
    env: { PAGE_CACHE_SECONDS: '60' },
  });
  server = await listen(testApp.app);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await testApp?.close();
  await upstream?.close();
  await demo?.close();
});

const CAMPAIGN = { channel: 'acc', track_id: '42' };

function expectCampaign(href: string | null, campaign = CAMPAIGN): void {
  const params = new URL(href ?? '', server.url).searchParams;
  expect(params.get('channel'), href ?? '').toBe(campaign.channel);
  expect(params.get('track_id'), href ?? '').toBe(campaign.track_id);
}

describe('a campaign visitor on a cached page', () => {
  it('keeps channel and track_id on menu links, new tabs and the search', async () => {
    // Earlier clicks of other campaigns put the page in the cache.
    for (const trackId of ['1', '2']) {
      await fetch(`${server.url}/?channel=other&track_id=${trackId}`, {
        headers: { 'User-Agent': DESKTOP_UA },
      });
    }
    const { page, context, problems } = await openPage(browser, { userAgent: DESKTOP_UA });
    const landing = await page.goto(`${server.url}/?${new URLSearchParams(CAMPAIGN)}`);
    expect(landing?.headers()['x-page-cache']).toBe('hit');
    expect(await landing?.text()).not.toMatch(/track_id|channel=/);
    await waitForHydration(page);

    // What "open in new tab" would open: the link's own address.
    const activity = page.locator('.site-header__nav a[data-menu-id="4"]');
    await expect.poll(() => activity.getAttribute('href')).toMatch(/track_id=42/);
    expectCampaign(await activity.getAttribute('href'));

    await page.locator('.site-header__nav a[data-menu-id="3"]').click();
    await page.waitForURL(/\/game-library\?/);
    expectCampaign(page.url());
    await page.locator('h1', { hasText: '游戏知识库' }).waitFor();

    const search = page.locator('.search-box input');
    await search.fill('原神');
    await search.press('Enter');
    await page.waitForURL(/\/game-library\/search\?/);
    expectCampaign(page.url());
    expect(new URL(page.url()).searchParams.get('searchValue')).toBe('原神');

    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a campaign visitor on the demo's download buttons", () => {
  it.each([
    ['the desktop home', DESKTOP_UA, '/', '.home-hero a[data-edition="standard"]', '/download'],
    ['the mobile home', MOBILE_UA, '/m', 'a[data-edition="mobile"]', '/m/download'],
  ])(
    'on %s opens the stand-in page with its query kept, and reports nothing',
    async (_label, userAgent, path, button, target) => {
      const { page, context, problems } = await openPage(browser, { userAgent });
      await page.goto(`${server.url}${path}?channel=bilibili&track_id=T-demo`);
      await waitForHydration(page);
      const link = page.locator(button).first();
      await expect.poll(() => link.getAttribute('href')).toMatch(/track_id=T-demo/);
      await link.click();
      await page.waitForURL((url) => url.pathname === target);
      expectCampaign(page.url(), { channel: 'bilibili', track_id: 'T-demo' });
      await page.locator('h1').waitFor();
      expect([...upstream.reportsA, ...upstream.reportsB]).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
