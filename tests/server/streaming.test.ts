import http from 'node:http';
import { createBrotliDecompress, createGunzip } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DESKTOP_UA, startAppWithSlowUpstream } from '../helpers/test-app';
import { HOME_CHARACTERS_PATH } from '../helpers/upstreams';

const SLOW_MS = 1500;

let server: Awaited<ReturnType<typeof startAppWithSlowUpstream>>;
beforeAll(async () => {
  server = await startAppWithSlowUpstream({ path: HOME_CHARACTERS_PATH, ms: SLOW_MS });
});
afterAll(() => server.close());

interface Chunk {
  at: number;
  text: string;
}

function fetchChunks(
  url: string,
  userAgent: string,
  encoding?: 'gzip' | 'br',
): Promise<{ status: number; chunks: Chunk[]; contentEncoding?: string; cacheControl?: string }> {
  const started = Date.now();
  const headers: Record<string, string> = { 'User-Agent': userAgent, Cookie: 'locale=zh' };
  if (encoding) headers['Accept-Encoding'] = encoding;
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Chunk[] = [];
        const contentEncoding = res.headers['content-encoding'];
        const body =
          contentEncoding === 'gzip'
            ? res.pipe(createGunzip())
            : contentEncoding === 'br'
              ? res.pipe(createBrotliDecompress())
              : res;
        body.setEncoding('utf8');
        body.on('data', (text: string) => chunks.push({ at: Date.now() - started, text }));
        body.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            chunks,
            contentEncoding,
            cacheControl: res.headers['cache-control'],
          }),
        );
      })
      .on('error', reject);
  });
}

describe('streaming SSR', () => {
  it('sends the shell of the home page before its slow data arrives', async () => {
    const { status, chunks, cacheControl } = await fetchChunks(`${server.url}/`, DESKTOP_UA);
    expect(status).toBe(200);
    // Kept by nobody, and, like every page, never transcoded by a carrier's or search engine's proxy.
    expect(cacheControl).toBe('no-store, no-transform');
    // The shell: everything sent long before the slow call returns (React writes it in pieces).
    const early = chunks.filter((chunk) => chunk.at < SLOW_MS / 2);
    const late = chunks.slice(early.length);
    expect(early.length).toBeGreaterThan(0);
    const shell = early.map((chunk) => chunk.text).join('');
    expect(shell).toContain('<head>');
    expect(shell).toContain('site-header');
    expect(shell).toContain('<h1');
    expect(shell).toContain('loading-state');
    expect(shell).not.toContain('home-characters');
    // The data comes later in the same response, with the JSON the browser hydrates from.
    const withData = late.find((chunk) => chunk.text.includes('home-characters'));
    expect(withData).toBeDefined();
    expect(withData!.at).toBeGreaterThanOrEqual(SLOW_MS - 50);
    expect(late.map((chunk) => chunk.text).join('')).toContain('id="deferred:');
  });

  it.each(['gzip', 'br'] as const)(
    'does not hold the shell back when compressing with %s',
    async (encoding) => {
      const { chunks, contentEncoding } = await fetchChunks(`${server.url}/`, DESKTOP_UA, encoding);
      expect(contentEncoding).toBe(encoding);
      const shell = chunks.filter((chunk) => chunk.at < SLOW_MS / 2);
      expect(shell.map((chunk) => chunk.text).join('')).toContain('site-header');
      expect(chunks.map((chunk) => chunk.text).join('')).toContain('home-characters');
    },
  );

  it('gives crawlers the complete document in one go', async () => {
    const { status, chunks } = await fetchChunks(
      `${server.url}/`,
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
    );
    expect(status).toBe(200);
    expect(chunks[0]!.at).toBeGreaterThanOrEqual(SLOW_MS - 50);
    const html = chunks.map((chunk) => chunk.text).join('');
    expect(html).toContain('home-characters');
  });
});
