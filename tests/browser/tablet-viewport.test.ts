/**
 * A tablet is a pc device and gets the desktop tree, whose layout is 1,200 px wide at least. At
 * 820 px (an iPad Air held upright) the header's right end must still be on screen: the
 * desktop tree's viewport makes the browser lay the page out at 1,200 px and scale it to fit.
 */
import { describe, expect, it } from 'vitest';

import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { TABLET_UA } from '../helpers/test-app';

/** iPadOS Safari asks for desktop sites by default, with a Mac's User-Agent. */
const IPADOS_DESKTOP_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

const suite = setUpBrowserSuite();

/** What the visitor reaches in the header: the search box, the social icons, 登录/注册. */
const HEADER_CONTROLS = {
  search: '.site-header__search input',
  social: '.site-header__social',
  login: '.account-corner--login',
} as const;

describe.each([
  ['an iPad', TABLET_UA],
  ['an iPad asking for the desktop site', IPADOS_DESKTOP_UA],
])('the desktop header on %s at 820 px', (_name, userAgent) => {
  it('shows the search box, the social icons and 登录/注册 on screen', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent,
      viewport: { width: 820, height: 1180 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`${suite.url}/about-us`);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/about-us');
    await expect(page.locator(HEADER_CONTROLS.login).textContent()).resolves.toBe('登录/注册');
    for (const [name, selector] of Object.entries(HEADER_CONTROLS)) {
      const control = page.locator(selector).first();
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
      expect(place.left, name).toBeGreaterThanOrEqual(place.screenLeft);
      expect(place.right, name).toBeLessThanOrEqual(place.screenRight);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
