import { describe, expect, it } from 'vitest';

import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

describe('choosing a language', () => {
  it.each([
    ['/en', '/', DESKTOP_UA],
    ['/ja', '/', DESKTOP_UA],
    ['/en/m', '/m', MOBILE_UA],
    ['/ja/m', '/m', MOBILE_UA],
  ])(
    'from %s, 中文 lands on %s in Chinese and stays there after a reload',
    async (from, to, ua) => {
      const { page, context, problems } = await openPage(suite.browser, { userAgent: ua });
      await page.goto(`${suite.url}${from}`);
      await waitForHydration(page);
      const chinese = page.locator('.layout__languages a[hreflang="zh"]');
      await chinese.scrollIntoViewIfNeeded();
      await Promise.all([page.waitForURL(`${suite.url}${to}`), chinese.click()]);
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
      await page.reload();
      expect(new URL(page.url()).pathname).toBe(to);
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('from /, English lands on /en and a later visit to / goes back to /en', async () => {
    const { page, context } = await openPage(suite.browser, { userAgent: DESKTOP_UA });
    await page.goto(`${suite.url}/`);
    await waitForHydration(page);
    await Promise.all([
      page.waitForURL(`${suite.url}/en`),
      page.locator('.layout__languages a[hreflang="en"]').click(),
    ]);
    await page.goto(`${suite.url}/`);
    expect(new URL(page.url()).pathname).toBe('/en');
    await context.close();
  });
});
