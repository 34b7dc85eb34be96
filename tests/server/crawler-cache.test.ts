/**
 * The page cache keeps complete documents: a page whose first render streamed to a browser (its
 * data was slow) reaches a crawler from the cache whole, without React's streamed pieces.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DESKTOP_UA, type ServedTestApp, serveTestApp } from '../helpers/test-app';
import { HOME_CHARACTERS_PATH, startRelayUpstream } from '../helpers/upstreams';

const SLOW_MS = 300;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** What React's streamed form holds and a complete document does not. */
const STREAMED_PIECES = [/<template id="B:/, /<div hidden id="S:/, /\$RC\(/];

let site: ServedTestApp;

beforeAll(async () => {
  site = await serveTestApp({
    inFrontOfDemo: (demoUrl) =>
      startRelayUpstream(demoUrl, { path: HOME_CHARACTERS_PATH, ms: SLOW_MS }),
    env: { PAGE_CACHE_SECONDS: '60' },
  });
});
afterAll(() => site?.close());

const get = async (userAgent: string) => {
  const res = await fetch(`${site.url}/`, {
    headers: { 'User-Agent': userAgent, Cookie: 'locale=zh' },
  });
  return { cache: res.headers.get('x-page-cache'), html: await res.text() };
};

describe('crawlers and the page cache', () => {
  it('serves a crawler the complete document from a cache a streamed render filled', async () => {
    // The cache keeps a page on its second request: two browsers, the second one's render kept.
    await get(DESKTOP_UA);
    const browser = await get(DESKTOP_UA);
    expect(browser.cache).toBe('miss');
    // The browser got the streamed form: its shell went out before the slow data.
    expect(STREAMED_PIECES.some((piece) => piece.test(browser.html))).toBe(true);

    const crawler = await get(GOOGLEBOT);
    expect(crawler.cache).toBe('hit');
    for (const piece of STREAMED_PIECES) expect(crawler.html).not.toMatch(piece);
    expect(crawler.html).toContain('home-characters');
    expect(crawler.html).toMatch(/<\/html>$/);

    // Browsers get the same complete bytes from the cache.
    const next = await get(DESKTOP_UA);
    expect(next).toEqual(crawler);
  });
});
