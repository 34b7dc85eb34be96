/**
 * What a partner says is labelled as AI-generated, visibly, in every language and both trees:
 * the chat replies, and the greeting wherever it is shown (the partner's page, the chat a
 * logged-out visitor sees, the home page's partner cards); the visitor's own messages are not.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import type { UserSession } from '../../shared/api/types';
import { pagePaths } from '../../shared/routing/route-manifest';
import { loginThroughApi, openLoggedInChat } from '../helpers/account-session';
import { pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import { openPage } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();
let session: UserSession;
let chatPath: string;
let detailPath: string;

beforeAll(async () => {
  session = await loginThroughApi(suite.testApp.upstreamUrl, '13900139077', 'zh');
  const { partnerId } = await sampleIds(suite.testApp.upstreamUrl);
  chatPath = pagePaths.partnerChat(partnerId);
  detailPath = pagePaths.partnerDetail(partnerId);
});

/** Where a partner's greeting is shown to every visitor: the page's rest and the greeting. */
const GREETINGS = {
  'the partner page': { rest: () => detailPath, greeting: '.partner-hero .speech-bubble' },
  'the logged-out chat': { rest: () => chatPath, greeting: '.chat-login .speech-bubble' },
  'the home page cards': { rest: () => '/', greeting: '.home-character__greeting' },
} as const;

describe('a partner greeting', () => {
  it.each(
    Object.keys(GREETINGS).flatMap((place) =>
      TEST_LANGS.flatMap((lang) =>
        [false, true].map((mobile) => [place as keyof typeof GREETINGS, lang, mobile] as const),
      ),
    ),
  )('is labelled as AI-generated on %s (%s, mobile %s)', async (place, lang, mobile) => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: mobile ? MOBILE_UA : DESKTOP_UA,
      ...(mobile ? { viewport: { width: 390, height: 844 } } : {}),
    });
    const { rest, greeting } = GREETINGS[place];
    await page.goto(`${suite.url}${pagePath(lang, mobile, rest())}`);
    const greetings = page.locator(greeting);
    await greetings.first().waitFor();

    const label = siteText(lang, 'compliance.aiGenerated');
    const count = await greetings.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const tag = greetings.nth(index).locator('.ai-label');
      expect(await tag.textContent()).toBe(label);
      await tag.scrollIntoViewIfNeeded();
      expect(await tag.isVisible()).toBe(true);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the partner chat', () => {
  it.each(TEST_LANGS.flatMap((lang) => [false, true].map((mobile) => [lang, mobile] as const)))(
    'labels each partner reply as AI-generated (%s, mobile %s)',
    async (lang, mobile) => {
      const { page, context, problems } = await openPage(suite.browser, {
        userAgent: mobile ? MOBILE_UA : DESKTOP_UA,
        ...(mobile ? { viewport: { width: 390, height: 844 } } : {}),
      });
      await openLoggedInChat(page, `${suite.url}${pagePath(lang, mobile, chatPath)}`, session);
      const partner = page.locator('.chat-log .chat-message--partner');
      const before = await partner.count();
      await page.locator('.chat-composer textarea').fill('你好');
      await page.locator('.chat-composer button[type="submit"]').click();
      await expect.poll(() => partner.count()).toBeGreaterThan(before);

      const label = siteText(lang, 'compliance.aiGenerated');
      const count = await partner.count();
      for (let index = 0; index < count; index += 1) {
        const tag = partner.nth(index).locator('.ai-label');
        expect(await tag.textContent()).toBe(label);
        expect(await tag.isVisible()).toBe(true);
      }
      expect(await page.locator('.chat-log .chat-message--user .ai-label').count()).toBe(0);
      expect(await page.locator('.chat-log .chat-message--user').count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
