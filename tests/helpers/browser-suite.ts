import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

import { startDemoApi } from '../../demo-api/start-demo-api';
import { launchBrowser } from './browser';
import { listen } from './listen';
import { startTestApp, type TestApp } from './test-app';
import { startRelayUpstream } from './upstreams';

export interface BrowserSuite {
  browser: Browser;
  testApp: TestApp;
  /** Origin of the site under test. */
  url: string;
}

export interface BrowserSuiteOptions {
  env?: Record<string, string>;
  before?: () => void;
  after?: () => void;
  /** A slow API: the demo API behind a relay holding back the answers of these paths. */
  slowUpstream?: { path: RegExp; ms: number };
}

/** The demo API behind a relay that delays some paths; closes both. */
async function startSlowUpstream(delay: { path: RegExp; ms: number }) {
  const demo = await startDemoApi();
  const relay = await startRelayUpstream(demo.url, delay);
  return {
    url: relay.url,
    close: async () => {
      await relay.close();
      await demo.close();
    },
  };
}

/**
 * One Chromium and one app (demo API included) for a whole test file, closed after it; each
 * test opens its own context. Fields are filled in by the time the tests run.
 */
export function setUpBrowserSuite(options: BrowserSuiteOptions = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  let server: Awaited<ReturnType<typeof listen>> | undefined;
  let slow: Awaited<ReturnType<typeof startSlowUpstream>> | undefined;
  beforeAll(async () => {
    options.before?.();
    if (options.slowUpstream) slow = await startSlowUpstream(options.slowUpstream);
    [suite.browser, suite.testApp] = await Promise.all([
      launchBrowser(),
      startTestApp({ env: options.env, renderFrom: 'build', upstreamUrl: slow?.url }),
    ]);
    server = await listen(suite.testApp.app);
    suite.url = server.url;
  });
  afterAll(async () => {
    options.after?.();
    await suite.browser?.close();
    await server?.close();
    await suite.testApp?.close();
    await slow?.close();
  });
  return suite;
}
