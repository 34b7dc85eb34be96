import { describe, expect, it } from 'vitest';

import { loginWithDialog } from '../helpers/account-dialog';
import { uniquePhone } from '../helpers/account-session';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

/**
 * The page cache on, as in production: a page is stored on its second request, so the third
 * visitor gets the cached bytes.
 */
const suite = setUpBrowserSuite({ env: { PAGE_CACHE_SECONDS: '60' } });

const PHONE_BLOCK = 8;

describe('a page served from the page cache', () => {
  it.each([
    ['/', DESKTOP_UA],
    ['/en/game-library', DESKTOP_UA],
    ['/ja/m', MOBILE_UA],
  ])('%s hydrates with no CSP violation or hydration warning', async (path, userAgent) => {
    const labels: string[] = [];
    for (let visit = 0; visit < 3; visit += 1) {
      const { page, context, problems } = await openPage(suite.browser, { userAgent });
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      const response = await page.goto(`${suite.url}${path}`);
      labels.push(response?.headers()['x-page-cache'] ?? '');
      await waitForHydration(page);
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
    expect(labels).toEqual(['miss', 'miss', 'hit']);
  });

  it('logs a visitor in on a cached page, and the avatar survives a reload', async () => {
    const path = '/about-us?from=page-cache-test';
    for (let visit = 0; visit < 2; visit += 1) {
      const earlier = await openPage(suite.browser, { userAgent: DESKTOP_UA });
      await earlier.page.goto(`${suite.url}${path}`);
      await earlier.context.close();
    }

    const { page, context, problems } = await openPage(suite.browser, { userAgent: DESKTOP_UA });
    const response = await page.goto(`${suite.url}${path}`);
    expect(response?.headers()['x-page-cache']).toBe('hit');
    await waitForHydration(page);
    await loginWithDialog(page, uniquePhone(PHONE_BLOCK));
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.locator('.account-corner--avatar').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
