/**
 * An iPad upright (820 × 1,180, a pc device: the desktop tree) shows the partners and the
 * download page legibly: every figure with its unit (「12.8万 次对话」, 「178.0 MB」, a date, a
 * version) on one line inside its card, and no text of the page's content under 14 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { routePath } from '../../shared/routing/route-manifest';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { TABLET_UA } from '../helpers/test-app';

const IPAD_PORTRAIT = { width: 820, height: 1180 };

/** The smallest size text may be shown at on a tablet, in CSS pixels (the page is at 1:1). */
const MIN_TEXT_PX = 14;

const PAGES = [
  {
    rest: routePath('gamePartner'),
    figures: '.character-card__count',
  },
  {
    rest: routePath('download'),
    // Version, size and date; the requirements and the SHA-256 are prose and may wrap.
    figures: '.release-facts__item:not(.release-facts__item--wide) dd',
  },
] as const;

const suite = setUpBrowserSuite();

async function visit(rest: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await openPage(suite.browser, {
    userAgent: TABLET_UA,
    viewport: IPAD_PORTRAIT,
    isMobile: true,
    hasTouch: true,
  });
  await page.goto(`${suite.url}${rest}`);
  await waitForHydration(page);
  await expect.poll(() => page.locator('.skeleton').count()).toBe(0);
  return { page, close: () => context.close() };
}

/**
 * Each figure's text, the lines it takes (distinct tops of its text's line boxes) and whether it
 * stays inside its card.
 */
function figureLines(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      const tops = new Set<number>();
      let right = Number.NEGATIVE_INFINITY;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue;
          tops.add(Math.round(rect.top));
          right = Math.max(right, rect.right);
        }
      }
      const card = element.closest('li')!.getBoundingClientRect();
      return {
        text: element.textContent!.trim(),
        lines: tops.size,
        inside: right <= card.right + 0.5,
      };
    }),
  );
}

/** The visible text of the main content set smaller than `min` px, with its size. */
function smallText(page: Page, min: number) {
  return page.evaluate((least) => {
    const small: string[] = [];
    const main = document.querySelector('main')!;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      const parent = node.parentElement!;
      // Text only assistive technology reads (visually hidden) is not shown at any size.
      if (!text || parent.closest('.visually-hidden') || !parent.checkVisibility()) continue;
      const size = parseFloat(getComputedStyle(parent).fontSize);
      if (size < least) small.push(`${size}px ${parent.className || parent.tagName}: ${text}`);
    }
    return small;
  }, min);
}

describe('an iPad upright (820 × 1180, desktop tree)', () => {
  it.each(PAGES)(
    'keeps each figure of $rest on one line in its card',
    async ({ rest, figures }) => {
      const { page, close } = await visit(rest);
      const measured = await figureLines(page, figures);
      expect(measured.length).toBeGreaterThan(0);
      expect(measured.filter((figure) => figure.lines !== 1 || !figure.inside)).toEqual([]);
      await close();
    },
  );

  it.each(PAGES)('shows no text of $rest under 14 px', async ({ rest }) => {
    const { page, close } = await visit(rest);
    expect(await smallText(page, MIN_TEXT_PX)).toEqual([]);
    await close();
  });
});
