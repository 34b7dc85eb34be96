/**
 * A campaign visitor (`?channel=…&track_id=…`) keeps the campaign on every navigation: before the
 * page's scripts have run (the early script carries it: a slow phone hydrates seconds after the
 * first paint), right at the first paint, and once hydrated, on every link of the page. A search
 * term stays on the search page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { openLoginDialog } from '../helpers/account-dialog';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

const CAMPAIGN = 'channel=bilibili&track_id=T';

/** The campaign an address names. */
function queryOf(href: string): { channel: string | null; trackId: string | null } {
  const params = new URL(href).searchParams;
  return { channel: params.get('channel'), trackId: params.get('track_id') };
}

const KEPT = { channel: 'bilibili', trackId: 'T' };

async function follow(page: Page, pathname: string, act: () => Promise<void>): Promise<URL> {
  await Promise.all([page.waitForURL((url) => url.pathname === pathname), act()]);
  const url = new URL(page.url());
  expect(queryOf(url.href), url.href).toEqual(KEPT);
  return url;
}

const PHONE = {
  userAgent: MOBILE_UA,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** A phone whose page never runs its own scripts: the early script alone is there. */
async function phoneWithoutScripts() {
  const watched = await openPage(suite.browser, PHONE);
  await watched.page.route('**/assets/**/*.js', (route) => route.abort());
  return watched;
}

/**
 * A phone on a slow link (150 ms latency, 1.6 Mbps down), whose scripts arrive well after the
 * first paint, as on a real one. `hydratedAtTaps` says, for each tap and key pressed, whether
 * the page had hydrated by then.
 */
async function slowPhone() {
  const watched = await openPage(suite.browser, PHONE);
  const cdp = await watched.context.newCDPSession(watched.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1000 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  });
  const hydratedAtTaps: boolean[] = [];
  await watched.page.exposeFunction('reportTap', (hydrated: boolean) => {
    hydratedAtTaps.push(hydrated);
  });
  await watched.page.addInitScript(() => {
    const report = () =>
      (window as unknown as { reportTap: (hydrated: boolean) => void }).reportTap(
        document.documentElement.dataset.hydrated === 'true',
      );
    addEventListener('pointerdown', report, true);
    addEventListener('keydown', report, true);
  });
  return { ...watched, hydratedAtTaps };
}

/** Waits for the page's first contentful paint, on the page's own clock, and no longer. */
async function firstPaint(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    { polling: 'raf', timeout: 15_000 },
  );
}

describe('before the page has run its scripts', () => {
  it('a partner card, the search, the language switch and the download page keep the campaign', async () => {
    const { page, context } = await phoneWithoutScripts();
    await page.goto(`${suite.url}/m/game-partner?${CAMPAIGN}`);
    await follow(page, '/m/game-partner/detail-1', () =>
      page.locator('a[href="/m/game-partner/detail-1"]').first().click(),
    );

    await page.goto(`${suite.url}/m/game-partner?${CAMPAIGN}`);
    const search = page.locator('.site-header .search-box input');
    await search.fill('王者');
    const found = await follow(page, '/m/game-library/search', () => search.press('Enter'));
    expect(found.searchParams.get('searchValue')).toBe('王者');

    // The same page in English: its own search kept beside the campaign.
    const english = await follow(page, '/en/m/game-library/search', () =>
      page.locator('.layout__languages a[hreflang="en"]').click(),
    );
    expect(english.searchParams.get('searchValue')).toBe('王者');

    // Another page: the campaign goes on, the search stays behind.
    const home = await follow(page, '/en/m', () => page.locator('.site-header__logo').click());
    expect(home.searchParams.has('searchValue')).toBe(false);

    // A download control's tap waits for the page's scripts (its ad report goes first): the
    // download page is reached by its address here.
    await page.goto(`${suite.url}/en/m/download?${CAMPAIGN}`);
    await follow(page, '/m/download', () =>
      page.locator('.layout__languages a[hreflang="zh"]').click(),
    );
    await follow(page, '/terms', () => page.locator('.site-footer a[href="/terms"]').click());
    await context.close();
  });
});

describe('a tap right at the first paint, scripts on', () => {
  it.each([
    [
      'a partner card',
      '/m/game-partner/detail-1',
      (page: Page) => page.locator('a[href^="/m/game-partner/detail-1"]').first().tap(),
    ],
    [
      'the language switch',
      '/en/m/game-partner',
      (page: Page) => page.locator('.layout__languages a[hreflang="en"]').tap(),
    ],
    [
      'the header search',
      '/m/game-library/search',
      async (page: Page) => {
        const search = page.locator('.site-header .search-box input');
        await search.fill('王者');
        await search.press('Enter');
      },
    ],
  ])('%s keeps the campaign', async (_label, pathname, act) => {
    const { page, context, hydratedAtTaps } = await slowPhone();
    await page.goto(`${suite.url}/m/game-partner?${CAMPAIGN}`, { waitUntil: 'commit' });
    await firstPaint(page);
    await follow(page, pathname, () => act(page));
    // The tap was made before the page's scripts had run.
    expect(hydratedAtTaps[0]).toBe(false);
    await context.close();
  });
});

describe('once the page has hydrated', () => {
  it.each([
    ['/activity', DESKTOP_UA],
    ['/m/activity', MOBILE_UA],
    ['/about-us', DESKTOP_UA],
  ])('every link of %s to a page of the site keeps the campaign', async (path, userAgent) => {
    const { page, context, problems } = await openPage(suite.browser, { userAgent });
    await page.goto(`${suite.url}${path}?${CAMPAIGN}`);
    await waitForHydration(page);
    const links = async () =>
      page.$$eval(
        'a[href]',
        (anchors, origin) =>
          anchors
            .filter((anchor) => anchor instanceof HTMLAnchorElement && anchor.origin === origin)
            .map((anchor) => (anchor as HTMLAnchorElement).href),
        suite.url,
      );
    // The links take the query in the render that follows hydration.
    await expect
      .poll(async () => (await links()).filter((href) => !href.includes('track_id=T')))
      .toEqual([]);
    const hrefs = await links();
    for (const href of hrefs) expect(queryOf(href), href).toEqual(KEPT);
    const paths = hrefs.map((href) => new URL(href).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/terms', '/privacy']));
    // The header's AI PC item (the demo's download page, in a new tab).
    if (userAgent === DESKTOP_UA) expect(paths).toContain('/download');
    // The login dialog's legal links, which come with its form.
    await openLoginDialog(page);
    const agreements = await page
      .locator('.agreement__link')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    expect(agreements.map(queryOf)).toEqual([KEPT, KEPT]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('leaves a search behind on the menu, and keeps the campaign', async () => {
    const { page, context, problems } = await openPage(suite.browser, { userAgent: DESKTOP_UA });
    await page.goto(`${suite.url}/activity?${CAMPAIGN}`);
    await waitForHydration(page);
    const search = page.locator('.site-header .search-box input');
    await search.fill('王者');
    const found = await follow(page, '/game-library/search', () => search.press('Enter'));
    expect(found.searchParams.get('searchValue')).toBe('王者');

    const menu = page.locator('.site-header__nav a[href]');
    const hrefs = () =>
      menu.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    await expect.poll(async () => (await hrefs()).length).toBeGreaterThan(4);
    for (const href of [
      ...(await hrefs()),
      await page.locator('.site-header__logo').evaluate((a) => (a as HTMLAnchorElement).href),
    ]) {
      expect(queryOf(href), href).toEqual(KEPT);
      expect(new URL(href).searchParams.has('searchValue'), href).toBe(false);
    }
    // The same page in another language is still this search.
    const english = await page
      .locator('.layout__languages a[hreflang="en"]')
      .evaluate((a) => (a as HTMLAnchorElement).href);
    expect(new URL(english).searchParams.get('searchValue')).toBe('王者');
    expect(queryOf(english)).toEqual(KEPT);

    const activity = await follow(page, '/activity', () =>
      page.locator('.site-header__nav a[data-menu-id="4"]').click(),
    );
    expect(activity.searchParams.has('searchValue')).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
