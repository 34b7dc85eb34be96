/**
 * axe-core (WCAG 2.0/2.1 A and AA) on every page of both trees in the three languages: the page
 * routes, the download page, a 404, the legal pages (desktop prefix), the chat and profile logged
 * in, and the login dialog (both trees) and the menu (mobile) open. No serious or critical
 * violation; the minor and moderate ones are counted and printed for information.
 *
 * One context per language and tree, one page load per scan, axe injected into each page: the
 * whole file takes one and a half to two and a half minutes on two cores.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type AxeCore from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { USER_STORE_KEY } from '../../client/account/stored-user-store';
import { COUNTRY_CODE, DEMO_VERIFICATION_CODE } from '../../shared/account/login-constants';
import { createApiClient } from '../../shared/api/client';
import type { UserSession } from '../../shared/api/types';
import type { Lang } from '../../shared/i18n/languages';
import { pathPrefix } from '../../shared/routing/prefixed-path';
import { DEFAULT_CHANNEL } from '../../shared/routing/query-params';
import { pagePaths } from '../../shared/routing/route-manifest';
import { openLoginDialog } from '../helpers/account-dialog';
import { storeLoggedInSession } from '../helpers/account-session';
import { waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { LEGAL_ROUTES, pageRoutes, type SampleIds, sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

/** Injected as an inline script into each page scanned, so the scan needs no network. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), {
  encoding: 'utf8',
});

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
const LANGS: Lang[] = ['zh', 'en', 'ja'];

/** A path no page serves (the 404 page), besides the manifest's routes. */
const EXTRA_ROUTES = ['/no-such-page'];

/** One language and tree, scanned page after page on a busy two-core machine. */
const TREE_TIMEOUT_MS = 120_000;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

const suite = setUpBrowserSuite();
let ids: SampleIds;
let session: UserSession;

let pageLoadsScanned = 0;
/** Rule id → page loads with a minor or moderate violation of it, over the whole file. */
const minorByRule = new Map<string, number>();
const minorLines: string[] = [];
/** Serious and critical violations, over the whole file: each test asserts its own are none. */
const blockingLines: string[] = [];

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

afterAll(() => {
  if (minorLines.length) console.info(`minor/moderate:\n${minorLines.join('\n')}`);
  const minor = Object.fromEntries([...minorByRule].sort(([a], [b]) => a.localeCompare(b)));
  console.log(
    `axe: ${pageLoadsScanned} page loads scanned; minor/moderate per rule: ${JSON.stringify(minor)}; serious/critical: ${blockingLines.length}`,
  );
});

/** Waits for finite animations, injects axe and records the WCAG A/AA violations of the page. */
async function scan(page: Page, label: string): Promise<void> {
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
      // Only violations are read, so axe need not detail the passes and incompletes.
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  }, WCAG_TAGS);
  pageLoadsScanned += 1;
  for (const violation of violations) {
    const line = `${label}: ${violation.id} (${violation.impact}) ${violation.help} → ${violation.targets.join(' | ')}`;
    if (BLOCKING.has(violation.impact ?? '')) {
      blockingLines.push(line);
    } else {
      minorByRule.set(violation.id, (minorByRule.get(violation.id) ?? 0) + 1);
      minorLines.push(line);
    }
  }
}

describe.each([false, true])('accessibility (mobile: %s)', (mobile) => {
  it.each(LANGS)(
    '%s pages have no serious or critical axe violation',
    async (lang) => {
      const blockingBefore = blockingLines.length;
      // The site's CSP allows only nonced scripts; bypassing it lets axe go in as an inline script.
      const context = await suite.browser.newContext({
        bypassCSP: true,
        userAgent: mobile ? MOBILE_UA : DESKTOP_UA,
        viewport: mobile ? { width: 390, height: 844 } : { width: 1366, height: 900 },
        locale: 'zh-CN',
      });
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      const prefix = pathPrefix(lang, mobile);
      const pathOf = (route: string) => (route === '/' ? prefix || '/' : `${prefix}${route}`);
      const visit = async (route: string) => {
        await page.goto(`${suite.url}${pathOf(route)}`);
        await waitForHydration(page);
      };
      const routes = [...pageRoutes(ids, mobile), ...EXTRA_ROUTES];
      // The legal pages have no `/m` form: the desktop prefix serves them to every device.
      if (!mobile) routes.push(...LEGAL_ROUTES);
      try {
        for (const route of routes) {
          await visit(route);
          await scan(page, pathOf(route));
        }

        // Logged in (the stored session, as the app keeps it): the message log, the profile.
        await storeLoggedInSession(page, session);
        const chat = pagePaths.partnerChat(ids.partnerId);
        await visit(chat);
        await page.locator('.chat-log .chat-message').first().waitFor();
        await scan(page, `${pathOf(chat)} (logged in)`);
        // The visitor's own bubble, on the accent fill, and the partner's reply.
        const sent = page.locator('.chat-log .chat-message--user:not(.chat-message--pending)');
        const sentBefore = await sent.count();
        await page.locator('.chat-composer textarea').fill('你好');
        await page.locator('.chat-composer button[type="submit"]').click();
        await expect.poll(() => sent.count()).toBeGreaterThan(sentBefore);
        await page.locator('.chat-typing').waitFor({ state: 'detached' });
        await scan(page, `${pathOf(chat)} (logged in, after a message)`);
        await visit('/profile');
        await page.locator('.account-corner--avatar').waitFor();
        await scan(page, `${pathOf('/profile')} (logged in)`);
        // Logged out again, so the header offers the login button below.
        await page.evaluate((key) => localStorage.removeItem(key), USER_STORE_KEY);

        if (mobile) {
          await visit('/');
          await page.locator('.menu-button').click();
          await page.locator('.dialog--menu').waitFor();
          await scan(page, `${pathOf('/')} (menu open)`);
        }
        await visit('/');
        await openLoginDialog(page);
        await scan(page, `${pathOf('/')} (login dialog open)`);
      } finally {
        await context.close();
      }
      expect(blockingLines.slice(blockingBefore)).toEqual([]);
    },
    TREE_TIMEOUT_MS,
  );
});
