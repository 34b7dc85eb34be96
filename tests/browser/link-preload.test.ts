/**
 * A link's page loads its code on intent: hovering a link in the header fetches the chunk of the
 * page it leads to before any click, so the navigation does not wait for it.
 */
import { expect, it } from 'vitest';

import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

const ABOUT_CHUNK = /\/assets\/AboutPage-[\w-]+\.js$/;

it("fetches the chunk of a hovered link's page before the click", async () => {
  const { page, context, problems } = await openPage(suite.browser, { userAgent: DESKTOP_UA });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${suite.url}/`);
  await waitForHydration(page);
  expect(scripts.filter((script) => ABOUT_CHUNK.test(script))).toEqual([]);

  const link = page.locator('.site-header__nav a[href="/about-us"]');
  await link.hover();
  await expect.poll(() => scripts.filter((script) => ABOUT_CHUNK.test(script))).toHaveLength(1);

  await link.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/about-us');
  await expect.poll(() => page.locator('h1').count()).toBe(1);
  // The click used the chunk the hover fetched.
  expect(scripts.filter((script) => ABOUT_CHUNK.test(script))).toHaveLength(1);
  expect(problems).toEqual([]);
  await context.close();
});
