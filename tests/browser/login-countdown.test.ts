/**
 * The send button's countdown outlives the page it started on: after Back and a reload the
 * button still counts down from where it was, because the upstream still refuses a new code. A
 * send the upstream itself refuses (429) turns into that countdown too, never into field errors.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startDemoApi } from '../../demo-api/start-demo-api';
import { SEND_CODE_COUNTDOWN_SECONDS } from '../../shared/account/login-constants';
import type { Lang } from '../../shared/i18n/languages';
import { LOGIN, openLoginDialog, sendCode } from '../helpers/account-dialog';
import { uniquePhone } from '../helpers/account-session';
import { countdownPattern, pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import { type RefusingUpstream, startRefusingUpstream } from '../helpers/account-upstream';
import { launchBrowser, openPage, waitForHydration } from '../helpers/browser';
import { listen } from '../helpers/listen';
import { DESKTOP_UA, MOBILE_UA, startTestApp } from '../helpers/test-app';

const PHONE_BLOCK = 7;
const MOBILE_VIEWPORT = { width: 390, height: 844 };

let browser: Browser;
let siteUrl: string;
let upstream: RefusingUpstream;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const demo = await startDemoApi();
  closers.push(() => demo.close());
  upstream = await startRefusingUpstream(demo.url);
  closers.push(() => upstream.close());
  const [launched, testApp] = await Promise.all([
    launchBrowser(),
    startTestApp({ renderFrom: 'build', upstreamUrl: upstream.url }),
  ]);
  browser = launched;
  closers.push(
    () => browser.close(),
    () => testApp.close(),
  );
  const server = await listen(testApp.app);
  closers.push(() => server.close());
  siteUrl = server.url;
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${siteUrl}${path}`);
  await waitForHydration(page);
}

/** The seconds the send button shows, or NaN when it shows no countdown. */
async function secondsLeft(page: Page, lang: Lang): Promise<number> {
  const label = (await page.locator(LOGIN.sendCode).textContent()) ?? '';
  return Number(countdownPattern(lang).exec(label)?.[1]);
}

const errorTexts = (page: Page) => page.locator(LOGIN.errors).allTextContents();

describe.each(TEST_LANGS)('the send-code countdown (%s)', (lang) => {
  it('counts on from where it was after Back and after a reload', async () => {
    const { page, context, problems } = await openPage(browser, {
      userAgent: MOBILE_UA,
      viewport: MOBILE_VIEWPORT,
    });
    const phone = uniquePhone(PHONE_BLOCK);
    await visit(page, pagePath(lang, true, '/activity'));
    await openLoginDialog(page);
    await sendCode(page, phone);
    await page
      .locator('.toast--success', { hasText: siteText(lang, 'account:login.codeSent') })
      .waitFor();
    // Some seconds gone, so that a countdown started again would show more.
    await expect.poll(() => secondsLeft(page, lang), { timeout: 5000 }).toBeLessThanOrEqual(58);
    let before = await secondsLeft(page, lang);

    // On a phone the agreement links navigate in the same tab; Back brings the dialog back.
    await page.locator('.agreement__link').first().click();
    await page.waitForURL((url) => url.pathname === pagePath(lang, false, '/terms'));
    await page.goBack();
    await waitForHydration(page);
    await page.locator(LOGIN.dialog).waitFor();
    expect(await page.locator(LOGIN.phone).inputValue()).toBe(phone);
    await expect.poll(() => secondsLeft(page, lang)).toBeLessThanOrEqual(before);
    let shown = await secondsLeft(page, lang);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(SEND_CODE_COUNTDOWN_SECONDS);
    expect(await page.locator(LOGIN.sendCode).isDisabled()).toBe(true);
    before = shown;

    await page.reload();
    await waitForHydration(page);
    await page.locator(LOGIN.dialog).waitFor();
    await expect.poll(() => secondsLeft(page, lang)).toBeLessThanOrEqual(before);
    shown = await secondsLeft(page, lang);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(SEND_CODE_COUNTDOWN_SECONDS);
    expect(await page.locator(LOGIN.sendCode).isDisabled()).toBe(true);
    // A tap on the disabled button asks nothing and flags nothing.
    await page.locator(LOGIN.sendCode).click({ force: true });
    expect(await page.locator('.dialog--captcha').count()).toBe(0);
    expect(await errorTexts(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['with a Retry-After', 45],
    ['without a Retry-After', undefined],
  ])(
    'turns a 429 of the upstream into the countdown (%s), with no field errors',
    async (_case, retryAfterSeconds) => {
      const { page, context, problems } = await openPage(browser, { userAgent: DESKTOP_UA });
      const phone = uniquePhone(PHONE_BLOCK);
      const message = `429 ${lang} ${phone}`;
      upstream.refuse(phone, { message, retryAfterSeconds });
      await visit(page, pagePath(lang, false, '/about-us'));
      await openLoginDialog(page);
      // The number typed, the cursor left in the empty code field, then a tap on send: asking
      // for a code needs neither the code nor the agreement.
      await page.locator(LOGIN.phone).fill(phone);
      await page.locator(LOGIN.code).focus();
      const refused = page.waitForResponse((response) => response.status() === 429);
      await page.locator(LOGIN.sendCode).click();
      await page.locator(LOGIN.captchaConfirm).click();
      await refused;
      await page.locator('.toast--error', { hasText: message }).waitFor();

      const wait = retryAfterSeconds ?? SEND_CODE_COUNTDOWN_SECONDS;
      await expect.poll(() => secondsLeft(page, lang)).toBeLessThanOrEqual(wait);
      expect(await secondsLeft(page, lang)).toBeGreaterThanOrEqual(wait - 2);
      expect(await page.locator(LOGIN.sendCode).isDisabled()).toBe(true);
      expect(await errorTexts(page)).toEqual([]);

      // The refusal is remembered too: a reload keeps counting.
      await page.reload();
      await waitForHydration(page);
      await page.locator(LOGIN.dialog).waitFor();
      await expect.poll(() => secondsLeft(page, lang)).toBeLessThanOrEqual(wait);
      expect(await page.locator(LOGIN.sendCode).isDisabled()).toBe(true);
      expect(await errorTexts(page)).toEqual([]);
      // The refused call and its toast are expected; nothing else may complain.
      expect(problems.filter((problem) => !/429|sending the login code/i.test(problem))).toEqual(
        [],
      );
      await context.close();
    },
  );
});
