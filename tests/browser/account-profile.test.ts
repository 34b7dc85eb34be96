import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '../../demo-api/messages';
import { DEMO_VERIFICATION_CODE } from '../../shared/account/login-constants';
import { createApiClient } from '../../shared/api/client';
import { ApiError } from '../../shared/api/envelope';
import { ERROR_CODE_LOGGED_OUT } from '../../shared/api/error-codes';
import { pagePaths } from '../../shared/routing/route-manifest';
import { LOGIN } from '../helpers/account-dialog';
import {
  loginThroughApi,
  readUserStore,
  seedUserStore,
  uniquePhone,
} from '../helpers/account-session';
import { countdownPattern, pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

const PHONE_BLOCK = 7;
const MOBILE = { userAgent: MOBILE_UA, viewport: { width: 390, height: 844 } };

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${suite.url}${path}`);
  await waitForHydration(page);
}

describe.each(TEST_LANGS)('profile and account removal (%s)', (lang) => {
  const text = (key: string, values?: Record<string, string | number>) =>
    siteText(lang, key, values);

  it('shows the user on the desktop profile', async () => {
    const session = await loginThroughApi(
      suite.testApp.upstreamUrl,
      uniquePhone(PHONE_BLOCK),
      lang,
    );
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: DESKTOP_UA,
    });
    await seedUserStore(context, { isLoggedIn: true, userInfo: session });
    await visit(page, pagePath(lang, false, '/profile'));
    await page.locator('.profile-card').waitFor();
    expect(await page.locator('.profile-card__name').textContent()).toBe(session.nickname);
    expect(await page.locator('.profile-card__phone').textContent()).toBe(session.phone);
    expect(await page.locator('.profile-card img').getAttribute('src')).toBe(session.avatar);
    expect(await page.locator('.profile-card__remove').count()).toBe(0);
    await expect.poll(() => page.locator(LOGIN.avatar).isVisible()).toBe(true);
    expect(await page.locator('h1').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('removes the account on mobile: code, verification, warning, deletion, logout', async () => {
    const session = await loginThroughApi(
      suite.testApp.upstreamUrl,
      uniquePhone(PHONE_BLOCK),
      lang,
    );
    const { page, context, problems } = await openPage(suite.browser, MOBILE);
    await seedUserStore(context, { isLoggedIn: true, userInfo: session });
    await visit(page, pagePath(lang, true, '/profile'));
    const remove = page.locator('.profile-card__remove');
    await remove.waitFor();
    expect(await page.locator(LOGIN.avatar).getAttribute('href')).toBe(
      pagePath(lang, true, '/profile'),
    );
    const removalPath = pagePath(lang, true, pagePaths.removeAccount(session.user_id));
    expect(await remove.getAttribute('href')).toBe(removalPath);
    await remove.click();
    await page.waitForURL((url) => url.pathname === removalPath);
    const flow = page.locator('.remove-account');
    await flow
      .locator('p', { hasText: text('account:removeAccount.intro', { phone: session.phone }) })
      .waitFor();

    // Every failure is shown where it happened.
    await flow.locator('.remove-account__verify').click();
    await flow
      .locator('[role="alert"]', { hasText: text('account:removeAccount.codeRequired') })
      .waitFor();

    const send = flow.locator('.send-code-button');
    await send.click();
    await page
      .locator('.toast--success', {
        hasText: text('account:removeAccount.codeSent', { phone: session.phone }),
      })
      .waitFor();
    const pattern = countdownPattern(lang, 'account:removeAccount.resendIn');
    expect(await send.textContent()).toMatch(pattern);
    expect(await send.isDisabled()).toBe(true);

    const code = flow.locator('input[name="phone_verify_code"]');
    await code.fill('000000');
    await flow.locator('.remove-account__verify').click();
    await flow.locator('[role="alert"]', { hasText: MESSAGES.wrong_code[lang] }).waitFor();

    await code.fill(DEMO_VERIFICATION_CODE);
    await flow.locator('.remove-account__verify').click();
    await flow
      .locator('.remove-account__warning', { hasText: text('account:removeAccount.warningTitle') })
      .waitFor();
    expect(await flow.locator('.remove-account__warning').textContent()).toContain(
      text('account:removeAccount.warningBody'),
    );

    // A refused verification sends the user back to verify again, with the reason.
    await page.route('**/api/users/account_delete*', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('verify_token', 'forged');
      return route.continue({ url: url.toString() });
    });
    await flow.locator('.remove-account__confirm-button').click();
    await flow
      .locator('[role="alert"]', { hasText: MESSAGES.invalid_verify_token[lang] })
      .waitFor();
    await page.unroute('**/api/users/account_delete*');
    await flow.locator('input[name="phone_verify_code"]').fill(DEMO_VERIFICATION_CODE);
    await flow.locator('.remove-account__verify').click();
    await flow.locator('.remove-account__confirm-button').click();

    await page
      .locator('.remove-account h2', { hasText: text('account:removeAccount.doneTitle') })
      .waitFor();
    await page.locator(LOGIN.loginButton).waitFor();
    await expect.poll(async () => (await readUserStore(page))?.isLoggedIn).toBe(false);
    const api = createApiClient({
      baseURL: suite.testApp.upstreamUrl,
      lang,
      platformSource: 'mobile_web',
      getSession: () => session,
    });
    const gone = await api.users.me().catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(ApiError);
    expect((gone as ApiError).errorCode).toBe(ERROR_CODE_LOGGED_OUT);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks a visitor to log in before removing an account', async () => {
    const { page, context, problems } = await openPage(suite.browser, MOBILE);
    await visit(page, pagePath(lang, true, pagePaths.removeAccount(1)));
    await page.locator('.login-prompt').waitFor();
    expect(await page.locator('.login-prompt__text').textContent()).toBe(
      text('account:profile.loginPrompt'),
    );
    await page.locator('.login-prompt__button').click();
    await page.locator(LOGIN.dialog).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
