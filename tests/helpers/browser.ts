import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';

import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.js';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, hydration warnings and uncaught exceptions seen so far. */
  problems: string[];
}

const ACTION_TIMEOUT_MS = 10_000;

const HYDRATION_WARNING = /hydrat|did not match|server rendered|mismatch/i;

/** A fresh context and page that records every console error, hydration warning and page error. */
export async function openPage(
  browser: Browser,
  options: {
    userAgent?: string;
    viewport?: { width: number; height: number };
    locale?: string;
    /** A touch screen (coarse pointer, no hover), as a phone has. */
    hasTouch?: boolean;
    /** A phone's browser: meta viewport honoured, touch events. */
    isMobile?: boolean;
    /** The visitor's time zone (IANA name); default the machine's. */
    timezoneId?: string;
    /** Device pixels per CSS pixel (3 on many phones); default 1. */
    deviceScaleFactor?: number;
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    userAgent: options.userAgent,
    viewport: options.viewport ?? { width: 1366, height: 900 },
    locale: options.locale ?? 'zh-CN',
    hasTouch: options.hasTouch,
    isMobile: options.isMobile,
    timezoneId: options.timezoneId,
    deviceScaleFactor: options.deviceScaleFactor,
  });
  // Long enough for a cold page on a busy machine, short enough that a failure shows quickly.
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' ||
      (message.type() === 'warning' && HYDRATION_WARNING.test(text))
    ) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, context, problems };
}

/** Waits until React has hydrated the document. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 15_000,
  });
}

/**
 * Waits until React has hydrated one element. Content streamed inside a Suspense boundary
 * hydrates after the shell, so a key pressed on it just after `waitForHydration` can reach
 * markup that has no handlers yet.
 */
export async function waitForInteractive(element: Locator): Promise<void> {
  const handle = await element.elementHandle();
  await element
    .page()
    .waitForFunction(
      (node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactProps$')),
      handle,
      { timeout: 15_000 },
    );
}
