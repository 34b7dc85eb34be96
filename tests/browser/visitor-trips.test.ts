/**
 * What a visitor trips on: the keyboard on the desktop home, Back with the mobile menu open, the
 * login form across the agreement pages on mobile, duplicate URLs, and the console of a 404.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { LOGIN_DRAFT_KEY } from '../../client/account/login-draft';
import { DEMO_VERIFICATION_CODE } from '../../shared/account/login-constants';
import { LOGIN, openLoginDialog, sendCode } from '../helpers/account-dialog';
import { pagePath, TEST_LANGS } from '../helpers/account-strings';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

const DESKTOP = { userAgent: DESKTOP_UA, viewport: { width: 1366, height: 768 } };
const PHONE = {
  userAgent: MOBILE_UA,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${suite.url}${path}`);
  await waitForHydration(page);
}

describe.each(TEST_LANGS)('the desktop home and the keyboard (%s)', (lang) => {
  it('scrolls on PageDown and End without a click or a tab first', async () => {
    const { page, context, problems } = await openPage(suite.browser, DESKTOP);
    await visit(page, pagePath(lang, false, '/'));
    const box = page.locator('.layout--home');
    await page.waitForFunction(() => document.activeElement?.classList.contains('layout--home'));
    expect(await box.evaluate((element) => element.scrollTop)).toBe(0);
    await page.keyboard.press('PageDown');
    await page.waitForFunction(
      () => (document.querySelector('.layout--home')?.scrollTop ?? 0) > 200,
    );
    // The streamed sections may still grow the page after a key: End must reach its end as it
    // is then, so it is pressed again until the box sits at the bottom.
    await page.locator('.home-characters .home-character').first().waitFor();
    await expect
      .poll(async () => {
        await page.keyboard.press('End');
        return box.evaluate(
          (element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1,
        );
      })
      .toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the mobile menu and history', () => {
  it('closes when Back leaves the page it was opened on', async () => {
    const { page, context, problems } = await openPage(suite.browser, PHONE);
    await visit(page, '/m/game-library');
    await page.locator('.menu-button').click();
    await page.locator('.dialog--menu a[data-menu-id="4"]').click();
    await page.waitForURL((url) => url.pathname.startsWith('/m/activity'));
    await page.locator('.dialog--menu:popover-open').waitFor({ state: 'detached' });

    await page.locator('.menu-button').click();
    await page.locator('.dialog--menu').waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/m/game-library');
    await page.locator('.dialog--menu:popover-open').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the login form across the agreement pages (mobile)', () => {
  it('keeps the phone number through the agreement and Back, and forgets it on login', async () => {
    const { page, context, problems } = await openPage(suite.browser, PHONE);
    const phone = '13800138021';
    await visit(page, '/m/about-us');
    await openLoginDialog(page);
    await page.locator(LOGIN.phone).fill(phone);
    await page.locator('.dialog--login .agreement__link').first().click();
    await page.waitForURL((url) => url.pathname === '/terms');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/m/about-us');
    await page.locator(LOGIN.dialog).waitFor();
    await expect.poll(() => page.locator(LOGIN.phone).inputValue()).toBe(phone);

    await sendCode(page, phone);
    await page.locator(LOGIN.code).fill(DEMO_VERIFICATION_CODE);
    await page.locator(LOGIN.agreement).check();
    await page.locator(LOGIN.submit).click();
    await page.locator(LOGIN.avatar).waitFor();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), LOGIN_DRAFT_KEY)).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('one URL per page', () => {
  it('answers /activity/ with 301 to /activity, query kept', async () => {
    const { page, context, problems } = await openPage(suite.browser, DESKTOP);
    const response = await page.goto(`${suite.url}/activity/?channel=bili`);
    const first = response!.request().redirectedFrom();
    expect(first?.url()).toBe(`${suite.url}/activity/?channel=bili`);
    expect((await first!.response())!.status()).toBe(301);
    expect(response!.status()).toBe(200);
    expect(page.url()).toBe(`${suite.url}/activity?channel=bili`);
    await waitForHydration(page);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/activity$/);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the console of a 404 page', () => {
  it.each([
    ['desktop', DESKTOP, '/no-such-page'],
    ['mobile', PHONE, '/m/no-such-page'],
  ])('stays quiet (%s)', async (_, options, path) => {
    const { page, context } = await openPage(suite.browser, options);
    const url = `${suite.url}${path}`;
    const messages: string[] = [];
    page.on('console', (message) => {
      // Chromium's own line for the document's 404 status: the page's answer, not the page's log.
      const ownStatus =
        message.location().url === url && message.text().startsWith('Failed to load resource');
      if (!ownStatus) messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    const response = await page.goto(url);
    expect(response!.status()).toBe(404);
    await waitForHydration(page);
    await page.locator('.error-page').waitFor();
    expect(messages).toEqual([]);
    await context.close();
  });
});
