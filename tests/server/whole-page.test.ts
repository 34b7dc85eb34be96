/**
 * A page whose data is all there when its shell is ready leaves in one piece: compressed in one
 * go, with its length. (A page still waiting for data streams its shell first: streaming.test.ts.)
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listen, type Listening } from '../helpers/listen';
import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
let server: Listening;
beforeAll(async () => {
  testApp = await startTestApp();
  server = await listen(testApp.app);
});
afterAll(async () => {
  await server.close();
  await testApp.close();
});

/** The answer's bytes exactly as they came over the wire, still encoded. */
function home(
  encoding: string,
): Promise<{ status?: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = { 'User-Agent': DESKTOP_UA, Cookie: 'locale=zh', 'Accept-Encoding': encoding };
    http
      .get(`${server.url}/about-us`, { headers }, (res) => {
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
  it('is sent whole, with a Content-Length, gzipped where the browser takes gzip', async () => {
    const [browser, br, gzip, identity] = await Promise.all([
      home('gzip, deflate, br'),
      home('br'),
      home('gzip'),
      home('identity'),
    ]);
    // Made while the visitor waits, gzip costs less CPU than brotli for the same size.
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    for (const answer of [browser, br, gzip, identity]) {
      expect(answer.status).toBe(200);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    }
    const pages = [
      brotliDecompressSync(br.body).toString(),
      gunzipSync(gzip.body).toString(),
      identity.body.toString(),
    ];
    for (const page of pages) expect(page).toMatch(/<\/html>$/);
    // The same document apart from the per-request nonce.
    const withoutNonce = pages.map((page) => page.replace(/nonce="[^"]+"/g, ''));
    expect(withoutNonce[0]).toBe(withoutNonce[2]);
    expect(withoutNonce[1]).toBe(withoutNonce[2]);
  });
});
