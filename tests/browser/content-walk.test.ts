/**
 * A visitor's walk through the content in Chromium, on desktop and on a phone: home → game
 * library → a game → a role → its info → search → partner → story → chat (logged in, a reply
 * arrives) → activity → about, with no console error or hydration warning on the way.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COUNTRY_CODE, DEMO_VERIFICATION_CODE } from '../../shared/account/login-constants';
import { createApiClient } from '../../shared/api/client';
import type { UserSession } from '../../shared/api/types';
import { DEFAULT_CHANNEL } from '../../shared/routing/query-params';
import { parseSlug, type RouteName, type SlugKind } from '../../shared/routing/route-manifest';
import { storeLoggedInSession } from '../helpers/account-session';
import { launchBrowser, openPage, waitForHydration } from '../helpers/browser';
import { listen } from '../helpers/listen';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

let browser: Browser;
let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let session: UserSession;

beforeAll(async () => {
  [browser, testApp] = await Promise.all([launchBrowser(), startTestApp({ renderFrom: 'build' })]);
  server = await listen(testApp.app);
  const api = createApiClient({ baseURL: testApp.upstreamUrl, lang: 'zh', platformSource: 'web' });
  session = await api.users.loginRegister({
    country_code: COUNTRY_CODE,
    phone: '13900139000',
    phone_verify_code: DEMO_VERIFICATION_CODE,
    source: DEFAULT_CHANNEL,
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await testApp?.close();
});

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
}

/** Follows an in-app link and waits for the page it leads to. */
/** Whether a URL is a page of one slug kind of a route, e.g. a role of the game library. */
function slugUrl<Name extends RouteName>(name: Name, kind: SlugKind<Name>): (url: URL) => boolean {
  return (url) => parseSlug(name, url.pathname.split('/').pop())?.kind === kind;
}

async function follow(
  page: Page,
  selector: string,
  url: RegExp | ((url: URL) => boolean),
): Promise<void> {
  await page.locator(selector).first().click();
  await page.waitForURL(url);
  await page.locator('h1').first().waitFor();
}

async function expectOneHeading(page: Page): Promise<void> {
  await expect(page.locator('h1').count()).resolves.toBe(1);
}

async function walk(page: Page, prefix: string): Promise<void> {
  await open(page, prefix || '/');
  await page.locator('.home-characters .home-character').first().waitFor();
  await expectOneHeading(page);

  await open(page, `${prefix}/game-library`);
  await follow(page, '.game-card a', /\/game-library\/\d+$/);
  await page.locator('.knowledge-entry').first().waitFor();
  await follow(page, '.entity-card a', slugUrl('gameLibraryItem', 'role'));
  await expectOneHeading(page);
  await follow(page, '.detail-hero a.button--primary', slugUrl('gameLibraryItem', 'roleInfo'));
  await page.locator('.attribute-table tr').first().waitFor();
  await expectOneHeading(page);

  await open(page, `${prefix}/game-library`);
  await page.locator('.search-form input[type="search"]').fill('元素');
  await page.locator('.search-form button[type="submit"]').click();
  await page.waitForURL(/\/game-library\/search\?searchValue=/);
  await page.locator('.search-hit').first().waitFor();
  await expect.poll(() => page.locator('.search-group').count()).toBeGreaterThan(1);

  await open(page, `${prefix}/game-partner`);
  // The square's tag filter asks the API again, through the proxy, for the chosen tag.
  const squareCards = page.locator('.character-square__results .character-card');
  await squareCards.first().waitFor();
  const everyone = await squareCards.count();
  const filtered = page.waitForResponse((response) =>
    response.url().includes('/api/character/legion_zone/pc_character_square'),
  );
  await page.locator('.chip-filter .chip').nth(1).click();
  expect((await filtered).status()).toBe(200);
  await page.locator('.character-square__results[aria-busy="false"]').waitFor();
  await expect.poll(() => squareCards.count()).toBeLessThan(everyone);
  await expect(squareCards.count()).resolves.toBeGreaterThan(0);
  await follow(page, '.character-card__link', slugUrl('gamePartnerItem', 'detail'));
  await page.locator('.quest-card').waitFor();
  await follow(page, '.partner-subnav a[href*="/story-"]', /\/game-partner\/story-\d+$/);
  await page.locator('.story-scene').first().waitFor();
  await follow(page, '.partner-subnav a[href*="/chat-"]', /\/game-partner\/chat-\d+$/);
  await page.locator('.chat-login button').waitFor();

  // Logged in: the stored session in localStorage.userStore, then the page loads the conversation.
  await storeLoggedInSession(page, session);
  await page.reload();
  await waitForHydration(page);
  const messages = page.locator('.chat-log .chat-message');
  await messages.first().waitFor();
  const before = await messages.count();
  await page.locator('.chat-composer textarea').fill('今晚一起打原神吗？');
  await page.locator('.chat-composer textarea').press('Enter');
  await expect.poll(() => messages.count(), { timeout: 10_000 }).toBe(before + 2);
  await expect
    .poll(() => messages.last().locator('.chat-message__text').textContent())
    .toMatch(/\S/);
  await expect.poll(() => messages.last().getAttribute('class')).toContain('chat-message--partner');

  await open(page, `${prefix}/activity`);
  await page.locator('.activity-card').first().waitFor();
  await page.locator('.activity-list .chip').nth(2).click();
  // The filter applies after the click: wait until every card shown is an upcoming one.
  await expect
    .poll(() =>
      Promise.all([
        page.locator('.activity-card .status-badge--upcoming').count(),
        page.locator('.activity-card').count(),
      ]),
    )
    .toSatisfy(([upcoming, all]) => upcoming === all);

  await open(page, `${prefix}/about-us`);
  await expectOneHeading(page);
}

describe('the content walk', () => {
  it('on desktop', async () => {
    const { page, context, problems } = await openPage(browser, { userAgent: DESKTOP_UA });
    await walk(page, '');
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('on a phone', async () => {
    const { page, context, problems } = await openPage(browser, {
      userAgent: MOBILE_UA,
      viewport: { width: 390, height: 844 },
    });
    await walk(page, '/m');
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
