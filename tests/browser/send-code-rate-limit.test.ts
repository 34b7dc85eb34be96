/**
 * A send-code refused by the site's own rate limit, as the visitor sees it: the server's message
 * in the page's language as an error toast, and the send button counting down from the wait the
 * server gave rather than the default 60 s.
 */
import { describe, expect, it } from 'vitest';

import { SEND_CODE_COUNTDOWN_SECONDS } from '../../shared/account/login-constants';
import { LOGIN, openLoginDialog, sendCode } from '../helpers/account-dialog';
import { uniquePhone } from '../helpers/account-session';
import { countdownPattern, pagePath, TEST_LANGS } from '../helpers/account-strings';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

const PHONE_BLOCK = 6;
const TRY_AGAIN = {
  zh: /^操作过于频繁，请 \d+ 秒后再试$/,
  en: /^Too many attempts\. Please try again in \d+ seconds?$/,
  ja: /^操作が多すぎます。\d+ 秒後にもう一度お試しください$/,
};

describe.each(TEST_LANGS)('send code over the limit (%s)', (lang) => {
  it('shows the server message and counts down from its Retry-After', async () => {
    const phone = uniquePhone(PHONE_BLOCK);
    const path = pagePath(lang, false, '/about-us');
    // The first send takes this phone's one code per countdown.
    const first = await openPage(suite.browser, { userAgent: DESKTOP_UA });
    await first.page.goto(`${suite.url}${path}`);
    await waitForHydration(first.page);
    await openLoginDialog(first.page);
    await sendCode(first.page, phone);
    await first.page.locator('.toast--success').waitFor();
    expect(first.problems).toEqual([]);
    await first.context.close();

    // Another browser on the same address knows nothing of that countdown; the server does.
    const { page, context, problems } = await openPage(suite.browser, { userAgent: DESKTOP_UA });
    const refused = page.waitForResponse((response) => response.status() === 429);
    await page.goto(`${suite.url}${path}`);
    await waitForHydration(page);
    await openLoginDialog(page);
    await sendCode(page, phone);
    const answer = await refused;
    const retryAfter = Number(await answer.headerValue('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThan(SEND_CODE_COUNTDOWN_SECONDS);
    const toast = page.locator('.toast--error .toast__text');
    await toast.waitFor();
    expect(await toast.textContent()).toMatch(TRY_AGAIN[lang]);

    const send = page.locator(LOGIN.sendCode);
    const shown = Number(countdownPattern(lang).exec((await send.textContent()) ?? '')?.[1]);
    expect(shown).toBeLessThanOrEqual(retryAfter);
    expect(shown).toBeGreaterThanOrEqual(retryAfter - 2);
    expect(await send.isDisabled()).toBe(true);
    // The toast and the refused call are expected; nothing else may complain.
    expect(
      problems.filter((problem) => !/429|too many|sending the login code/i.test(problem)),
    ).toEqual([]);
    await context.close();
  });
});
