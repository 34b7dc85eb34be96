/**
 * The page cache keeps complete documents: a page whose first render streamed to a browser (its
 * data was slow) is kept from the render that fills the cache, made whole for it, and reaches a
 * crawler from the cache without React's streamed pieces, rendered no more than those two times.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { countedRenders } from '../helpers/counted-renders';
import { DESKTOP_UA, type ServedTestApp, serveTestApp } from '../helpers/test-app';
import { HOME_CHARACTERS_PATH, startRelayUpstream } from '../helpers/upstreams';

const SLOW_MS = 300;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** What React's streamed form holds and a complete document does not. */
const STREAMED_PIECES = [/<template id="B:/, /<div hidden id="S:/, /\$RC\(/];

let site: ServedTestApp;
const rendered = countedRenders();

beforeAll(async () => {
  site = await serveTestApp({
    inFrontOfDemo: (demoUrl) =>
      startRelayUpstream(demoUrl, { path: HOME_CHARACTERS_PATH, ms: SLOW_MS }),
    env: { PAGE_CACHE_SECONDS: '60' },
    renderEntry: rendered.entry,
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
  it('serves a crawler the complete document, rendered once for the visitor and the cache', async () => {
    // The first browser got the streamed form: its shell went out before the slow data.
    const first = await get(DESKTOP_UA);
    expect(first.cache).toBe('miss');
    expect(STREAMED_PIECES.some((piece) => piece.test(first.html))).toBe(true);
    // The cache keeps a page on its second request: that render waits for the data and is
    // whole, for its visitor and for the cache alike.
    const browser = await get(DESKTOP_UA);
    expect(browser.cache).toBe('miss');
    for (const piece of STREAMED_PIECES) expect(browser.html).not.toMatch(piece);

    const crawler = await get(GOOGLEBOT);
    expect(crawler.cache).toBe('hit');
    expect(crawler.html).toBe(browser.html);
    expect(rendered.renders()).toBe(2);
    for (const piece of STREAMED_PIECES) expect(crawler.html).not.toMatch(piece);
    expect(crawler.html).toContain('home-characters');
    expect(crawler.html).toMatch(/<\/html>$/);

    // Browsers get the same complete bytes from the cache.
    const next = await get(DESKTOP_UA);
    expect(next).toEqual(crawler);
  });
});
