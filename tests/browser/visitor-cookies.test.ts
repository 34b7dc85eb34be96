/**
 * Pages set no cookie, so the browser writes what a visitor needs itself: the `locale` cookie
 * once a page has loaded, and the anti-forgery pair from the token route before its first write,
 * asked for again once after a 403 for a missing or invalid token.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { LOCALE_COOKIE_MAX_AGE_SECONDS } from '../../client/i18n/remember-language';
import { XSRF_COOKIE_NAME, XSRF_TOKEN_PATH } from '../../shared/api/xsrf';
import { LOCALE_COOKIE } from '../../shared/i18n/locale-cookie';
import { loginWithDialog } from '../helpers/account-dialog';
import { uniquePhone } from '../helpers/account-session';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

const PHONE_BLOCK = 4;

async function cookieNamed(context: BrowserContext, name: string) {
  return (await context.cookies(suite.url)).find((cookie) => cookie.name === name);
}

/** Every request the page makes whose path is `path`. */
function requestsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

describe('the locale cookie', () => {
  it('is written by the browser after the page loads, with its name and attributes', async () => {
    const { page, context, problems } = await openPage(suite.browser, { userAgent: DESKTOP_UA });
    const response = await page.goto(`${suite.url}/en/about-us`);
    expect(await response?.headerValue('set-cookie')).toBeNull();
    await waitForHydration(page);
    await expect.poll(async () => (await cookieNamed(context, LOCALE_COOKIE))?.value).toBe('en');
    const cookie = (await cookieNamed(context, LOCALE_COOKIE))!;
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.httpOnly).toBe(false);
    const lifetime = cookie.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(LOCALE_COOKIE_MAX_AGE_SECONDS - 600);
    expect(lifetime).toBeLessThanOrEqual(LOCALE_COOKIE_MAX_AGE_SECONDS);

    // A page in another language rewrites it; the root then redirects by it.
    await page.goto(`${suite.url}/ja/activity`);
    await waitForHydration(page);
    await expect.poll(async () => (await cookieNamed(context, LOCALE_COOKIE))?.value).toBe('ja');
    await page.goto(`${suite.url}/`);
    expect(new URL(page.url()).pathname).toBe('/ja');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the anti-forgery token', () => {
  it('is fetched once, before the first write, never by a page load', async () => {
    const { page, context, problems } = await openPage(suite.browser, { userAgent: DESKTOP_UA });
    const tokenRequests = requestsTo(page, XSRF_TOKEN_PATH);
    await page.goto(`${suite.url}/about-us`);
    await waitForHydration(page);
    expect(await cookieNamed(context, XSRF_COOKIE_NAME)).toBeUndefined();
    expect(tokenRequests).toHaveLength(0);

    await loginWithDialog(page, uniquePhone(PHONE_BLOCK));
    expect(await cookieNamed(context, XSRF_COOKIE_NAME)).toBeDefined();
    expect((await cookieNamed(context, 'sid'))?.httpOnly).toBe(true);
    // Sending the code and logging in are two writes: one token request served both.
    expect(tokenRequests).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is asked for again once after a 403 for an invalid token, and the write retried', async () => {
    const { page, context, problems } = await openPage(suite.browser, { userAgent: DESKTOP_UA });
    // A pair the site did not issue: a well-formed identifier, a forged token.
    await context.addCookies([
      { name: 'sid', value: 'A'.repeat(22), url: suite.url, httpOnly: true },
      { name: XSRF_COOKIE_NAME, value: 'forged.value', url: suite.url },
    ]);
    const tokenRequests = requestsTo(page, XSRF_TOKEN_PATH);
    const sendCode = requestsTo(page, '/api/users/send_phone_verification_code_captcha');
    await page.goto(`${suite.url}/about-us`);
    await waitForHydration(page);

    await loginWithDialog(page, uniquePhone(PHONE_BLOCK));
    expect(tokenRequests).toHaveLength(1);
    const statuses = await Promise.all(
      sendCode.map(async (request) => (await request.response())?.status()),
    );
    expect(statuses).toEqual([403, 200]);
    expect((await cookieNamed(context, XSRF_COOKIE_NAME))?.value).not.toBe('forged.value');
    // The refused first try is the only thing the console saw.
    expect(problems).toEqual([expect.stringMatching(/status of 403/)]);
    await context.close();
  });
});
