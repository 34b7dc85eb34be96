import type { BrowserContext, Page } from 'playwright-core';

import { USER_STORE_KEY } from '../../client/account/stored-user-store';
import { COUNTRY_CODE, DEMO_VERIFICATION_CODE } from '../../shared/account/login-constants';
import { createApiClient } from '../../shared/api/client';
import type { UserSession } from '../../shared/api/types';
import type { Lang } from '../../shared/i18n/languages';
import { waitForHydration } from './browser';

let phoneSerial = 0;

/**
 * A valid mainland number no other test of this process uses: the demo API lets each number
 * ask for a code once a minute. `block` keeps parallel test files apart.
 */
export function uniquePhone(block: number): string {
  phoneSerial += 1;
  return `13${block}${String(process.pid % 10_000).padStart(4, '0')}${String(phoneSerial).padStart(4, '0')}`;
}

/** Logs in against the upstream directly (no browser), as the dialog would. */
export async function loginThroughApi(
  upstreamUrl: string,
  phone: string,
  lang: Lang,
): Promise<UserSession> {
  const api = createApiClient({ baseURL: upstreamUrl, lang, platformSource: 'web' });
  return api.users.loginRegister({
    country_code: COUNTRY_CODE,
    phone,
    phone_verify_code: DEMO_VERIFICATION_CODE,
    source: 'test',
  });
}

/**
 * Puts a user store into the context's localStorage before the first page of each new tab
 * loads, once per tab (so a logout and reload inside the test stick).
 */
export async function seedUserStore(
  context: BrowserContext,
  store: { isLoggedIn: boolean; userInfo: unknown },
): Promise<void> {
  await context.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('account-test-seeded')) return;
      sessionStorage.setItem('account-test-seeded', '1');
      localStorage.setItem(key, value);
    },
    {
      key: USER_STORE_KEY,
      value: JSON.stringify({ ...store, isHomeFirstPage: true, loginDialogVisible: false }),
    },
  );
}

/** Logs the open page's origin in, as the app itself stores a session; reload to apply it. */
export async function storeLoggedInSession(page: Page, session: unknown): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    USER_STORE_KEY,
    JSON.stringify({
      isLoggedIn: true,
      userInfo: session,
      isHomeFirstPage: true,
      loginDialogVisible: false,
    }),
  ] as const);
}

/** Opens the partner chat at `url` logged in as `session`, once its composer shows. */
export async function openLoggedInChat(page: Page, url: string, session: unknown): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await storeLoggedInSession(page, session);
  await page.reload();
  await waitForHydration(page);
  await page.locator('.chat-composer textarea').waitFor();
}

/** The user store as the page has saved it. */
export async function readUserStore(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  }, USER_STORE_KEY);
}
