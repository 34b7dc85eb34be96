/**
 * A page is the same bytes for every visitor of its device class and language, so any shared
 * cache may keep it: no page response, of any route, in either tree or any language, rendered or
 * from the page cache, redirect or not, sets a cookie. Walked from the route manifest.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LANGUAGES } from '../../shared/i18n/languages';
import { buildPrefixedPath, pathPrefix } from '../../shared/routing/prefixed-path';
import { listen, type Listening } from '../helpers/listen';
import { LEGAL_ROUTES, pageRoutes, type SampleIds, sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
let server: Listening;
let ids: SampleIds;

beforeAll(async () => {
  // The page cache on, as in production, so that cached answers are walked too; one listening
  // server, since the cache keys by origin.
  testApp = await startTestApp({ env: { PAGE_CACHE_SECONDS: '5' } });
  server = await listen(testApp.app);
  ids = await sampleIds(testApp.upstreamUrl);
});
afterAll(async () => {
  await server.close();
  await testApp.close();
});

/** What different visitors send: a first visit, a returning one of another language. */
const VISITORS: { ua: string; headers: Record<string, string> }[] = [
  { ua: DESKTOP_UA, headers: {} },
  { ua: MOBILE_UA, headers: {} },
  { ua: DESKTOP_UA, headers: { Cookie: 'locale=ja', 'Accept-Language': 'en-US,en;q=0.9' } },
  { ua: MOBILE_UA, headers: { Cookie: 'locale=en; sid=short; XSRF-TOKEN=forged.value' } },
];

describe('no page response sets a cookie', () => {
  for (const lang of LANGUAGES) {
    for (const mobile of [false, true]) {
      const prefix = pathPrefix(lang, mobile);
      it(`every route under "${prefix || '/'}", each visitor, rendered and cached`, async () => {
        const routes = [...pageRoutes(ids, mobile), ...(mobile ? [] : LEGAL_ROUTES)];
        const statuses = new Set<number>();
        const labels = new Set<string>();
        for (const route of [...routes, '/no-such-page']) {
          const path = buildPrefixedPath({
            lang,
            mobile,
            rest: `${route}${route.includes('?') ? '&' : '?'}channel=c`,
          });
          for (const { ua, headers } of VISITORS) {
            // Twice: the second may come from the page cache.
            for (let round = 0; round < 2; round++) {
              const response = await request(server.url)
                .get(path)
                .set('User-Agent', ua)
                .set(headers);
              statuses.add(response.status);
              labels.add(String(response.headers['x-page-cache']));
              expect(response.headers['set-cookie'], `${path} ${ua}`).toBeUndefined();
            }
          }
        }
        // Pages, redirects (device, root language) and the not-found page were all walked.
        expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 302, 404]));
        expect([...labels]).toContain('hit');
      }, 120_000);
    }
  }
});
