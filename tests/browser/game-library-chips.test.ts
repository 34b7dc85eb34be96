/**
 * On a phone the game library's genre chips are one sideways-scrolling row, so the first game
 * shows in the first screen; every chip can still be reached and filters the list.
 */
import { describe, expect, it } from 'vitest';

import { openPage, waitForHydration, waitForInteractive } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { MOBILE_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

const PHONE = { width: 390, height: 844 };
const MAX_ROW_HEIGHT_PX = 60;

describe('mobile game library genre chips', () => {
  it('fit one row above the first game, which is in the first viewport', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: MOBILE_UA,
      viewport: PHONE,
    });
    await page.goto(`${suite.url}/m/game-library`);
    await waitForHydration(page);
    const row = page.locator('.game-grid .chip-filter');
    // The games stream in after the shell on a busy machine; measure once they are there.
    await row.waitFor();
    const rowBox = await row.boundingBox();
    expect(rowBox?.height).toBeLessThanOrEqual(MAX_ROW_HEIGHT_PX);
    const cardBox = await page.locator('.game-card').first().boundingBox();
    expect(cardBox?.y).toBeLessThan(PHONE.height);
    // The row scrolls: it is wider inside than out, and its last chip can be reached.
    const overflow = await row.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reaches the last chip by scrolling and filters the games with it', async () => {
    const { page, context } = await openPage(suite.browser, {
      userAgent: MOBILE_UA,
      viewport: PHONE,
    });
    await page.goto(`${suite.url}/m/game-library`);
    await waitForHydration(page);
    const cards = page.locator('.game-card');
    await cards.first().waitFor();
    const allCount = await cards.count();
    const lastChip = page.locator('.game-grid .chip-filter .chip').last();
    const genre = (await lastChip.textContent())?.trim() ?? '';
    await lastChip.click();
    await expect.poll(() => lastChip.getAttribute('aria-pressed')).toBe('true');
    const chipBox = await lastChip.boundingBox();
    expect(chipBox && chipBox.x + chipBox.width).toBeLessThanOrEqual(PHONE.width);
    await expect.poll(() => cards.count()).toBeLessThan(allCount);
    const genres = await page.locator('.game-card .game-card__meta').allTextContents();
    expect(genres.every((text) => text.includes(genre))).toBe(true);
    await context.close();
  });

  it('moves between chips with the arrow keys', async () => {
    const { page, context } = await openPage(suite.browser, {
      userAgent: MOBILE_UA,
      viewport: PHONE,
    });
    await page.goto(`${suite.url}/m/game-library`);
    await waitForHydration(page);
    const chips = page.locator('.game-grid .chip-filter .chip');
    await waitForInteractive(chips.first());
    await chips.first().focus();
    await page.keyboard.press('End');
    await expect
      .poll(() => chips.last().evaluate((chip) => chip === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => chips.last().getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });
});
