import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DIALOG_CLOSE_DELAY_MS } from '../../client/styles/ui-constants';
import { MESSAGES } from '../../demo-api/messages';
import { DEMO_VERIFICATION_CODE } from '../../shared/account/login-constants';
import { LOGIN, openLoginDialog, sendCode } from '../helpers/account-dialog';
import { readUserStore, seedUserStore, uniquePhone } from '../helpers/account-session';
import { countdownPattern, pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

const PHONE_BLOCK = 5;
const SEND_CODE_API = '**/api/users/send_phone_verification_code_captcha';
const LOGIN_API = '**/api/users/login_register_share_no_invitation_code';

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${suite.url}${path}`);
  await waitForHydration(page);
}

const errorTexts = (page: Page) => page.locator(LOGIN.errors).allTextContents();

/** Milliseconds from now until the element matching `selector` leaves the document. */
function timeUntilRemoved(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (target) =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector(target)) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
    selector,
  );
}

describe.each(TEST_LANGS)('login dialog (%s)', (lang) => {
  const at = (rest: string, mobile = false) => pagePath(lang, mobile, rest);
  const text = (key: string, values?: Record<string, string | number>) =>
    siteText(lang, key, values);

  it('validates each field on its own trigger and the whole form on submit', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: DESKTOP_UA,
    });
    await visit(page, at('/about-us'));
    expect(await page.locator(LOGIN.loginButton).textContent()).toBe(
      text('account:header.loginButton'),
    );
    await openLoginDialog(page);
    expect(await page.locator(LOGIN.title).textContent()).toBe(text('account:header.loginTitle'));
    expect(await page.locator(LOGIN.submit).textContent()).toBe(text('account:login.submit'));
    expect(await page.locator(LOGIN.sendCode).textContent()).toBe(text('account:login.sendCode'));
    expect(await page.locator('.agreement__text').textContent()).toBe(
      text('account:login.agreementPrefix') +
        text('account:login.serviceAgreement') +
        text('account:login.agreementSeparator') +
        text('account:login.privacyPolicy'),
    );

    // Blur: required, then the pattern; fixing the value clears the message.
    const phone = page.locator(LOGIN.phone);
    await phone.focus();
    await phone.blur();
    await expect.poll(() => errorTexts(page)).toEqual([text('account:login.phoneRequired')]);
    await phone.fill('1380013');
    await expect.poll(() => errorTexts(page)).toEqual([text('account:login.phoneRequired')]);
    await phone.blur();
    await expect.poll(() => errorTexts(page)).toEqual([text('account:login.phoneInvalid')]);
    await phone.fill('13800138000');
    await expect.poll(() => errorTexts(page)).toEqual([]);

    const code = page.locator(LOGIN.code);
    await code.focus();
    await code.blur();
    await expect.poll(() => errorTexts(page)).toEqual([text('account:login.codeRequired')]);

    // Change: the agreement is checked as it is ticked and unticked.
    const agreement = page.locator(LOGIN.agreement);
    await agreement.check();
    await expect.poll(() => errorTexts(page)).toEqual([text('account:login.codeRequired')]);
    await agreement.uncheck();
    await expect
      .poll(() => errorTexts(page))
      .toEqual([text('account:login.codeRequired'), text('account:login.agreementRequired')]);

    // The phone is checked before the captcha opens.
    await phone.fill('12345');
    await page.locator(LOGIN.sendCode).click();
    await expect.poll(() => errorTexts(page)).toContain(text('account:login.phoneInvalid'));
    expect(await page.locator('.dialog--captcha').count()).toBe(0);

    // The close button closes after the closing animation.
    const removed = timeUntilRemoved(page, LOGIN.dialog);
    await page.locator(LOGIN.close).click();
    expect(await removed).toBeGreaterThanOrEqual(DIALOG_CLOSE_DELAY_MS - 20);
    await expect.poll(async () => (await readUserStore(page))?.loginDialogVisible).toBe(false);

    // Submit validates everything at once.
    await openLoginDialog(page);
    await expect.poll(() => errorTexts(page)).toEqual([]);
    await page.locator(LOGIN.submit).click();
    await expect
      .poll(() => errorTexts(page))
      .toEqual([
        text('account:login.phoneRequired'),
        text('account:login.codeRequired'),
        text('account:login.agreementRequired'),
      ]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('phone_number');

    // The agreements open their legal pages in a new window on desktop.
    const links = page.locator('.agreement__link');
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual([
      at('/terms'),
      at('/privacy'),
    ]);
    const [legal] = await Promise.all([context.waitForEvent('page'), links.first().click()]);
    await legal.waitForLoadState();
    expect(new URL(legal.url()).pathname).toBe(at('/terms'));
    expect(await page.locator(LOGIN.dialog).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends the code after the captcha, counts down, logs in and stays logged in', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: DESKTOP_UA,
    });
    await visit(page, at('/about-us'));
    await openLoginDialog(page);
    await page.locator(LOGIN.phone).fill(uniquePhone(PHONE_BLOCK));
    await page.locator(LOGIN.sendCode).click();
    const captcha = page.locator('.dialog--captcha');
    await captcha.waitFor();
    expect(await captcha.locator('.dialog__title').textContent()).toBe(
      text('account:captcha.localTitle'),
    );
    await page.locator(LOGIN.captchaConfirm).click();
    await page.locator('.toast--success', { hasText: text('account:login.codeSent') }).waitFor();

    const send = page.locator(LOGIN.sendCode);
    const pattern = countdownPattern(lang);
    const secondsLeft = async () => Number(pattern.exec((await send.textContent()) ?? '')?.[1]);
    const first = await secondsLeft();
    expect(first).toBeGreaterThanOrEqual(58);
    expect(first).toBeLessThanOrEqual(60);
    expect(await send.isDisabled()).toBe(true);
    await expect.poll(secondsLeft, { timeout: 5000 }).toBeLessThanOrEqual(first - 2);
    expect(await send.isDisabled()).toBe(true);

    // A wrong code: the server's message as an error toast, the dialog stays.
    await page.locator(LOGIN.code).fill('000000');
    await page.locator(LOGIN.agreement).check();
    await page.locator(LOGIN.submit).click();
    await page.locator('.toast--error', { hasText: MESSAGES.wrong_code[lang] }).waitFor();
    expect(await page.locator(LOGIN.dialog).count()).toBe(1);

    // The right one, held back until the loading indicator has been seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(LOGIN_API, async (route) => {
      await released;
      await route.continue();
    });
    await page.locator(LOGIN.code).fill(DEMO_VERIFICATION_CODE);
    await page.locator(LOGIN.submit).click();
    await page.locator(`${LOGIN.submit}[aria-busy="true"] .spinner`).waitFor();
    release();
    await page.locator(LOGIN.avatar).waitFor();
    // The dialog leaves after its closing animation.
    await expect.poll(() => page.locator(LOGIN.dialog).count()).toBe(0);
    await expect.poll(() => page.locator(LOGIN.loginButton).count()).toBe(0);
    expect(await page.locator(LOGIN.avatar).getAttribute('href')).toBe(at('/profile'));
    await expect
      .poll(() => readUserStore(page))
      .toMatchObject({ isLoggedIn: true, loginDialogVisible: false });
    const store = await readUserStore(page);
    expect((store?.userInfo as { web_user_id?: string }).web_user_id).toMatch(/^wu_/);

    // A reload: the server renders the visitor; the avatar returns after hydration.
    const response = await page.reload();
    expect(await response!.text()).toContain('account-corner--login');
    await waitForHydration(page);
    await page.locator(LOGIN.avatar).waitFor();

    await page.locator(LOGIN.avatar).click();
    await page.waitForURL((url) => url.pathname === at('/profile'));
    await page.locator('.profile-card__name').waitFor();
    expect(await page.locator('.profile-card__phone').textContent()).toMatch(/^\d{3}\*{4}\d{4}$/);
    await page.locator('.profile-card__logout').click();
    await page.locator(LOGIN.loginButton).waitFor();
    await page.locator('.login-prompt').waitFor();
    await expect.poll(async () => (await readUserStore(page))?.isLoggedIn).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('groups a repeated error toast under a counter badge and closes toasts on Escape', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: DESKTOP_UA,
    });
    await visit(page, at('/activity'));
    // A captcha result the demo API refuses: its business error (HTTP 200) three times over.
    await page.route(SEND_CODE_API, (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, string>;
      return route.continue({ postData: JSON.stringify({ ...body, captcha_output: 'forged' }) });
    });
    await openLoginDialog(page);
    const phone = uniquePhone(PHONE_BLOCK);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await sendCode(page, phone);
      const toast = page.locator('.toast--error', { hasText: MESSAGES.captcha_failed[lang] });
      await toast.waitFor();
      if (attempt > 1) await toast.locator('.toast__badge', { hasText: String(attempt) }).waitFor();
    }
    expect(await page.locator(LOGIN.toast).count()).toBe(1);
    expect(await page.locator('.toast__badge').getAttribute('aria-label')).toBe(
      text('account:toast.repeated', { count: 3 }),
    );
    expect(await page.locator(LOGIN.sendCode).isDisabled()).toBe(false);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator(LOGIN.toast).count()).toBe(0);
    expect(await page.locator(LOGIN.dialog).count()).toBe(1);

    // No server message (not an envelope): the dialog's own text.
    await page.unroute(SEND_CODE_API);
    await page.route(SEND_CODE_API, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'unavailable' }),
    );
    await sendCode(page, phone);
    await page
      .locator('.toast--error', { hasText: text('account:login.codeSendFailed') })
      .waitFor();

    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.locator(LOGIN.dialog).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('logs out on error 41001 and guards the profile', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: DESKTOP_UA,
    });
    await seedUserStore(context, {
      isLoggedIn: true,
      userInfo: { access_token: 'bogus-token', web_user_id: 'wu_bogus' },
    });
    await visit(page, at('/profile'));
    await page.locator('.login-prompt').waitFor();
    expect(await page.locator('.login-prompt__text').textContent()).toBe(
      text('account:profile.sessionExpired'),
    );
    await page.locator(LOGIN.loginButton).waitFor();
    expect(await page.locator(LOGIN.avatar).count()).toBe(0);
    await expect.poll(async () => (await readUserStore(page))?.isLoggedIn).toBe(false);
    expect(await page.locator('h1').count()).toBe(1);

    // The prompt's button opens the dialog, through the user store.
    await page.locator('.login-prompt__button').click();
    await page.locator(LOGIN.dialog).waitFor();
    await expect.poll(async () => (await readUserStore(page))?.loginDialogVisible).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on mobile: links the agreements in the same window', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: MOBILE_UA,
      viewport: { width: 390, height: 844 },
    });
    await visit(page, at('/activity', true));
    await openLoginDialog(page);
    const links = page.locator('.agreement__link');
    expect(
      await links.evaluateAll((all) => all.map((link) => link.getAttribute('target'))),
    ).toEqual([null, null]);
    await links.nth(1).click();
    await page.waitForURL((url) => url.pathname === at('/privacy'));
    expect(problems).toEqual([]);
    await context.close();
  });
});
