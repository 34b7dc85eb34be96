/**
 * axe-core (WCAG 2.0/2.1 A and AA) on the page routes of both trees in the three languages, plus
 * the login dialog (desktop) and the menu (mobile) open: no serious or critical violation; the
 * minor and moderate ones are printed for information.
 *
 * All routes are scanned in zh; en and ja cover the home, library, game detail and partner pages,
 * which carry the language-specific text, so the whole file stays around a minute.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type AxeCore from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient } from '../../shared/api/client';
import type { UserSession } from '../../shared/api/types';
import type { Lang } from '../../shared/i18n/languages';
import { sitePrefix } from '../../shared/routing/site-path';
import {
  COUNTRY_CODE,
  DEFAULT_CHANNEL,
  DEMO_VERIFICATION_CODE,
  USER_STORE_KEY,
} from '../../shared/spec-constants';
import { openLoginDialog } from '../helpers/account-dialog';
import { storeLoggedInSession } from '../helpers/account-session';
import { waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { pageRoutes, type SampleIds, sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

/** Injected as inline script so the scan needs no network. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), {
  encoding: 'utf8',
});

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

const suite = setUpBrowserSuite();
let ids: SampleIds;
/** Rule id → count of page loads with that violation, over the whole file. */
const tally = new Map<string, number>();
const informational: string[] = [];

let session: UserSession;

beforeAll(async () => {
  ids = await sampleIds(suite.testApp.upstreamUrl);
  const api = createApiClient({
    baseURL: suite.testApp.upstreamUrl,
    lang: 'zh',
    platformSource: 'web',
  });
  session = await api.users.loginRegister({
    country_code: COUNTRY_CODE,
    phone: '13900139001',
    phone_verify_code: DEMO_VERIFICATION_CODE,
    source: DEFAULT_CHANNEL,
  });
});

/** The chat page logged in (the stored session, as the app keeps it), where the message log shows. */
async function openChatLoggedIn(page: Page, path: string): Promise<void> {
  await page.goto(`${suite.url}${path}`);
  await waitForHydration(page);
  await storeLoggedInSession(page, session);
  await page.reload();
  await waitForHydration(page);
  await page.locator('.chat-log .chat-message').first().waitFor();
}

afterAll(() => {
  const counts = [...tally].sort(([a], [b]) => a.localeCompare(b));
  console.info(
    `axe violations per rule (page loads): ${JSON.stringify(Object.fromEntries(counts))}`,
  );
  if (informational.length) console.info(`minor/moderate:\n${informational.join('\n')}`);
});

async function scan(page: Page, label: string): Promise<string[]> {
  // Fades (load overlay, dialogs opening) would be measured half-way as low contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (tags): Promise<Violation[]> => {
    // Injected just above by addScriptTag; the page's own types do not know it.
    const { axe } = window as unknown as { axe: typeof AxeCore };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      // A best-practice rule, outside the WCAG tags, that the reviewer's audit also reported.
      rules: { 'landmark-unique': { enabled: true } },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  }, WCAG_TAGS);
  const blocking: string[] = [];
  for (const violation of violations) {
    tally.set(violation.id, (tally.get(violation.id) ?? 0) + 1);
    const line = `${label}: ${violation.id} (${violation.impact}) ${violation.help} → ${violation.targets.join(' | ')}`;
    if (BLOCKING.has(violation.impact ?? '')) blocking.push(line);
    else informational.push(line);
  }
  return blocking;
}

const FEATURED = (routes: string[]): string[] =>
  routes.filter((route) =>
    ['/', '/game-library', `/game-library/${ids.gameId}`, '/game-partner'].includes(route),
  );

const LANGS: Lang[] = ['zh', 'en', 'ja'];

describe.each([false, true])('accessibility (mobile: %s)', (mobile) => {
  it.each(LANGS)('%s pages have no serious or critical axe violation', async (lang) => {
    // The site's CSP allows only nonced scripts; bypassing it lets axe go in as an inline script.
    const context = await suite.browser.newContext({
      bypassCSP: true,
      userAgent: mobile ? MOBILE_UA : DESKTOP_UA,
      viewport: mobile ? { width: 390, height: 844 } : { width: 1366, height: 900 },
      locale: 'zh-CN',
    });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const prefix = sitePrefix(lang, mobile);
    const all = pageRoutes(ids, mobile);
    const routes = lang === 'zh' ? all : FEATURED(all);
    const blocking: string[] = [];
    try {
      for (const route of routes) {
        const path = route === '/' ? prefix || '/' : `${prefix}${route}`;
        await page.goto(`${suite.url}${path}`);
        await waitForHydration(page);
        blocking.push(...(await scan(page, path)));
      }
      if (lang === 'zh') {
        const chat = `${prefix}/game-partner/chat-${ids.partnerId}`;
        await openChatLoggedIn(page, chat);
        blocking.push(...(await scan(page, `${chat} (logged in)`)));
        // Logged out again, so the header offers the login button below.
        await page.evaluate((key) => localStorage.removeItem(key), USER_STORE_KEY);
      }
      await page.goto(`${suite.url}${prefix || '/'}`);
      await waitForHydration(page);
      if (mobile) {
        await page.locator('.menu-button').click();
        await page.locator('.dialog--menu').waitFor();
        blocking.push(...(await scan(page, `${prefix || '/'} (menu open)`)));
      } else {
        await openLoginDialog(page);
        blocking.push(...(await scan(page, `${prefix || '/'} (login dialog open)`)));
      }
    } finally {
      await context.close();
    }
    expect(blocking).toEqual([]);
  });
});
