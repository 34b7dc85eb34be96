/**
 * Cumulative Layout Shift of the pages whose data streams in, in Chromium, with the list calls of
 * the API held back so that the loading placeholders are streamed first and replaced later: the
 * placeholders reserve the size of what replaces them, so the footer and what follows the
 * streamed sections stay put (CLS ≤ 0.02, Google's "good" is 0.1).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

const SLOW_MS = 1500;
const MAX_CLS = 0.02;

/** Every call whose data a page streams in after its shell. */
const LIST_CALLS =
  /\/api\/(visitor\/web\/index\/characters|visitor\/web\/activity\/index|visitor\/game\/list|character\/get_official_character_list|character\/legion_zone\/)/;

const suite = setUpBrowserSuite({ slowUpstream: { path: LIST_CALLS, ms: SLOW_MS } });

interface ShiftWindow {
  __layoutShift: number;
  __skeletonSeen: boolean;
}

/**
 * Runs before the page's own scripts: sums the layout shifts not caused by input (as CLS counts
 * them) and notes whether a loading placeholder was ever in the document.
 */
function watchLayout(): void {
  const watched = window as unknown as ShiftWindow;
  watched.__layoutShift = 0;
  watched.__skeletonSeen = false;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) watched.__layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const seen = new MutationObserver(() => {
    if (document.querySelector('.skeleton')) {
      watched.__skeletonSeen = true;
      seen.disconnect();
    }
  });
  seen.observe(document, { childList: true, subtree: true });
}

/** Loads the page, waits for its streamed data, hydration, images and fonts; the page's CLS. */
async function measure(page: Page, url: string): Promise<{ cls: number; skeletonSeen: boolean }> {
  await page.addInitScript(watchLayout);
  await page.goto(url, { waitUntil: 'load', timeout: SLOW_MS + 15_000 });
  await waitForHydration(page);
  await page.waitForFunction(() => document.querySelector('.skeleton') === null);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames: layout of the last change is done and its shift reported.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return page.evaluate(() => {
    const watched = window as unknown as ShiftWindow;
    return { cls: watched.__layoutShift, skeletonSeen: watched.__skeletonSeen };
  });
}

const TREES = [
  { name: 'desktop', prefix: '', userAgent: DESKTOP_UA, viewport: { width: 1366, height: 900 } },
  { name: 'mobile', prefix: '/m', userAgent: MOBILE_UA, viewport: { width: 390, height: 844 } },
] as const;

const PAGES = ['/', '/game-library', '/game-partner', '/activity'] as const;

describe.each(TREES)('layout shift while data streams in ($name)', (tree) => {
  it.each(PAGES)('%s shows placeholders that keep CLS ≤ 0.02', async (path) => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: tree.userAgent,
      viewport: tree.viewport,
    });
    const url = `${suite.url}${tree.prefix}${path === '/' && tree.prefix ? '' : path}`;
    const { cls, skeletonSeen } = await measure(page, url);
    console.info(`CLS ${tree.name} ${path}: ${cls.toFixed(4)}`);
    expect(skeletonSeen, 'the loading placeholders were streamed first').toBe(true);
    expect(await page.locator('.load-error').count()).toBe(0);
    expect(cls).toBeLessThanOrEqual(MAX_CLS);
    expect(problems).toEqual([]);
    await context.close();
  });
});
