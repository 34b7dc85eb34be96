/**
 * Through the reference edge (real nginx) in front of the built site: a visitor logs in, and a
 * second browser loading the same pages from the edge's cache never receives the first one's
 * cookies or token.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { XSRF_COOKIE_NAME } from '../../shared/api/xsrf';
import { LOCALE_COOKIE } from '../../shared/i18n/locale-cookie';
import { LOGIN, loginWithDialog, sendCode } from '../helpers/account-dialog';
import { uniquePhone } from '../helpers/account-session';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { NGINX_TOOL, type RunningEdge, startEdge } from '../helpers/edge';
import { requireTool } from '../helpers/require-tool';
import { DESKTOP_UA } from '../helpers/test-app';

const edgeRuns = requireTool('the edge tests', NGINX_TOOL);
const suite = setUpBrowserSuite({ env: { PAGE_CACHE_SECONDS: '5' } });

const PHONE_BLOCK = 3;
const PAGES = ['/about-us', '/activity', '/'];

let edge: RunningEdge | undefined;
beforeAll(async () => {
  if (edgeRuns) edge = await startEdge(suite.url);
});
afterAll(() => edge?.stop());

/** Every Set-Cookie the page's own documents and requests received. */
function setCookiesSeen(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', async (response) => {
    const value = await response.headerValue('set-cookie');
    if (value) seen.push(`${new URL(response.url()).pathname}: ${value}`);
  });
  return seen;
}

/** The visitor's own values: its identifier and token (`locale` names a language, not a visitor). */
async function cookieValues(context: BrowserContext): Promise<string[]> {
  return (await context.cookies(edge!.url))
    .filter((cookie) => cookie.name !== LOCALE_COOKIE)
    .map((cookie) => cookie.value);
}

describe.skipIf(!edgeRuns)('logging in through the edge', () => {
  it("logs a visitor in, and a second browser never gets the first one's cookies", async () => {
    const first = await openPage(suite.browser, { userAgent: DESKTOP_UA });
    for (const path of PAGES) {
      await first.page.goto(`${edge!.url}${path}`);
      await waitForHydration(first.page);
    }
    await first.page.goto(`${edge!.url}/about-us`);
    await waitForHydration(first.page);
    await loginWithDialog(first.page, uniquePhone(PHONE_BLOCK));
    const firstValues = await cookieValues(first.context);
    const firstToken = (await first.context.cookies(edge!.url)).find(
      (cookie) => cookie.name === XSRF_COOKIE_NAME,
    )?.value;
    expect(firstToken).toBeTruthy();

    // Until the edge holds each page (a first render may leave before its data, uncached).
    for (const path of PAGES) {
      const cached = async () => {
        const response = await fetch(`${edge!.url}${path}`, {
          headers: { 'user-agent': DESKTOP_UA },
        });
        await response.arrayBuffer();
        return response.headers.get('x-edge-cache');
      };
      await expect.poll(cached).toBe('HIT');
    }

    const second = await openPage(suite.browser, { userAgent: DESKTOP_UA });
    const seen = setCookiesSeen(second.page);
    for (const path of PAGES) {
      const response = await second.page.goto(`${edge!.url}${path}`);
      expect(await response?.headerValue('x-edge-cache'), path).toMatch(/HIT|STALE|UPDATING/);
      expect(await second.page.content()).not.toContain(firstToken!);
      await waitForHydration(second.page);
    }
    // Pages set nothing (a page with download controls asks /_csrf for the pair its ad reports
    // will need); the second visitor's first write gets a pair of its own.
    expect(seen.filter((line) => !line.startsWith('/_csrf:'))).toEqual([]);
    await second.page.locator(LOGIN.loginButton).click();
    await sendCode(second.page, uniquePhone(PHONE_BLOCK));
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    const secondValues = await cookieValues(second.context);
    expect(secondValues).toHaveLength(2);
    expect(secondValues.filter((value) => firstValues.includes(value))).toEqual([]);
    expect(seen.every((line) => line.startsWith('/_csrf:'))).toBe(true);

    expect(first.problems).toEqual([]);
    expect(second.problems).toEqual([]);
    await first.context.close();
    await second.context.close();
  });
});
