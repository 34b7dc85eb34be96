/**
 * What a visitor can do about a partner's generated replies, in each language and both trees:
 * report one (举报) with a reason and a note, by keyboard, and clear the conversation after
 * confirming. Each reaches the API, and a refusal is said in the dialog.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import type { ChatRespond, UserSession } from '../../shared/api/types';
import { pagePaths } from '../../shared/routing/route-manifest';
import { loginThroughApi, openLoggedInChat, uniquePhone } from '../helpers/account-session';
import { pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import { openPage } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();
let chatRest: string;

beforeAll(async () => {
  chatRest = pagePaths.partnerChat((await sampleIds(suite.testApp.upstreamUrl)).partnerId);
});

const CASES = TEST_LANGS.flatMap((lang) => [false, true].map((mobile) => [lang, mobile] as const));

const PHONE = { userAgent: MOBILE_UA, viewport: { width: 390, height: 844 }, isMobile: true };

async function openChat(lang: (typeof TEST_LANGS)[number], mobile: boolean) {
  const session: UserSession = await loginThroughApi(
    suite.testApp.upstreamUrl,
    uniquePhone(7),
    lang,
  );
  const watched = await openPage(suite.browser, mobile ? PHONE : { userAgent: DESKTOP_UA });
  await openLoggedInChat(watched.page, `${suite.url}${pagePath(lang, mobile, chatRest)}`, session);
  return watched;
}

/** Sends a message with the composer; resolves the partner's reply as the API gave it. */
async function say(page: Page, text: string): Promise<ChatRespond> {
  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/api/quest/get_chat_respond'),
  );
  await page.locator('.chat-composer textarea').fill(text);
  await page.locator('.chat-composer button[type="submit"]').click();
  const { payload } = (await (await answered).json()) as { payload: ChatRespond };
  await page.locator('.chat-message--user').last().waitFor();
  return payload;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('reporting a reply (举报)', () => {
  it.each(CASES)('%s, mobile %s: by keyboard, with a reason and a note', async (lang, mobile) => {
    const { page, context, problems } = await openChat(lang, mobile);
    const text = (key: string, values?: Record<string, string | number>) =>
      siteText(lang, `content:partner.chat.${key}`, values);
    const answer = await say(page, '你好');
    const name = (await page.locator('.chat-partner__name').textContent())!;

    const reportButton = page.getByRole('button', {
      name: text('report.buttonLabel', { name }),
    });
    // One per partner reply: the greeting from the history, and the answer.
    expect(await reportButton.count()).toBe(2);
    await reportButton.last().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text('report.title') });
    await dialog.waitFor();

    // Sent without a reason, it asks for one and stays.
    await dialog.getByRole('button', { name: text('report.submit') }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe(text('report.chooseReason'));

    // Arrow keys move through the reasons, as in any radio group.
    await dialog.getByRole('radio', { name: text('report.reasons.illegal') }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(
      await dialog.getByRole('radio', { name: text('report.reasons.false_info') }).isChecked(),
    ).toBe(true);
    await dialog.getByRole('textbox', { name: text('report.noteLabel') }).fill('说错了版本号');

    // The API refuses it first: the dialog says so and keeps what was chosen.
    await page.route('**/api/im/report', (route) => route.fulfill({ status: 503, body: '' }));
    await dialog.getByRole('button', { name: text('report.submit') }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(text('report.failed'));
    await page.unroute('**/api/im/report');

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/im/report'));
    await dialog.getByRole('button', { name: text('report.submit') }).click();
    expect((await sent).postDataJSON()).toEqual({
      character_id: answer.character_id,
      message_id: answer.reply.id,
      reason: 'false_info',
      note: '说错了版本号',
    });
    await page.getByText(text('report.sent')).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Focus is back on the control that opened it.
    expect(await focusedText(page)).toBe(text('report.button'));
    expect(problems.filter((line) => !line.includes('503'))).toEqual([]);
    await context.close();
  });
});

describe('clearing the chat history', () => {
  it.each(CASES)(
    '%s, mobile %s: after confirming, the view and the API forget it',
    async (lang, mobile) => {
      const { page, context, problems } = await openChat(lang, mobile);
      const text = (key: string, values?: Record<string, string | number>) =>
        siteText(lang, `content:partner.chat.${key}`, values);
      await say(page, '今天又输了');
      const name = (await page.locator('.chat-partner__name').textContent())!;
      const history = page.locator('.chat-log .chat-message:not(.chat-message--salutation)');
      expect(await history.count()).toBe(3);

      const clearButton = page.getByRole('button', { name: text('clear.button') });
      await clearButton.click();
      const dialog = page.getByRole('dialog', { name: text('clear.title') });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(text('clear.text', { name }));
      // Cancel keeps everything.
      await dialog.getByRole('button', { name: text('clear.cancel') }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await history.count()).toBe(3);

      await clearButton.click();
      await dialog.getByRole('button', { name: text('clear.confirm') }).click();
      await page.getByText(text('clear.done')).waitFor();
      await expect.poll(() => history.count()).toBe(0);
      expect(await focusedText(page)).toBe(text('clear.button'));

      // Back later: only the partner's greeting, none of what was said.
      await page.reload();
      await page.locator('.chat-composer textarea').waitFor();
      await expect.poll(() => history.count()).toBe(1);
      expect(await page.locator('.chat-message--user').count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
