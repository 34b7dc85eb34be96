import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HTML_LANG, LANGUAGES } from '../../shared/i18n/languages';
import { buildPrefixedPath, pathPrefix } from '../../shared/routing/prefixed-path';
import { pagePaths } from '../../shared/routing/route-manifest';
import { first, htmlLang, parseHtml, textOf } from '../helpers/html';
import { LEGAL_ROUTES, pageRoutes, type SampleIds, sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
let ids: SampleIds;

beforeAll(async () => {
  testApp = await startTestApp();
  ids = await sampleIds(testApp.upstreamUrl);
});
afterAll(() => testApp.close());

/** The page's <html lang>, and the text of its first heading and of its title. */
function pageFacts(html: string): { lang?: string; h1?: string; title?: string } {
  const document = parseHtml(html);
  const [h1, title] = [first(document, 'h1'), first(document, 'title')];
  return { lang: htmlLang(document), h1: h1 && textOf(h1), title: title && textOf(title) };
}

describe('every route in all six forms', () => {
  for (const lang of LANGUAGES) {
    for (const mobile of [false, true]) {
      const prefix = pathPrefix(lang, mobile);
      it(`answers 200 with its own heading and <html lang> under "${prefix || '/'}"`, async () => {
        const headings = new Set<string>();
        for (const route of pageRoutes(ids, mobile)) {
          const path = buildPrefixedPath({ lang, mobile, rest: route });
          const response = await request(testApp.app)
            .get(path)
            .set('User-Agent', mobile ? MOBILE_UA : DESKTOP_UA)
            .set('Cookie', `locale=${lang}`);
          expect(response.status, path).toBe(200);
          const { lang: documentLang, h1, title } = pageFacts(response.text);
          expect(documentLang, path).toBe(HTML_LANG[lang]);
          expect(response.text, path).toContain(mobile ? 'layout--mobile' : 'layout--desktop');
          expect(h1, path).toBeTruthy();
          expect(title, path).toBeTruthy();
          headings.add(`${h1}|${title}`);
        }
        // Each page is its own module: no two routes share heading and title.
        expect(headings.size).toBe(pageRoutes(ids, mobile).length);
      });
    }
    it(`serves the legal routes in ${lang} without the device guard`, async () => {
      for (const route of LEGAL_ROUTES) {
        for (const ua of [DESKTOP_UA, MOBILE_UA]) {
          const path = buildPrefixedPath({ lang, mobile: false, rest: route });
          const response = await request(testApp.app).get(path).set('User-Agent', ua);
          expect(response.status, path).toBe(200);
          const { lang: documentLang, h1 } = pageFacts(response.text);
          expect(documentLang, path).toBe(HTML_LANG[lang]);
          expect(h1, path).toBeTruthy();
        }
      }
    });
  }
});

describe('unknown paths', () => {
  it.each([
    ['/no-such-page', DESKTOP_UA],
    ['/en/no/such/page', DESKTOP_UA],
    ['/ja/m/no-such-page', MOBILE_UA],
    ['/m/game-library/not-a-game', MOBILE_UA],
    ['/game-partner/chat-', DESKTOP_UA],
    ['/game-library/999999', DESKTOP_UA],
    [pagePaths.topupAgreement(1).replace(/\d+(?=\.html$)/, ''), DESKTOP_UA],
  ])('%s answers 404 with the not-found page', async (path, ua) => {
    const response = await request(testApp.app).get(path).set('User-Agent', ua);
    expect(response.status).toBe(404);
    expect(response.text).toContain(`Page not found: ${path}`);
    expect(response.text).toContain('Page Not Found');
  });

  it('escapes the path it shows', async () => {
    const response = await request(testApp.app)
      .get('/%3Cscript%3Ealert(1)%3C/script%3E')
      .set('User-Agent', DESKTOP_UA);
    expect(response.status).toBe(404);
    expect(response.text).toContain('找不到页面：/&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(response.text).not.toContain('<script>alert(1)</script>');
  });
});
