/**
 * Text shown whole and upright: the `/m` header's search placeholder fits its box on a phone in
 * every language (no "Search gam…"), and the company's postal address on the about page is not
 * in the italics browsers give `<address>`, which Chinese text never uses.
 */
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { pagePath, TEST_LANGS } from '../helpers/account-strings';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

// The example configuration names a company address, which the demo stand-ins leave out. Its
// images are on example hosts that do not resolve, so console errors are not checked here.
const suite = setUpBrowserSuite({
  env: { SITE_CONFIG: path.resolve('deploy/site-config.example.json') },
});

describe('the /m search box on a phone 390 px wide', () => {
  it.each(TEST_LANGS)('shows its whole placeholder (%s)', async (lang) => {
    const { page, context } = await openPage(suite.browser, {
      userAgent: MOBILE_UA,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`${suite.url}${pagePath(lang, true, '/about-us')}`);
    await waitForHydration(page);
    const fit = await page
      .getByRole('banner')
      .getByRole('searchbox')
      .evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const pen = document.createElement('canvas').getContext('2d')!;
        pen.font = `${style.fontSize} ${style.fontFamily}`;
        const room =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: pen.measureText(input.placeholder).width, room };
      });
    expect(fit.text).toBeGreaterThan(0);
    expect(fit.text).toBeLessThanOrEqual(fit.room);
    await context.close();
  });
});

describe('the about page', () => {
  it.each([false, true])('shows the postal address upright (mobile %s)', async (mobile) => {
    const { page, context } = await openPage(suite.browser, {
      userAgent: mobile ? MOBILE_UA : DESKTOP_UA,
      ...(mobile ? { viewport: { width: 390, height: 844 } } : {}),
    });
    await page.goto(`${suite.url}${pagePath('zh', mobile, '/about-us')}`);
    const address = page.locator('main address');
    await address.waitFor();
    expect(await address.textContent()).toMatch(/北京市/);
    expect(await address.evaluate((element) => getComputedStyle(element).fontStyle)).toBe('normal');
    await context.close();
  });
});
