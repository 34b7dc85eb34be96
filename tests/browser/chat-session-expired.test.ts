/**
 * A session that expires mid-chat: the API's 41001 answer logs the visitor out, its message says
 * why as a toast, and the message the visitor was sending is in the composer again once they
 * have logged back in.
 */
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '../../demo-api/messages';
import { DEMO_VERIFICATION_CODE } from '../../shared/account/login-constants';
import { pagePaths } from '../../shared/routing/route-manifest';
import { LOGIN, sendCode } from '../helpers/account-dialog';
import {
  loginThroughApi,
  openLoggedInChat,
  readUserStore,
  uniquePhone,
} from '../helpers/account-session';
import { pagePath, TEST_LANGS } from '../helpers/account-strings';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

const PHONE_BLOCK = 8;
const CHAT_RESPOND_API = '**/api/quest/get_chat_respond';
const COMPOSER = '.chat-composer textarea';

describe.each(TEST_LANGS)('a session expiring mid-chat (%s)', (lang) => {
  it("shows the API's message, logs out, and keeps the message for after the login", async () => {
    const session = await loginThroughApi(
      suite.testApp.upstreamUrl,
      uniquePhone(PHONE_BLOCK),
      lang,
    );
    const { partnerId } = await sampleIds(suite.testApp.upstreamUrl);
    const { page, context, problems } = await openPage(suite.browser, { userAgent: DESKTOP_UA });
    await openLoggedInChat(
      page,
      `${suite.url}${pagePath(lang, false, pagePaths.partnerChat(partnerId))}`,
      session,
    );

    // The session ends on the API's side while the visitor is chatting.
    await page.route(CHAT_RESPOND_API, (route) =>
      route.continue({
        headers: { ...route.request().headers(), authorization: 'Bearer expired-session' },
      }),
    );
    const text = `${lang}: 还在吗？`;
    await page.locator(COMPOSER).fill(text);
    await page.locator('.chat-composer button[type="submit"]').click();

    await page.locator('.toast--error', { hasText: MESSAGES.logged_out[lang] }).waitFor();
    await page.locator('.chat-login').waitFor();
    await page.locator(LOGIN.loginButton).waitFor();
    await expect.poll(async () => (await readUserStore(page))?.isLoggedIn).toBe(false);
    await page.unroute(CHAT_RESPOND_API);

    // Logging in again from the chat's own prompt brings the composer back with the message.
    await page.locator('.chat-login .button--primary').click();
    await page.locator(LOGIN.dialog).waitFor();
    await sendCode(page, uniquePhone(PHONE_BLOCK));
    await page.locator(LOGIN.code).fill(DEMO_VERIFICATION_CODE);
    await page.locator(LOGIN.agreement).check();
    await page.locator(LOGIN.submit).click();
    await page.locator(LOGIN.avatar).waitFor();
    await page.locator(COMPOSER).waitFor();
    expect(await page.locator(COMPOSER).inputValue()).toBe(text);

    // Once delivered, the message is no longer kept.
    const delivered = page.locator('.chat-log .chat-message:not(.chat-message--pending)');
    const before = await delivered.count();
    await page.locator('.chat-composer button[type="submit"]').click();
    await expect.poll(() => delivered.count()).toBeGreaterThan(before);
    await expect.poll(() => page.locator('.chat-message--pending').count()).toBe(0);
    expect(await page.locator(COMPOSER).inputValue()).toBe('');
    await page.reload();
    await waitForHydration(page);
    await page.locator(COMPOSER).waitFor();
    expect(await page.locator(COMPOSER).inputValue()).toBe('');

    expect(problems).toEqual([]);
    await context.close();
  });
});
