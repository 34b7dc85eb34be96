import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pagePaths } from '../../shared/routing/route-manifest';
import { launchBrowser, openPage, waitForHydration } from '../helpers/browser';
import { listen } from '../helpers/listen';
import { type SampleIds, sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

let browser: Browser;
let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let ids: SampleIds;

beforeAll(async () => {
  [browser, testApp] = await Promise.all([launchBrowser(), startTestApp({ renderFrom: 'build' })]);
  server = await listen(testApp.app);
  ids = await sampleIds(testApp.upstreamUrl);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await testApp?.close();
});

describe('hydration in Chromium', () => {
  const desktopPaths = () => [
    '/',
    '/about-us',
    '/en/activity',
    '/ja/game-library',
    `/game-library/${ids.gameId}`,
    '/game-library/search?searchValue=%E8%8B%B1%E9%9B%84',
    pagePaths.partnerDetail(ids.partnerId),
    '/terms',
    '/terms/3',
    '/no-such-page',
  ];
  const mobilePaths = () => [
    '/m',
    '/en/m/game-partner',
    `/ja/m${pagePaths.gameRole(ids.entityId)}`,
  ];

  it('hydrates desktop pages with no console error or hydration warning', async () => {
    const { page, context, problems } = await openPage(browser, { userAgent: DESKTOP_UA });
    for (const path of desktopPaths()) {
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      expect(await page.locator('h1').count(), path).toBe(1);
    }
    // The not-found page's own document answers 404; Chromium logs that one resource error.
    expect(
      problems.filter((p) => !p.includes('the server responded with a status of 404')),
    ).toEqual([]);
    await context.close();
  });

  it('hydrates mobile pages with no console error or hydration warning', async () => {
    const { page, context, problems } = await openPage(browser, {
      userAgent: MOBILE_UA,
      viewport: { width: 390, height: 844 },
    });
    for (const path of mobilePaths()) {
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      await expect(page.locator('.layout--mobile').count()).resolves.toBe(1);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('client navigation', () => {
  it('moves between routes without a reload and carries the query along', async () => {
    const { page, context, problems } = await openPage(browser, { userAgent: DESKTOP_UA });
    await page.goto(`${server.url}/about-us?channel=spring&track_id=42`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.locator('.site-header__nav a[data-menu-id="3"]').click();
    await page.waitForURL(/\/game-library\?/);
    expect(new URL(page.url()).pathname).toBe('/game-library');
    expect(new URL(page.url()).searchParams.get('channel')).toBe('spring');
    expect(new URL(page.url()).searchParams.get('track_id')).toBe('42');
    // React renders the new page a moment after the URL changes.
    await page.locator('h1', { hasText: '游戏知识库' }).waitFor();
    await page.locator('.game-card__link').first().click();
    await page.waitForURL(/\/game-library\/\d+\?/);
    expect(new URL(page.url()).searchParams.get('channel')).toBe('spring');
    // The game page's own title, hoisted into <head> by React on client navigation.
    await page.waitForFunction(() => document.title.endsWith(' - 游戏知识库 - 游戏伙伴'));
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows streamed data after hydration when the page is reached by client navigation', async () => {
    const { page, context, problems } = await openPage(browser, { userAgent: DESKTOP_UA });
    await page.goto(`${server.url}/game-library`);
    await waitForHydration(page);
    await page.locator('.site-header__nav a[data-menu-id="1"]').click();
    await page.waitForURL(`${server.url}/`);
    await page.locator('.home-characters li').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
