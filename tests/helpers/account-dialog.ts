import type { Page } from 'playwright-core';

import { DEMO_VERIFICATION_CODE } from '../../shared/account/login-constants';

/** Selectors of the login dialog, shared by the account browser tests. */
export const LOGIN = {
  dialog: '.dialog--login[open]',
  title: '.dialog--login .dialog__title',
  phone: '.login-form input[name="phone_number"]',
  code: '.login-form input[name="verification_code"]',
  sendCode: '.login-form .send-code-button',
  agreement: '.login-form input[name="agreementChecked"]',
  submit: '.login-form__submit',
  errors: '.login-form .form-field__error',
  close: '.dialog--login .dialog__close',
  captchaConfirm: '.local-captcha__confirm',
  toast: '.toast',
  loginButton: '.account-corner--login',
  avatar: '.account-corner--avatar',
} as const;

export async function openLoginDialog(page: Page): Promise<void> {
  await page.locator(LOGIN.loginButton).click();
  await page.locator(LOGIN.dialog).waitFor();
  // The dialog shows at once; its form follows with its code and strings.
  await page.locator(LOGIN.phone).waitFor();
}

/** Asks for a code through the local test captcha (CAPTCHA_ID unset). */
export async function sendCode(page: Page, phone: string): Promise<void> {
  await page.locator(LOGIN.phone).fill(phone);
  await page.locator(LOGIN.sendCode).click();
  await page.locator(LOGIN.captchaConfirm).click();
}

/** The whole login through the dialog, ending when the avatar replaces the button. */
export async function loginWithDialog(page: Page, phone: string): Promise<void> {
  await openLoginDialog(page);
  await sendCode(page, phone);
  await page.locator(LOGIN.code).fill(DEMO_VERIFICATION_CODE);
  await page.locator(LOGIN.agreement).check();
  await page.locator(LOGIN.submit).click();
  await page.locator(LOGIN.avatar).waitFor();
}
