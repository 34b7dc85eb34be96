/**
 * Scroll as visitors expect: a page opened from far down a list opens at its top, Back returns to
 * where the visitor was in the list, and a link to an anchor (a search hit's knowledge entry)
 * still lands on it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { pagePaths, routePath } from '../../shared/routing/route-manifest';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

const PHONE = {
  userAgent: MOBILE_UA,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
const DESKTOP = { userAgent: DESKTOP_UA, viewport: { width: 1366, height: 900 } };

/** How far down the list the visitor scrolls before opening an item. */
const SCROLLED_PX = 1500;
/** Far enough that a page opened there, or Back to the top, would show. */
const MIN_SCROLLED_PX = 800;
/** How near the top a new page opens, and how near its place Back returns. */
const NEAR_PX = 50;

/** Where an anchored entry lands: under the header, by its scroll margin. */
const ENTRY_TOP_MAX_PX = 120;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Opens a list, once its streamed items are in, and scrolls down it. */
async function scrolledList(page: Page, path: string): Promise<number> {
  await page.goto(`${suite.url}${path}`);
  await waitForHydration(page);
  await expect.poll(() => page.locator('.skeleton').count()).toBe(0);
  // As far as the list goes, up to SCROLLED_PX: a wide window shows a shorter list.
  const listY = await page.evaluate(
    (most) => Math.min(most, document.documentElement.scrollHeight - window.innerHeight),
    SCROLLED_PX,
  );
  expect(listY).toBeGreaterThanOrEqual(MIN_SCROLLED_PX);
  await page.evaluate((y) => window.scrollTo(0, y), listY);
  await expect.poll(() => scrollY(page)).toBe(listY);
  return listY;
}

/** The first item link wholly inside the window, as a visitor would tap it without scrolling. */
async function linkInView(page: Page, selector: string) {
  const links = page.locator(selector);
  const index = await links.evaluateAll((elements) =>
    elements.findIndex((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 60 && box.bottom <= window.innerHeight;
    }),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  return links.nth(index);
}

/** Opens the item, checks the new page is at its top, goes Back and checks the list's place. */
async function openAndReturn(page: Page, link: ReturnType<Page['locator']>, listY: number) {
  const listUrl = page.url();
  const target = new URL((await link.getAttribute('href'))!, listUrl).pathname;
  await link.click();
  await page.waitForURL((url) => url.pathname === target);
  await page.locator('main h1').waitFor();
  await expect.poll(() => scrollY(page)).toBeLessThan(NEAR_PX);
  await page.goBack();
  await page.waitForURL(listUrl);
  await expect
    .poll(async () => Math.abs((await scrollY(page)) - listY), { timeout: 5_000 })
    .toBeLessThanOrEqual(NEAR_PX);
}

describe('scroll position across pages', () => {
  it('opens a partner from far down /m/game-partner at its top, and Back returns', async () => {
    const { page, context, problems } = await openPage(suite.browser, PHONE);
    const listY = await scrolledList(page, `/m${routePath('gamePartner')}`);
    await openAndReturn(page, await linkInView(page, 'a.character-card__link'), listY);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens a game from far down the desktop game library at its top, and Back returns', async () => {
    const { page, context, problems } = await openPage(suite.browser, DESKTOP);
    const listY = await scrolledList(page, routePath('gameLibrary'));
    await openAndReturn(page, await linkInView(page, '.game-card a'), listY);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('still lands on the knowledge entry a search hit names (#knowledge-…)', async () => {
    const { page, context, problems } = await openPage(suite.browser, DESKTOP);
    await page.goto(`${suite.url}${pagePaths.search('角色')}`);
    await waitForHydration(page);
    const hit = page.locator('a.search-hit__link[href*="#knowledge-"]').first();
    const href = (await hit.getAttribute('href'))!;
    await hit.click();
    await page.waitForURL((url) => url.hash === new URL(href, suite.url).hash);
    const entry = page.locator(new URL(href, suite.url).hash);
    // Below the sticky header (the entry's scroll margin), not at the page's top.
    await expect
      .poll(() => entry.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toSatisfy((top: number) => top >= 0 && top < ENTRY_TOP_MAX_PX);
    expect(await scrollY(page)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
