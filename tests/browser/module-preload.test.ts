/**
 * A first load asks for no script until the page has been painted (its first contentful paint),
 * then for every script hydration needs at once. The first paint needs the HTML and the
 * stylesheet alone: a script asked for beside the stylesheet shares a slow link with it. Once
 * painted, the boot script names the entry, the layout's and the page's chunks and what they
 * import as module preloads, so the browser asks for all of them before any has arrived, rather
 * than finding each import after the previous script ran.
 */
import type { Route } from 'playwright-core';
import { expect, it } from 'vitest';

import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { bootScripts, parseHtml } from '../helpers/html';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

const SCRIPT = /\/assets\/[^/]+\.js$/;
const STYLESHEET = /\/assets\/[^/]+\.css$/;

it.each([
  ['/', DESKTOP_UA],
  ['/m', MOBILE_UA],
])(
  '%s asks for no script before its stylesheet, then for all of them at once',
  async (path, userAgent) => {
    const url = `${suite.url}${path}`;
    const html = await (await fetch(url, { headers: { 'User-Agent': userAgent } })).text();
    // Nothing in the markup itself fetches a script.
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const named = bootScripts(parseHtml(html));
    expect(named.length).toBeGreaterThan(1);

    const { page, context, problems } = await openPage(suite.browser, {
      userAgent,
      ...(userAgent === MOBILE_UA && { viewport: { width: 390, height: 844 }, isMobile: true }),
    });
    const requested = new Set<string>();
    // The stylesheet is held until the whole HTML has arrived and the browser has asked for it,
    // having read the head: a script the markup names (a preload beside it, say) is asked for by
    // then, and the page's own scripts wait for the stylesheet.
    let releaseStylesheet = () => {};
    const stylesheetHeld = new Promise<void>((resolve) => (releaseStylesheet = resolve));
    let stylesheetAsked = () => {};
    const stylesheetRequested = new Promise<void>((resolve) => (stylesheetAsked = resolve));
    await page.route(STYLESHEET, async (route) => {
      stylesheetAsked();
      await stylesheetHeld;
      await route.continue();
    });
    // Every script answer is then held back until all named ones have been asked for: scripts
    // the browser only asks for once an earlier one has run would never all be asked for.
    const held: Route[] = [];
    let released = false;
    const release = () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    };
    await page.route(SCRIPT, async (route) => {
      requested.add(new URL(route.request().url()).pathname);
      if (released) return route.continue();
      held.push(route);
    });
    // The moment hydration ends, on the page's own clock, to tell apart what hydration needed.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
    });

    const documentArrived = page.waitForResponse(url);
    const loaded = page.goto(url);
    try {
      await (await documentArrived).finished();
      await stylesheetRequested;
      expect([...requested]).toEqual([]);
      releaseStylesheet();
      await expect.poll(() => named.filter((href) => !requested.has(href))).toEqual([]);
    } finally {
      releaseStylesheet();
      release();
    }
    await loaded;
    await waitForHydration(page);

    const { hydratedAt, firstContentfulPaint, stylesheetEnd, scripts } = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        hydratedAt: (window as unknown as { hydratedAt: number }).hydratedAt,
        firstContentfulPaint:
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        stylesheetEnd: Math.max(
          ...resources
            .filter((entry) => /\/assets\/[^/]+\.css$/.test(entry.name))
            .map((entry) => entry.responseEnd),
        ),
        scripts: resources
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => ({
            path: new URL(entry.name).pathname,
            startTime: entry.startTime,
            responseEnd: entry.responseEnd,
          })),
      };
    });
    const beforeHydration = scripts.filter((script) => script.startTime < hydratedAt);
    expect(beforeHydration.map((script) => script.path).sort()).toEqual([...named].sort());
    const firstAnswered = Math.min(...beforeHydration.map((script) => script.responseEnd));
    expect(firstContentfulPaint).toBeGreaterThan(stylesheetEnd);
    for (const script of beforeHydration) {
      expect(script.startTime, script.path).toBeGreaterThanOrEqual(firstContentfulPaint);
      expect(script.startTime, script.path).toBeLessThan(firstAnswered);
    }
    expect(problems).toEqual([]);
    await context.close();
  },
);
