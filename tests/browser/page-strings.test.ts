/**
 * A page arrives with the strings it shows, so its first load fetches no other strings; the rest of
 * the language loads once something needs it (another page, the login dialog), and shows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { resources } from '../../shared/i18n/catalogues';
import { PAGE_NAMESPACES } from '../../shared/i18n/i18next-options';
import { type Lang, LANGUAGES } from '../../shared/i18n/languages';
import { pathPrefix } from '../../shared/routing/prefixed-path';
import { LOGIN, openLoginDialog } from '../helpers/account-dialog';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { pageRoutes, type SampleIds, sampleIds } from '../helpers/sample-ids';
import { DIST_DIR } from '../helpers/server-process';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();
let ids: SampleIds;

/**
 * The namespaces whose catalogues are chunks of their own. (The `core` catalogues share a chunk
 * with the legal documents, which name the brand with them.)
 */
const OWN_CHUNKS = PAGE_NAMESPACES.filter((ns) => ns !== 'core');

/** The script file of each language's catalogue of those namespaces, from the build's manifest. */
function catalogFiles(): Map<Lang, Set<string>> {
  const manifest = JSON.parse(
    readFileSync(path.join(DIST_DIR, 'client/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  return new Map(
    LANGUAGES.map((lang) => [
      lang,
      new Set(
        OWN_CHUNKS.map((ns) => {
          const chunk = manifest[`shared/i18n/locales/${lang}/${ns}.json`];
          if (!chunk) throw new Error(`no chunk of the ${lang} ${ns} strings in the manifest`);
          return `/${chunk.file}`;
        }),
      ),
    ]),
  );
}

/** Records the catalog files the page requests from now on. */
function watchCatalogRequests(page: Page): string[] {
  const catalogs = new Set([...catalogFiles().values()].flatMap((files) => [...files]));
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (catalogs.has(pathname)) requested.push(pathname);
  });
  return requested;
}

/** Pages outside the page routes: the download page, a 404 and the legal pages. */
const OTHER_DESKTOP_ROUTES = ['/no-such-page', '/terms', '/privacy'];

beforeAll(async () => {
  ids = await sampleIds(suite.testApp.upstreamUrl);
});

describe('the strings a page is sent', () => {
  it.each([
    ['desktop', false],
    ['mobile', true],
  ] as const)('cover everything the %s pages show on their first load', async (_tree, mobile) => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: mobile ? MOBILE_UA : DESKTOP_UA,
    });
    const requested = watchCatalogRequests(page);
    const routes = [...pageRoutes(ids, mobile), ...(mobile ? [] : OTHER_DESKTOP_ROUTES)];
    for (const route of routes) {
      await page.goto(`${suite.url}${pathPrefix('zh', mobile)}${route === '/' ? '' : route}`);
      await waitForHydration(page);
      expect(requested, route).toEqual([]);
    }
    // Each language sends its own strings for the same groups.
    for (const lang of ['en', 'ja'] as const) {
      await page.goto(`${suite.url}${pathPrefix(lang, mobile) || '/'}`);
      await waitForHydration(page);
      expect(requested, lang).toEqual([]);
    }
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
    await context.close();
  });

  it('load the rest of the language for a client navigation, and the next page shows its own', async () => {
    const { page, context, problems } = await openPage(suite.browser, { userAgent: DESKTOP_UA });
    const requested = watchCatalogRequests(page);
    await page.goto(`${suite.url}/en`);
    await waitForHydration(page);
    await page.locator('.site-header__nav a[data-menu-id="5"]').click();
    await page.waitForURL(/\/en\/about-us/);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe(resources.en.core.pages.about.heading);
    await expect(page.locator('.page-lead').first().textContent()).resolves.toBe(
      resources.en.content.about.lead,
    );
    expect(requested.sort()).toEqual([...catalogFiles().get('en')!].sort());
    expect(problems).toEqual([]);
    await context.close();
  });

  it('load the rest of the language with the login dialog, which shows its own strings', async () => {
    const { page, context, problems } = await openPage(suite.browser, { userAgent: DESKTOP_UA });
    const requested = watchCatalogRequests(page);
    await page.goto(`${suite.url}/ja/about-us`);
    await waitForHydration(page);
    await openLoginDialog(page);
    await expect(page.locator(LOGIN.title).textContent()).resolves.toBe(
      resources.ja.account.header.loginTitle,
    );
    expect(requested.sort()).toEqual([...catalogFiles().get('ja')!].sort());
    expect(problems).toEqual([]);
    await context.close();
  });
});
