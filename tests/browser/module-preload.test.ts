/**
 * A first load fetches every script hydration needs at once: the home page's HTML preloads the
 * entry, the layout's and the page's chunks and what they import, so the browser asks for all of
 * them before any has arrived, rather than finding each import after the previous script ran.
 */
import type { Route } from 'playwright-core';
import { expect, it } from 'vitest';

import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

const SCRIPT = /\/assets\/[^/]+\.js$/;

it('preloads every chunk of the home page and fetches them in parallel', async () => {
  const html = await (
    await fetch(`${suite.url}/`, { headers: { 'User-Agent': DESKTOP_UA } })
  ).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  expect(preloaded.length).toBeGreaterThan(1);

  const { page, context, problems } = await openPage(suite.browser, { userAgent: DESKTOP_UA });
  // Every script answer is held back until all preloaded ones have been asked for: scripts the
  // browser only asks for once an earlier one has run would never all be asked for.
  const requested = new Set<string>();
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

  const loaded = page.goto(`${suite.url}/`);
  try {
    await expect.poll(() => preloaded.filter((href) => !requested.has(href))).toEqual([]);
  } finally {
    release();
  }
  await loaded;
  await waitForHydration(page);

  const { hydratedAt, scripts } = await page.evaluate(() => ({
    hydratedAt: (window as unknown as { hydratedAt: number }).hydratedAt,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        startTime: entry.startTime,
        responseEnd: (entry as PerformanceResourceTiming).responseEnd,
      })),
  }));
  const beforeHydration = scripts.filter((script) => script.startTime < hydratedAt);
  expect(beforeHydration.map((script) => script.path).sort()).toEqual([...preloaded].sort());
  const firstAnswered = Math.min(...beforeHydration.map((script) => script.responseEnd));
  for (const script of beforeHydration)
    expect(script.startTime, script.path).toBeLessThan(firstAnswered);
  expect(problems).toEqual([]);
  await context.close();
});
