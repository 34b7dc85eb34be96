/**
 * The login dialog with the keyboard alone: the form takes focus when it arrives, the code field
 * the site focuses after 获取验证码 shows no message until the visitor has been in it, and focus
 * lands on the avatar once logged in. On /en and /ja the phone field says it takes +86 numbers.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DEMO_VERIFICATION_CODE } from '../../shared/account/login-constants';
import { LOGIN } from '../helpers/account-dialog';
import { uniquePhone } from '../helpers/account-session';
import { pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

const PHONE_BLOCK = 4;

const errorTexts = (page: Page) => page.locator(LOGIN.errors).allTextContents();

/** Whether the focused element matches `selector`. */
const focused = (page: Page, selector: string) =>
  page.evaluate((target) => document.activeElement?.matches(target) ?? false, selector);

/** Waits until focus is on the element matching `selector`. */
async function focusReaches(page: Page, selector: string): Promise<void> {
  await expect.poll(() => focused(page, selector), { message: selector }).toBe(true);
}

/** Presses Tab (or Shift+Tab) once and waits for focus on `selector`. */
async function tab(page: Page, selector: string, key = 'Tab'): Promise<void> {
  await page.keyboard.press(key);
  await focusReaches(page, selector);
}

/** Presses Tab until focus is on `selector` (past the agreement links, say). */
async function tabUntil(page: Page, selector: string, most = 5): Promise<void> {
  for (let presses = 0; presses < most && !(await focused(page, selector)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  expect(await focused(page, selector), selector).toBe(true);
}

describe('the login dialog with the keyboard', () => {
  it('asks for no code before the visitor has been in its field, and leaves focus on the avatar', async () => {
    const { page, context, problems } = await openPage(suite.browser, { userAgent: DESKTOP_UA });
    await page.goto(`${suite.url}/about-us`);
    await waitForHydration(page);
    const text = (key: string) => siteText('zh', key);

    await page.locator(LOGIN.loginButton).focus();
    await page.keyboard.press('Enter');
    // The form arrives after the dialog has opened: its first field takes focus.
    await focusReaches(page, LOGIN.phone);
    await page.keyboard.type(uniquePhone(PHONE_BLOCK));
    await tab(page, LOGIN.code);
    await tab(page, LOGIN.sendCode);
    await page.keyboard.press('Enter');
    await focusReaches(page, LOGIN.captchaConfirm);
    await page.keyboard.press('Enter');
    await page.locator('.toast--success', { hasText: text('account:login.codeSent') }).waitFor();

    // The site has moved focus to the code field: nothing asks for the code yet, nor once the
    // visitor moves on without having been in it (the send button now counts down, disabled).
    await focusReaches(page, LOGIN.code);
    expect(await errorTexts(page)).toEqual([]);
    await tab(page, LOGIN.agreement);
    expect(await errorTexts(page)).toEqual([]);

    // A field the visitor went into and left empty asks for its code.
    await tab(page, LOGIN.code, 'Shift+Tab');
    await tab(page, LOGIN.agreement);
    expect(await errorTexts(page)).toEqual([text('account:login.codeRequired')]);

    await tab(page, LOGIN.code, 'Shift+Tab');
    await page.keyboard.type(DEMO_VERIFICATION_CODE);
    await expect.poll(() => errorTexts(page)).toEqual([]);
    await tab(page, LOGIN.agreement);
    await page.keyboard.press('Space');
    expect(await page.locator(LOGIN.agreement).isChecked()).toBe(true);
    await tabUntil(page, LOGIN.submit);
    await page.keyboard.press('Enter');

    await page.locator(LOGIN.avatar).waitFor();
    await focusReaches(page, LOGIN.avatar);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(TEST_LANGS)('says which numbers the phone field takes (%s)', async (lang) => {
    const { page, context, problems } = await openPage(suite.browser, { userAgent: DESKTOP_UA });
    await page.goto(`${suite.url}${pagePath(lang, false, '/about-us')}`);
    await waitForHydration(page);
    await page.locator(LOGIN.loginButton).click();
    const phone = page.locator(LOGIN.phone);
    await phone.waitFor();

    /** The texts that describe the phone field, by its aria-describedby. */
    const description = () =>
      phone.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .filter(Boolean)
          .map((id) => document.getElementById(id)?.textContent),
      );
    // The Chinese site is for mainland numbers, and says nothing more.
    const hint = lang === 'zh' ? [] : [siteText(lang, 'account:login.phoneRegionHint')];
    expect(hint.every(Boolean)).toBe(true);
    expect(await description()).toEqual(hint);
    expect(await page.locator(`${LOGIN.dialog} .form-field__hint`).allTextContents()).toEqual(hint);

    // A message joins the hint rather than replacing it.
    await phone.fill('12345');
    await phone.blur();
    await expect.poll(description).toEqual([...hint, siteText(lang, 'account:login.phoneInvalid')]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
