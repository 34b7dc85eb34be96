/**
 * A page whose data is all there within the time its shell waits leaves in one piece: compressed
 * in one go, with its length, its data in place of the loading placeholders. (A page whose data
 * comes later streams its shell first: streaming.test.ts.)
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listen, type Listening } from '../helpers/listen';
import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
let server: Listening;
beforeAll(async () => {
  // Long enough that a loaded machine's demo API is always in time: the test is of what a page
  // whose data came in time looks like, not of how fast the upstream is.
  testApp = await startTestApp({ dataWaitMs: 10_000 });
  server = await listen(testApp.app);
});
afterAll(async () => {
  await server.close();
  await testApp.close();
});

/** The answer's bytes exactly as they came over the wire, still encoded. */
function page(
  path: string,
  encoding: string,
  userAgent = DESKTOP_UA,
): Promise<{ status?: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = { 'User-Agent': userAgent, Cookie: 'locale=zh', 'Accept-Encoding': encoding };
    http
      .get(`${server.url}${path}`, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }),
        );
      })
      .on('error', reject);
  });
}

describe('a page complete at its first flush', () => {
  it('is sent whole, with a Content-Length, in the cheapest encoding the browser takes', async () => {
    const [chrome, safari, br, gzip, identity] = await Promise.all([
      page('/about-us', 'gzip, deflate, br, zstd'),
      page('/about-us', 'gzip, deflate, br'),
      page('/about-us', 'br'),
      page('/about-us', 'gzip'),
      page('/about-us', 'identity'),
    ]);
    // Made while the visitor waits: zstd, then brotli's fast level, cost less CPU than gzip for
    // the same size.
    expect(chrome.headers['content-encoding']).toBe('zstd');
    expect(safari.headers['content-encoding']).toBe('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    for (const answer of [chrome, safari, br, gzip, identity]) {
      expect(answer.status).toBe(200);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    }
    const pages = [
      zstdDecompressSync(chrome.body).toString(),
      brotliDecompressSync(safari.body).toString(),
      brotliDecompressSync(br.body).toString(),
      gunzipSync(gzip.body).toString(),
      identity.body.toString(),
    ];
    for (const page of pages) expect(page).toMatch(/<\/html>$/);
    // The same document apart from the per-request nonce.
    const [expected, ...others] = pages.map((page) => page.replace(/nonce="[^"]+"/g, '')).reverse();
    for (const other of others) expect(other).toBe(expected);
  });
});

describe('a page whose streamed section has its data in time', () => {
  it.each([
    ['a visitor', DESKTOP_UA],
    ['a crawler', 'Mozilla/5.0 (compatible; Googlebot/2.1)'],
  ])('is sent to %s with the section in place, no placeholder to swap', async (_, userAgent) => {
    const answer = await page('/', 'gzip', userAgent);
    expect(answer.status).toBe(200);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    const html = gunzipSync(answer.body).toString();
    expect(html).toContain('class="home-characters');
    expect(html).toContain('id="deferred:');
    // React's loading placeholder, its hidden copy of the section and the script that swaps them.
    expect(html).not.toContain('loading-state');
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain('$RC(');
  });
});
