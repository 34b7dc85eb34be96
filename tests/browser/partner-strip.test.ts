/**
 * The desktop partner strip pages sideways with arrow buttons, so a mouse without a sideways
 * wheel reaches its last cards; on a touch phone it is swiped and has no arrows.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { resources } from '../../shared/i18n/catalogues';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

/** More clicks than any sample strip has pages: a next arrow that never disables fails. */
const MAX_PAGES = 20;

describe('partner strip arrows', () => {
  it('page to the last card and back, disabled at either end', async () => {
    const { page, context, problems } = await openPage(suite.browser, { userAgent: DESKTOP_UA });
    await page.goto(`${suite.url}/game-partner`);
    await waitForHydration(page);
    const strip = page.locator('.figure-strip');
    await strip.scrollIntoViewIfNeeded();
    const labels = resources.zh.content.partners;
    const previous = page.getByRole('button', { name: labels.figuresPrevious });
    const next = page.getByRole('button', { name: labels.figuresNext });
    await expect.poll(() => next.isVisible()).toBe(true);
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);

    const scrollLeft = () => strip.evaluate((element) => element.scrollLeft);
    /** Clicks an arrow and waits for the strip's smooth scroll to end (its `scrollend` event). */
    const clickAndSettle = async (arrow: Locator) => {
      await strip.evaluate((element) => {
        const settled = new Promise<void>((resolve) =>
          element.addEventListener('scrollend', () => resolve(), { once: true }),
        );
        Object.assign(element, { settled });
      });
      await arrow.click();
      await strip.evaluate((element) => (element as unknown as { settled: Promise<void> }).settled);
    };
    for (let clicks = 0; clicks < MAX_PAGES && !(await next.isDisabled()); clicks += 1) {
      const before = await scrollLeft();
      await clickAndSettle(next);
      expect(await scrollLeft()).toBeGreaterThan(before);
    }
    expect(await next.isDisabled()).toBe(true);
    const stripBox = await strip.boundingBox();
    const lastBox = await page.locator('.figure-strip__item').last().boundingBox();
    expect(lastBox!.x).toBeGreaterThanOrEqual(stripBox!.x - 1);
    expect(lastBox!.x + lastBox!.width).toBeLessThanOrEqual(stripBox!.x + stripBox!.width + 1);
    expect(await previous.isDisabled()).toBe(false);

    for (let clicks = 0; clicks < MAX_PAGES && !(await previous.isDisabled()); clicks += 1) {
      await clickAndSettle(previous);
    }
    expect(await scrollLeft()).toBe(0);
    expect(await previous.isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('are not shown on a touch phone', async () => {
    const { page, context } = await openPage(suite.browser, {
      userAgent: MOBILE_UA,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await page.goto(`${suite.url}/m/game-partner`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('.figure-strip__item').count()).toBeGreaterThan(1);
    expect(await page.locator('.strip-arrow:visible').count()).toBe(0);
    await context.close();
  });
});
