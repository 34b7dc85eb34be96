/**
 * Keyboard users skip the header: the first Tab on a page of either tree focuses a "skip to
 * content" link, shown on screen in the page's language, and activating it moves focus into the
 * main content, from where the next Tab goes on rather than back through the header.
 */
import { describe, expect, it } from 'vitest';

import { pagePath } from '../helpers/account-strings';
import { openPage, waitForHydration } from '../helpers/browser';
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

const LABELS = {
  zh: '跳到主要内容',
  en: 'Skip to main content',
  ja: 'メインコンテンツへスキップ',
} as const;

const CASES = [
  ['zh', false, '/'],
  ['zh', false, '/game-library'],
  ['en', false, '/about-us'],
  ['zh', true, '/'],
  ['ja', true, '/game-partner'],
  ['en', true, '/download'],
] as const;

describe('the skip link', () => {
  it.each(CASES)(
    'comes first and leads into the content (%s, mobile %s, %s)',
    async (lang, mobile, rest) => {
      const { page, context, problems } = await openPage(suite.browser, mobile ? PHONE : DESKTOP);
      await page.goto(`${suite.url}${pagePath(lang, mobile, rest)}`);
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const box = element.getBoundingClientRect();
        return {
          className: element.className,
          text: element.textContent,
          onScreen: box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight,
          covered: document.elementFromPoint(box.left + 4, box.top + 4) !== element,
        };
      });
      expect(focused).toEqual({
        className: 'skip-link',
        text: LABELS[lang],
        onScreen: true,
        covered: false,
      });
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null))
        .toBe(true);
      // The next Tab goes on from the content (into it, or past it where it has no controls),
      // not back into the header.
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('.site-header') ?? null),
      ).toBeNull();
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
