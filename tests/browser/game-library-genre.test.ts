/**
 * The game library's genre filter lives in the address: choosing a genre puts it there, Back from
 * a game returns to the filtered list, and a link with the genre opens filtered, as the server
 * renders it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { GENRE_QUERY_PARAM } from '../../shared/routing/query-params';
import { pagePaths, routePath } from '../../shared/routing/route-manifest';
import { openPage, waitForHydration, waitForInteractive } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

const DESKTOP = { userAgent: DESKTOP_UA, viewport: { width: 1366, height: 900 } };
const PHONE = {
  userAgent: MOBILE_UA,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

const CHIPS = '.game-grid .chip-filter .chip';
const PRESSED = `${CHIPS}[aria-pressed="true"]`;

/** The genres of the games listed. */
function listedGenres(page: Page): Promise<string[]> {
  return page.locator('.game-card .game-card__meta').allTextContents();
}

describe.each([
  ['desktop', '', DESKTOP],
  ['mobile', '/m', PHONE],
] as const)('the genre filter (%s)', (_tree, prefix, device) => {
  it('is in the address, and Back from a game returns to the filtered list', async () => {
    const { page, context, problems } = await openPage(suite.browser, device);
    await page.goto(`${suite.url}${prefix}${routePath('gameLibrary')}`);
    await waitForHydration(page);
    const chip = page.locator(CHIPS).nth(1);
    await waitForInteractive(chip);
    const genre = (await chip.textContent())!.trim();
    const allCount = await page.locator('.game-card').count();
    await chip.click();
    await page.waitForURL((url) => url.searchParams.get(GENRE_QUERY_PARAM) === genre);
    await expect.poll(() => page.locator('.game-card').count()).toBeLessThan(allCount);

    const filteredUrl = page.url();
    await page.locator('.game-card a').first().click();
    await page.waitForURL((url) => url.pathname !== new URL(filteredUrl).pathname);
    await page.locator('main h1').waitFor();
    await page.goBack();
    await page.waitForURL(filteredUrl);
    await expect.poll(() => page.locator(PRESSED).textContent()).toBe(genre);
    const genres = await listedGenres(page);
    expect(genres.length).toBeGreaterThan(0);
    expect(genres.every((text) => text.includes(genre))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens filtered from a link, as the server renders it', async () => {
    // The genre of a game the list shows, read from the unfiltered page.
    const { page, context, problems } = await openPage(suite.browser, device);
    await page.goto(`${suite.url}${prefix}${routePath('gameLibrary')}`);
    await page.locator(CHIPS).nth(1).waitFor();
    const genre = (await page.locator(CHIPS).nth(1).textContent())!.trim();
    await context.close();

    // Without scripts: what the server sent.
    const plain = await suite.browser.newContext({
      javaScriptEnabled: false,
      userAgent: device.userAgent,
      viewport: device.viewport,
    });
    const served = await plain.newPage();
    await served.goto(`${suite.url}${prefix}${pagePaths.gameGenre(genre)}`);
    expect(await served.locator(PRESSED).textContent()).toBe(genre);
    const servedGenres = await listedGenres(served);
    expect(servedGenres.length).toBeGreaterThan(0);
    expect(servedGenres.every((text) => text.includes(genre))).toBe(true);
    await plain.close();

    // With them: the same once hydrated, without a hydration warning.
    const live = await openPage(suite.browser, device);
    await live.page.goto(`${suite.url}${prefix}${pagePaths.gameGenre(genre)}`);
    await waitForHydration(live.page);
    await waitForInteractive(live.page.locator(PRESSED));
    expect(await live.page.locator(PRESSED).textContent()).toBe(genre);
    expect((await listedGenres(live.page)).every((text) => text.includes(genre))).toBe(true);
    expect([...problems, ...live.problems]).toEqual([]);
    await live.context.close();
  });
});
