/**
 * A tablet is a pc device and gets the desktop tree, laid out at the screen's own width: at 820
 * and 1,024 px, upright and on its side, an iPad shows the desktop layout at 1:1, its text at its
 * designed size, nothing wider than the screen, and every header control (all six menu items, the
 * search box, the social icons, 登录/注册) on screen.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { pagePaths } from '../../shared/routing/route-manifest';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { sampleIds } from '../helpers/sample-ids';
import { TABLET_UA } from '../helpers/test-app';

/** iPadOS Safari asks for desktop sites by default, with a Mac's User-Agent. */
const IPADOS_DESKTOP_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/**
 * iPads upright and on their side: an iPad Air (820 × 1,180), an iPad Pro 12.9" upright and an
 * older iPad on its side (1,024 px wide both).
 */
const SCREENS = [
  { name: '820 × 1180', viewport: { width: 820, height: 1180 } },
  { name: '1180 × 820', viewport: { width: 1180, height: 820 } },
  { name: '1024 × 1366', viewport: { width: 1024, height: 1366 } },
  { name: '1024 × 768', viewport: { width: 1024, height: 768 } },
] as const;

/** The smallest size body text may be shown at, in CSS pixels as the screen shows them. */
const MIN_BODY_TEXT_PX = 14;

const suite = setUpBrowserSuite();
let partnerPath: string;

beforeAll(async () => {
  partnerPath = pagePaths.partnerDetail((await sampleIds(suite.testApp.upstreamUrl)).partnerId);
});

const PAGES = [
  ['the home page', () => '/'],
  ['the partners', () => '/game-partner'],
  ['the game library', () => '/game-library'],
  ['the activities', () => '/activity'],
  ['about us', () => '/about-us'],
  ['a partner', () => partnerPath],
] as const;

/** What the header offers: the menu items, the search box, the social icons, 登录/注册. */
const HEADER_CONTROLS = {
  'menu items': '.site-header__nav .nav-item',
  search: '.site-header__search input',
  social: '.site-header__social',
  login: '.account-corner--login',
} as const;

function tablet(userAgent: string, viewport: { width: number; height: number }) {
  return openPage(suite.browser, { userAgent, viewport, isMobile: true, hasTouch: true });
}

/** Opens a page once its streamed parts are in, so their widths count too. */
async function visit(page: Page, rest: string): Promise<void> {
  await page.goto(`${suite.url}${rest}`);
  await waitForHydration(page);
  await expect.poll(() => page.locator('.skeleton').count()).toBe(0);
  expect(new URL(page.url()).pathname).toBe(rest);
}

/**
 * How the page is shown: the zoom, the layout's width, and the body text's size in screen pixels
 * (computed size times the zoom): the size most of the characters of the main content's
 * paragraphs have, so a card's small print does not count as the page's text.
 */
function measure(page: Page) {
  return page.evaluate(() => {
    const scale = window.visualViewport!.scale;
    const characters = new Map<number, number>();
    for (const paragraph of document.querySelectorAll('main p')) {
      const size = parseFloat(getComputedStyle(paragraph).fontSize);
      const count = paragraph.textContent!.trim().length;
      characters.set(size, (characters.get(size) ?? 0) + count);
    }
    const [bodySize] = [...characters].sort((a, b) => b[1] - a[1])[0]!;
    // The home page scrolls its layout box rather than the document: both must fit.
    const boxes = [document.documentElement, document.querySelector<HTMLElement>('.layout')!];
    return {
      scale,
      innerWidth: window.innerWidth,
      widest: Math.max(...boxes.map((box) => box.scrollWidth)),
      bodyText: bodySize * scale,
      bodyElement: parseFloat(getComputedStyle(document.body).fontSize) * scale,
    };
  });
}

describe.each(SCREENS)('an iPad at $name', ({ viewport }) => {
  it.each(PAGES)(
    'shows %s at 1:1, at its designed text size, within the screen',
    async (_name, rest) => {
      const { page, context, problems } = await tablet(TABLET_UA, viewport);
      await visit(page, rest());
      const shown = await measure(page);
      expect(shown.scale).toBe(1);
      expect(shown.innerWidth).toBe(viewport.width);
      expect(shown.widest).toBeLessThanOrEqual(shown.innerWidth);
      expect(shown.bodyText).toBeGreaterThanOrEqual(MIN_BODY_TEXT_PX);
      expect(shown.bodyElement).toBeGreaterThanOrEqual(MIN_BODY_TEXT_PX);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe.each([
  ['an iPad', TABLET_UA],
  ['an iPad asking for the desktop site', IPADOS_DESKTOP_UA],
])('the desktop header on %s', (_name, userAgent) => {
  it.each(SCREENS)('shows every control on screen at $name', async ({ viewport }) => {
    const { page, context, problems } = await tablet(userAgent, viewport);
    await visit(page, '/about-us');
    await expect(page.locator(HEADER_CONTROLS.login).textContent()).resolves.toBe('登录/注册');
    expect(await page.locator(HEADER_CONTROLS['menu items']).count()).toBe(6);
    for (const [name, selector] of Object.entries(HEADER_CONTROLS)) {
      const controls = page.locator(selector);
      for (let index = 0; index < (await controls.count()); index += 1) {
        const control = controls.nth(index);
        await control.waitFor({ state: 'visible' });
        // Within the part of the page the screen shows, in the page's own pixels.
        const place = await control.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const screen = window.visualViewport!;
          return {
            left: box.left,
            right: box.right,
            screenLeft: screen.offsetLeft,
            screenRight: screen.offsetLeft + screen.width,
          };
        });
        expect(place.left, `${name} ${index}`).toBeGreaterThanOrEqual(place.screenLeft);
        expect(place.right, `${name} ${index}`).toBeLessThanOrEqual(place.screenRight);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
