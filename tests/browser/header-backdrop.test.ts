/**
 * The page scrolls under the header: the `/m` header, the narrow desktop window's and the
 * tablet's are opaque, so the page's text does not show through them.
 */
import { describe, expect, it } from 'vitest';

import { routePath } from '../../shared/routing/route-manifest';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA, MOBILE_UA, TABLET_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

const PHONE = { width: 390, height: 844 };
const IPAD_PORTRAIT = { width: 820, height: 1180 };

describe('the header over a scrolled page', () => {
  it.each([
    ['the /m tree on a phone', '/m', MOBILE_UA, PHONE],
    ['a phone-wide desktop window', '', DESKTOP_UA, PHONE],
    ['an iPad upright', '', TABLET_UA, IPAD_PORTRAIT],
  ])('is opaque (%s)', async (_name, prefix, userAgent, viewport) => {
    const { page, context, problems } = await openPage(suite.browser, { userAgent, viewport });
    await page.goto(`${suite.url}${prefix}${routePath('gamePartner')}`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    // Over the page's text, and with no alpha of its own: `rgb(…)`, never `rgba(…, 0.92)`.
    const shown = await page.getByRole('banner').evaluate((element) => ({
      background: getComputedStyle(element).backgroundColor,
      top: element.getBoundingClientRect().top,
    }));
    expect(shown.top).toBe(0);
    expect(shown.background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
