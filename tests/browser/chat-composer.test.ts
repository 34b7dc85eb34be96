/**
 * The chat composer follows the visitor's device: "Enter to send" only where there is a hardware
 * keyboard (on touch screens the return key is a new line and the button sends), and the
 * partner's hello follows the visitor's own clock, not the server's.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import type { UserSession } from '../../shared/api/types';
import { resources } from '../../shared/i18n/catalogues';
import { pagePaths } from '../../shared/routing/route-manifest';
import { loginThroughApi, openLoggedInChat } from '../helpers/account-session';
import { openPage } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA, MOBILE_UA, TABLET_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();
let session: UserSession;
let chatPath: string;

beforeAll(async () => {
  session = await loginThroughApi(suite.testApp.upstreamUrl, '13900139002', 'zh');
  chatPath = pagePaths.partnerChat((await sampleIds(suite.testApp.upstreamUrl)).partnerId);
});

const CHAT_TEXT = resources.zh.content.partner.chat;
const HINT = CHAT_TEXT.hint;

describe('the chat keyboard hint', () => {
  it('shows on a desktop with a mouse, where Enter sends', async () => {
    const { page, context, problems } = await openPage(suite.browser, { userAgent: DESKTOP_UA });
    await openLoggedInChat(page, `${suite.url}${chatPath}`, session);
    expect(await page.getByText(HINT).isVisible()).toBe(true);
    const messages = page.locator('.chat-log .chat-message');
    const before = await messages.count();
    await page.locator('.chat-composer textarea').fill('你好');
    await page.locator('.chat-composer textarea').press('Enter');
    await expect.poll(() => messages.count()).toBeGreaterThan(before);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['a phone', MOBILE_UA, '/m{chat}', { width: 390, height: 844 }],
    ['a tablet (desktop pages, touch screen)', TABLET_UA, '{chat}', { width: 1366, height: 1024 }],
  ])(
    'is not shown on %s, where Enter is a new line',
    async (_device, userAgent, path, viewport) => {
      const { page, context } = await openPage(suite.browser, {
        userAgent,
        viewport,
        hasTouch: true,
        isMobile: true,
      });
      await openLoggedInChat(page, `${suite.url}${path.replace('{chat}', chatPath)}`, session);
      await expect.poll(() => page.locator('.chat-composer').isVisible()).toBe(true);
      expect(await page.getByText(HINT).count()).toBe(0);
      const input = page.locator('.chat-composer textarea');
      await input.fill('第一行');
      await input.press('Enter');
      await input.pressSequentially('第二行');
      expect(await input.inputValue()).toBe('第一行\n第二行');
      await context.close();
    },
  );
});

describe('the partner hello', () => {
  it.each([
    [2, 'lateNight', 'evening'],
    [20, 'evening', 'lateNight'],
  ] as const)('at %i:30 on the visitor clock is the %s one', async (hour, period, notPeriod) => {
    // The visitor is in Shanghai; the server's clock and time zone play no part.
    const { page, context } = await openPage(suite.browser, {
      userAgent: DESKTOP_UA,
      timezoneId: 'Asia/Shanghai',
    });
    const time = `${String(hour).padStart(2, '0')}:30:00+08:00`;
    await page.clock.setFixedTime(new Date(`2026-11-24T${time}`));
    await openLoggedInChat(page, `${suite.url}${chatPath}`, session);
    const log = page.locator('.chat-log');
    await expect
      .poll(() => log.locator('.chat-message').first().textContent())
      .toContain(CHAT_TEXT.salutation[period]);
    const text = await log.textContent();
    expect(text).not.toContain(CHAT_TEXT.salutation[notPeriod]);
    // Nor does any other message of the log name the wrong time of day.
    expect(text).not.toContain(hour < 5 ? '晚上好' : '夜深了');
    await context.close();
  });
});
