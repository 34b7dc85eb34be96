/**
 * A legal document answers at its bare path and at `/{name}/{id}` for an id of the decimal form
 * (plain digits, no leading zero), which shows the same document and names the bare path
 * canonical; any other id is a 404, so no junk path is a duplicate of the page.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { attr, elements, first, type HtmlElement, parseHtml } from '../helpers/html';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

const ORIGIN = 'https://www.example.com';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
});
afterAll(() => testApp.close());

const get = (path: string, ua = DESKTOP_UA) =>
  request(testApp.app).get(path).set('User-Agent', ua).set('Cookie', 'locale=zh');

/** The URLs a page names as its own: the canonical link and og:url. */
function ownUrls(html: string): { canonical?: string; ogUrl?: string } {
  const head = first(parseHtml(html), 'head') as HtmlElement;
  const canonical = elements(head, 'link').find((link) => attr(link, 'rel') === 'canonical');
  const ogUrl = elements(head, 'meta').find((meta) => attr(meta, 'property') === 'og:url');
  return {
    canonical: canonical && attr(canonical, 'href'),
    ogUrl: ogUrl && attr(ogUrl, 'content'),
  };
}

describe('legal document ids', () => {
  it.each([
    ['/terms/3', '/terms'],
    ['/privacy/1', '/privacy'],
    ['/en/douvterms/42', '/en/douvterms'],
    ['/ja/douvsubscribeterms/0', '/ja/douvsubscribeterms'],
    ['/terms', '/terms'],
  ])('%s answers 200 and names %s canonical', async (path, canonical) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(ownUrls(response.text)).toEqual({
      canonical: `${ORIGIN}${canonical}`,
      ogUrl: `${ORIGIN}${canonical}`,
    });
  });

  it.each([
    '/terms/abc',
    '/terms/0003',
    '/privacy/3a',
    '/douvterms/-1',
    '/douvsubscribeterms/1234567890123',
    '/en/terms/x',
  ])('%s is a 404', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it('has no /m form: a phone gets the 404, a pc the desktop page', async () => {
    expect((await get('/m/terms', MOBILE_UA)).status).toBe(404);
    const pc = await get('/m/terms/3');
    expect(pc.status).toBe(302);
    expect(pc.headers.location).toBe('/terms/3');
  });
});
