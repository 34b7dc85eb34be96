import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

import { launchBrowser } from './browser';
import { listen } from './listen';
import { startTestApp, type TestApp } from './test-app';

export interface BrowserSuite {
  browser: Browser;
  testApp: TestApp;
  /** Origin of the site under test. */
  url: string;
}

/**
 * One Chromium and one app (demo API included) for a whole test file, closed after it; each
 * test opens its own context. Fields are filled in by the time the tests run.
 */
export function setUpBrowserSuite(
  options: { env?: Record<string, string>; before?: () => void; after?: () => void } = {},
): BrowserSuite {
  const suite = {} as BrowserSuite;
  let server: Awaited<ReturnType<typeof listen>> | undefined;
  beforeAll(async () => {
    options.before?.();
    [suite.browser, suite.testApp] = await Promise.all([
      launchBrowser(),
      startTestApp({ env: options.env, renderFrom: 'build' }),
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
