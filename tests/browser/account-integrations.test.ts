import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DEMO_VERIFICATION_CODE } from '../../shared/account/login-constants';
import { GEETEST_SCRIPT_URL, GTAG_SCRIPT_URL } from '../../shared/third-party-scripts';
import { LOGIN, openLoginDialog } from '../helpers/account-dialog';
import { FAKE_GT4_JS, FAKE_GTAG_JS } from '../helpers/account-fake-providers';
import { readUserStore, uniquePhone } from '../helpers/account-session';
import { countdownPattern, pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA } from '../helpers/test-app';

const CAPTCHA_ID = 'test-captcha-id';
const ANALYTICS_ID = 'G-TEST123';
const GEETEST_LANGUAGE = { zh: 'zho', en: 'eng', ja: 'jpn' } as const;
const PHONE_BLOCK = 9;

const previousCaptchaId = process.env.CAPTCHA_ID;
const suite = setUpBrowserSuite({
  env: { CAPTCHA_ID, ANALYTICS_ID },
  // The embedded demo API reads CAPTCHA_ID itself: with it, it wants the provider's fields.
  before: () => {
    process.env.CAPTCHA_ID = CAPTCHA_ID;
  },
  after: () => {
    if (previousCaptchaId === undefined) delete process.env.CAPTCHA_ID;
    else process.env.CAPTCHA_ID = previousCaptchaId;
  },
});

/** Serves the providers' scripts from their real URLs; records every request off the site. */
async function fakeProviders(context: BrowserContext): Promise<string[]> {
  const external: string[] = [];
  context.on('request', (request) => {
    if (!request.url().startsWith(suite.url)) external.push(request.url());
  });
  await context.route(GEETEST_SCRIPT_URL, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_GT4_JS }),
  );
  await context.route(`${GTAG_SCRIPT_URL}*`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_GTAG_JS }),
  );
  return external;
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${suite.url}${path}`);
  await waitForHydration(page);
}

/** Opens a fresh dialog (a new captcha instance) with a phone filled in. */
async function freshDialog(page: Page, phone: string): Promise<void> {
  if ((await page.locator(LOGIN.dialog).count()) > 0) {
    await page.locator(LOGIN.close).click();
    await page.locator(LOGIN.dialog).waitFor({ state: 'detached' });
  }
  await openLoginDialog(page);
  await page.locator(LOGIN.phone).fill(phone);
}

describe.each(TEST_LANGS)('configured captcha and analytics (%s)', (lang) => {
  const text = (key: string) => siteText(lang, key);

  it('logs in through GeeTest v4 and sends the analytics config event', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: DESKTOP_UA,
    });
    const external = await fakeProviders(context);
    await visit(page, pagePath(lang, false, '/about-us'));
    await expect.poll(() => external).toEqual([`${GTAG_SCRIPT_URL}?id=${ANALYTICS_ID}`]);

    await openLoginDialog(page);
    await expect.poll(() => external.length).toBe(2);
    expect(external[1]).toBe(GEETEST_SCRIPT_URL);
    await page.waitForFunction(() => 'initGeetest4' in window);
    expect(
      await page.evaluate(() => (window as { __geetestConfig?: unknown }).__geetestConfig),
    ).toEqual({
      captchaId: CAPTCHA_ID,
      product: 'bind',
      language: GEETEST_LANGUAGE[lang],
    });

    await page.locator(LOGIN.phone).fill(uniquePhone(PHONE_BLOCK));
    await page.locator(LOGIN.sendCode).click();
    await page.locator('#fake-geetest').click();
    await page.locator('.toast--success', { hasText: text('account:login.codeSent') }).waitFor();
    expect(await page.locator(LOGIN.sendCode).textContent()).toMatch(countdownPattern(lang));
    await expect
      .poll(() => page.evaluate(() => (window as { __geetestResets?: number }).__geetestResets))
      .toBe(1);

    await page.locator(LOGIN.code).fill(DEMO_VERIFICATION_CODE);
    await page.locator(LOGIN.agreement).check();
    await page.locator(LOGIN.submit).click();
    await page.locator(LOGIN.avatar).waitFor();
    const webUserId = ((await readUserStore(page))?.userInfo as { web_user_id: string })
      .web_user_id;
    const commands = () =>
      page.evaluate(() =>
        (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
      );
    await expect
      .poll(commands)
      .toContainEqual([
        'config',
        ANALYTICS_ID,
        { user_id: webUserId, user_properties: { logged_in: true } },
      ]);
    expect(new Set(external.map((url) => new URL(url).origin))).toEqual(
      new Set([new URL(GTAG_SCRIPT_URL).origin, new URL(GEETEST_SCRIPT_URL).origin]),
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a toast for each captcha failure and resets the captcha after every attempt', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: DESKTOP_UA,
    });
    await fakeProviders(context);
    await visit(page, pagePath(lang, false, '/activity'));
    const phone = uniquePhone(PHONE_BLOCK);
    const cases = [
      ['noValidate', 'account:captcha.validateMissing'],
      ['error', 'account:captcha.failed'],
    ] as const;
    for (const [mode, message] of cases) {
      await freshDialog(page, phone);
      await page.waitForFunction(() => 'initGeetest4' in window);
      await page.evaluate((value) => {
        (window as { __geetestMode?: string }).__geetestMode = value;
      }, mode);
      await page.locator(LOGIN.sendCode).click();
      await page.locator('#fake-geetest').click();
      await page.locator('.toast--error', { hasText: text(message) }).waitFor();
      await expect
        .poll(() => page.evaluate(() => (window as { __geetestResets?: number }).__geetestResets))
        .toBe(1);
    }
    await page.evaluate(() => {
      (window as { __geetestMode?: string }).__geetestMode = 'neverReady';
    });
    await freshDialog(page, phone);
    await page.locator(LOGIN.sendCode).click();
    await page
      .locator('.toast--error', { hasText: text('account:captcha.notInitialized') })
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
