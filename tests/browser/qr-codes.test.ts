/**
 * The QR codes the pages show are PNG images (WeChat's long-press "识别图中二维码" reads PNG or
 * JPEG, never SVG), with enough pixels that a 3x phone screen never scales them up into a blur.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

/** The content type the image was served with, and its pixels per device pixel shown. */
async function servedImage(page: Page, img: Locator) {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
  const src = (await img.getAttribute('src'))!;
  const response = await page.request.get(new URL(src, suite.url).href);
  const { naturalWidth, shown } = await img.evaluate((el: HTMLImageElement) => ({
    naturalWidth: el.naturalWidth,
    shown: el.getBoundingClientRect().width * window.devicePixelRatio,
  }));
  return { type: response.headers()['content-type'], naturalWidth, shown };
}

describe('the QR codes', () => {
  it('are PNG images in the desktop popover, sharp on a 3x screen', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: DESKTOP_UA,
      deviceScaleFactor: 3,
    });
    await page.goto(`${suite.url}/about-us`);
    await waitForHydration(page);
    for (const key of ['shortVideo', 'wechat']) {
      await page.locator(`.site-header__social .social-icon--${key}`).hover();
      const img = page.locator('.qr-popover img');
      await expect.poll(() => img.getAttribute('src')).toBe(`/qr/${key}.png`);
      const { type, naturalWidth, shown } = await servedImage(page, img);
      expect(type).toBe('image/png');
      expect(naturalWidth).toBeGreaterThanOrEqual(shown);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('are PNG images in the phone menu, sharp on a 3x screen', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: MOBILE_UA,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 3,
    });
    await page.goto(`${suite.url}/m`);
    await waitForHydration(page);
    await page.locator('.menu-button').click();
    await page.locator('.dialog--menu .social-icon--wechat').click();
    const img = page.locator('.dialog--menu .qr-panel img');
    await expect.poll(() => img.getAttribute('src')).toBe('/qr/wechat.png');
    const { type, naturalWidth, shown } = await servedImage(page, img);
    expect(type).toBe('image/png');
    expect(naturalWidth).toBeGreaterThanOrEqual(shown);
    expect(problems).toEqual([]);
    await context.close();
  });
});
