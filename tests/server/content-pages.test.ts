/**
 * The content pages, server-rendered in both trees and all three languages, hold their data from
 * the API (streamed sections included: the full response has them), and unknown ids are 404s.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resources } from '../../shared/i18n/catalogues';
import { HTML_LANG, LANGUAGES } from '../../shared/i18n/languages';
import { buildPrefixedPath, pathPrefix } from '../../shared/routing/prefixed-path';
import { pagePaths } from '../../shared/routing/route-manifest';
import { contentExpectations, escapeHtml, readableHtml } from '../helpers/content-expectations';
import { elements, htmlLang, parseHtml, withClass } from '../helpers/html';
import { type SampleIds, sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
let ids: SampleIds;

beforeAll(async () => {
  testApp = await startTestApp();
  ids = await sampleIds(testApp.upstreamUrl);
});
afterAll(() => testApp.close());

function get(path: string, mobile: boolean, lang: string) {
  return request(testApp.app)
    .get(path)
    .set('User-Agent', mobile ? MOBILE_UA : DESKTOP_UA)
    .set('Cookie', `locale=${lang}`);
}

describe('content pages hold their API data', () => {
  for (const lang of LANGUAGES) {
    for (const mobile of [false, true]) {
      it(`in ${lang}, ${mobile ? 'mobile' : 'desktop'} tree`, async () => {
        const pages = await contentExpectations(testApp.upstreamUrl, lang, ids);
        let checked = 0;
        for (const { route, texts } of pages) {
          const path = buildPrefixedPath({ lang, mobile, rest: route });
          const response = await get(path, mobile, lang);
          expect(response.status, path).toBe(200);
          const document = parseHtml(response.text);
          expect(htmlLang(document), path).toBe(HTML_LANG[lang]);
          expect(response.text, path).toContain(mobile ? 'layout--mobile' : 'layout--desktop');
          expect(withClass(document, 'load-error'), `${path} shows a load error`).toEqual([]);
          expect(elements(document, 'h1'), path).toHaveLength(1);
          const html = readableHtml(response.text);
          for (const text of texts) {
            expect(html, `${path} lacks "${text}"`).toContain(escapeHtml(text));
            checked += 1;
          }
        }
        expect(checked).toBeGreaterThan(100);
      });
    }
  }
});

describe('search states', () => {
  it.each(LANGUAGES)('shows the empty-query and no-result states in %s', async (lang) => {
    const messages = resources[lang].content.search;
    const prefix = pathPrefix(lang, false);
    const empty = await get(`${prefix}/game-library/search`, false, lang);
    expect(empty.status).toBe(200);
    expect(readableHtml(empty.text)).toContain(escapeHtml(messages.emptyQuery));
    const none = await get(`${prefix}/game-library/search?searchValue=zzqxv`, false, lang);
    expect(none.status).toBe(200);
    expect(readableHtml(none.text)).toContain(
      escapeHtml(messages.noResults.replace('{{query}}', 'zzqxv')),
    );
  });
});

describe('unknown ids', () => {
  const unknown = [
    '/game-library/999999',
    pagePaths.gameRole(999999),
    pagePaths.roleInfo(999999),
    pagePaths.partnerDetail(999999),
    pagePaths.partnerStory(999999),
    pagePaths.partnerGames(999999),
    pagePaths.partnerChat(999999),
  ];
  for (const lang of LANGUAGES) {
    for (const mobile of [false, true]) {
      it(`answer 404 with the not-found page in ${lang}, ${mobile ? 'mobile' : 'desktop'}`, async () => {
        for (const route of unknown) {
          const path = buildPrefixedPath({ lang, mobile, rest: route });
          const response = await get(path, mobile, lang);
          expect(response.status, path).toBe(404);
          expect(response.text, path).toContain(`Page not found: ${path}`);
          expect(htmlLang(parseHtml(response.text)), path).toBe(HTML_LANG[lang]);
          expect(response.text, path).toContain(mobile ? 'layout--mobile' : 'layout--desktop');
        }
      });
    }
  }
});
