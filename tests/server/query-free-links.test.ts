/**
 * Server-rendered links carry no visitor query: the same HTML serves every visitor of a page,
 * and the browser carries the query into the next page only once it has hydrated. On the search
 * page and on a campaign URL, no internal link or form in the server's HTML names a query, but
 * for the links to a search, whose search value is their own (the same search in another
 * language, a retry, a related word).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LANGUAGES } from '../../shared/i18n/languages';
import { parsePrefixedPath, pathPrefix } from '../../shared/routing/prefixed-path';
import { SEARCH_QUERY_PARAM } from '../../shared/routing/query-params';
import { pagePaths, routePath } from '../../shared/routing/route-manifest';
import { attr, elements, parseHtml } from '../helpers/html';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

const CAMPAIGN = 'channel=camp-q7&track_id=trk-q7';
const SEARCH_VALUE = '角色';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

function visit(path: string, mobile: boolean) {
  return request(testApp.app)
    .get(path)
    .set('User-Agent', mobile ? MOBILE_UA : DESKTOP_UA);
}

/** Every internal address of a page: link targets and form actions. */
function internalAddresses(html: string): string[] {
  const document = parseHtml(html);
  const links = elements(document, 'a').map((a) => attr(a, 'href'));
  const forms = elements(document, 'form').map((form) => attr(form, 'action'));
  return [...links, ...forms].filter(
    (address): address is string =>
      address !== undefined && address.startsWith('/') && !address.startsWith('//'),
  );
}

/** The addresses that name a query, but for a search's own search value. */
function queriedAddresses(html: string): string[] {
  return internalAddresses(html).filter((address) => {
    const url = new URL(address, 'http://site.test');
    if (!url.search) return false;
    const aSearch =
      parsePrefixedPath(url.pathname).rest === routePath('gameLibrarySearch') &&
      [...url.searchParams.keys()].join() === SEARCH_QUERY_PARAM;
    return !aSearch;
  });
}

describe.each(LANGUAGES)('links in the server HTML (%s)', (lang) => {
  it.each([false, true])('of the search page carry no query (mobile: %s)', async (mobile) => {
    const route = `${pagePaths.search(SEARCH_VALUE)}&${CAMPAIGN}`;
    const response = await visit(`${pathPrefix(lang, mobile)}${route}`, mobile);
    expect(response.status).toBe(200);
    expect(internalAddresses(response.text).length).toBeGreaterThan(10);
    expect(queriedAddresses(response.text)).toEqual([]);
    expect(response.text).not.toContain('camp-q7');
  });

  it.each([false, true])('of a campaign URL carry no query (mobile: %s)', async (mobile) => {
    // The home page, where campaign links land.
    const response = await visit(`${pathPrefix(lang, mobile) || '/'}?${CAMPAIGN}`, mobile);
    expect(response.status).toBe(200);
    expect(internalAddresses(response.text).length).toBeGreaterThan(10);
    expect(queriedAddresses(response.text)).toEqual([]);
    expect(response.text).not.toContain('camp-q7');
  });
});
