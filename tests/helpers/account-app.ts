import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, openPage, type WatchedPage } from './browser';
import { DIST_DIR } from './server-process';
import { listen, startTestApp, type TestApp } from './test-app';

/**
 * startTestApp on the build the run asked for (DIST_DIR, default `dist`), so parallel builds
 * of several developers do not test each other's bundles.
 */
export function startAccountApp(
  options: { env?: Record<string, string>; upstreamUrl?: string } = {},
): Promise<TestApp> {
  return startTestApp({ ...options, env: { DIST_DIR, ...options.env } });
}

/** Long enough for a cold page on a busy machine, short enough that a failure shows quickly. */
const ACTION_TIMEOUT_MS = 10_000;

/** openPage with a shorter default timeout for every wait and action. */
export async function openAccountPage(
  browser: Browser,
  options: Parameters<typeof openPage>[1] = {},
): Promise<WatchedPage> {
  const watched = await openPage(browser, options);
  watched.context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return watched;
}

export interface AccountSuite {
  browser: Browser;
  testApp: TestApp;
  /** Origin of the site under test. */
  url: string;
}

/**
 * One Chromium and one app (demo API included) for a whole test file, closed after it; each
 * test opens its own context. Fields are filled in by the time the tests run.
 */
export function setUpAccountSuite(
  options: { env?: Record<string, string>; before?: () => void; after?: () => void } = {},
): AccountSuite {
  const suite = {} as AccountSuite;
  let server: Awaited<ReturnType<typeof listen>> | undefined;
  beforeAll(async () => {
    options.before?.();
    [suite.browser, suite.testApp] = await Promise.all([
      launchBrowser(),
      startAccountApp({ env: options.env }),
    ]);
    server = await listen(suite.testApp.app);
    suite.url = server.url;
  });
  afterAll(async () => {
    options.after?.();
    await suite.browser?.close();
    await server?.close();
    await suite.testApp?.close();
  });
  return suite;
}
