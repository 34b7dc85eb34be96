import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { pagePaths } from '../../shared/routing/route-manifest';
import { rawRequest, type RawResponse } from '../helpers/raw-target';
import { DESKTOP_UA, type ServedTestApp, serveTestApp } from '../helpers/test-app';

/**
 * The page cache against a real upstream on loopback that counts its calls and can be made slow,
 * failing or changed mid-test: the demo API behind a switchable relay.
 */
interface Upstream {
  url: string;
  hits: (path: RegExp) => number;
  mode: { fail: boolean; rewrite?: [string, string]; hold?: Promise<void> };
  /** Requests being answered now, by request id: what a held upstream has in flight. */
  inFlight: Set<string>;
  close(): Promise<void>;
}

async function startSwitchableUpstream(target: string): Promise<Upstream> {
  const log: string[] = [];
  const mode: Upstream['mode'] = { fail: false };
  const inFlight = new Set<string>();
  const server = http.createServer((req, res) => {
    log.push(req.url ?? '');
    const id = String(req.headers['x-request-id']);
    inFlight.add(id);
    res.once('close', () => inFlight.delete(id));
    const answer = () => {
      if (mode.fail) {
        res.writeHead(503, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error_code: 503, error_message: 'down', payload: null }));
        return;
      }
      const upstream = http.request(
        `${target}${req.url}`,
        { method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            let body = Buffer.concat(chunks).toString();
            if (mode.rewrite) body = body.replaceAll(mode.rewrite[0], mode.rewrite[1]);
            res.writeHead(answer.statusCode ?? 502, {
              'Content-Type': answer.headers['content-type'] ?? 'application/json',
            });
            res.end(body);
          });
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    const held = mode.hold ?? Promise.resolve();
    void held.then(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: (path) => log.filter((url) => path.test(url)).length,
    mode,
    inFlight,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Answer extends RawResponse {
  ms: number;
}

/**
 * A GET with raw bytes back (no client-side decoding), so every encoding can be compared. Each
 * test has a Host of its own: the origin is part of the key, so no test sees another's pages.
 */
async function get(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const started = performance.now();
  const answer = await rawRequest(base, path, {
    headers: { 'User-Agent': DESKTOP_UA, Host: `site-${testNumber}.test`, ...headers },
  });
  return { ...answer, ms: performance.now() - started };
}

const decode = (answer: Answer): string => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
};
const LIBRARY = /\/api\/visitor\/game\/list/;
const GAME_DETAIL = /\/api\/visitor\/game\/detail/;
const TTL_SECONDS = 5;
const ANY_API = /^\/api\//;

/** The page cache's clock: tests move it instead of waiting for time to pass. */
const clock = { now: 1_000_000 };
const advance = (ms: number) => (clock.now += ms);

let upstream: Upstream;
let server: ServedTestApp;
let gameName: string;
let gameId: number;
let testNumber = 0;

/** Asks until the page is stored (on its second request) and returns the first hit. */
async function cached(path: string, headers?: Record<string, string>): Promise<Answer> {
  await get(server.url, path, headers);
  await get(server.url, path, headers);
  const hit = await get(server.url, path, headers);
  expect(hit.headers['x-page-cache']).toBe('hit');
  return hit;
}

/** The document without its per-request nonce. */
const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, '');

/** Polls `check` until it passes, within the test's own timeout. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  await expect.poll(check, { timeout: 25_000 }).toBe(true);
}

beforeAll(async () => {
  server = await serveTestApp({
    inFrontOfDemo: async (demoUrl) => (upstream = await startSwitchableUpstream(demoUrl)),
    env: { PAGE_CACHE_SECONDS: String(TTL_SECONDS), PAGE_CACHE_MAX_MB: '1' },
    now: () => clock.now,
  });
  const list = (await (await fetch(`${server.demoApi!.url}/api/visitor/game/list`)).json()) as {
    payload: { list: { id: number; name: string }[] };
  };
  gameName = list.payload.list[0]!.name;
  gameId = list.payload.list[0]!.id;
});
afterAll(() => server?.close());
beforeEach(() => {
  testNumber += 1;
  // Past every window of the test before: its pages are stale and its failures forgotten.
  advance(10 * 60 * 1000);
  Object.assign(upstream.mode, { fail: false, rewrite: undefined, hold: undefined });
});

describe('page cache', () => {
  it('stores a page on its second request and renders it once for concurrent misses', async () => {
    const path = '/game-library';
    const before = upstream.hits(LIBRARY);
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(server.url, path)));
    expect(upstream.hits(LIBRARY) - before).toBeLessThanOrEqual(2);
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const labels = answers.map((answer) => answer.headers['x-page-cache']).sort();
    expect(labels).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'miss', 'miss']);
    for (const answer of answers) expect(decode(answer)).toContain(gameName);
    expect(answers[0]!.headers['server-timing']).toMatch(/^page-cache;desc="(hit|miss)";dur=/);
  });

  it('keeps a URL asked for once out of the cache', async () => {
    const path = '/about-us';
    expect((await get(server.url, path)).headers['x-page-cache']).toBe('miss');
    expect((await get(server.url, path)).headers['x-page-cache']).toBe('miss');
    expect((await get(server.url, path)).headers['x-page-cache']).toBe('hit');
  });

  it('serves a stale page at once while one refresh runs, then the refreshed one', async () => {
    const path = '/game-library';
    await cached(path);
    advance(TTL_SECONDS * 1000 + 1);
    const before = upstream.hits(LIBRARY);
    let release!: () => void;
    upstream.mode.hold = new Promise((resolve) => (release = resolve));
    const stale = await Promise.all(Array.from({ length: 5 }, () => get(server.url, path)));
    for (const answer of stale) expect(answer.headers['x-page-cache']).toBe('stale');
    release();
    await eventually(async () => (await get(server.url, path)).headers['x-page-cache'] === 'hit');
    expect(upstream.hits(LIBRARY) - before).toBe(1);
  });

  it('shows a changed upstream answer once the TTL has passed', async () => {
    const path = '/game-library';
    expect(decode(await cached(path))).toContain(gameName);
    upstream.mode.rewrite = [gameName, 'Renamed Upstream Game'];
    expect(decode(await get(server.url, path))).not.toContain('Renamed Upstream Game');
    advance(TTL_SECONDS * 1000 + 1);
    await eventually(async () => {
      const answer = await get(server.url, path);
      return answer.headers['x-page-cache'] === 'hit' && decode(answer).includes('Renamed');
    });
  });

  it('does not keep a page rendered while the upstream failed, and backs off before the next try', async () => {
    const path = '/game-library';
    upstream.mode.fail = true;
    const first = await get(server.url, path);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(decode(first)).toContain('load-error');
    const calls = upstream.hits(ANY_API);
    upstream.mode.fail = false;
    // Still backing off: the failed page again, with no call upstream.
    const remembered = await get(server.url, path);
    expect(decode(remembered)).toContain('load-error');
    expect(upstream.hits(ANY_API)).toBe(calls);
    advance(1000);
    const second = await get(server.url, path);
    expect(second.headers['x-page-cache']).toBe('miss');
    expect(decode(second)).toContain(gameName);
    expect((await get(server.url, path)).headers['x-page-cache']).toBe('hit');
  });

  it('makes a hot URL on a failing upstream cost a few upstream calls, not one per visitor', async () => {
    const path = pagePaths.game(gameId);
    upstream.mode.fail = true;
    const before = upstream.hits(ANY_API);
    // Ten seconds of visitors, ten a second.
    for (let tick = 0; tick < 100; tick += 1) {
      const answer = await get(server.url, path);
      expect(answer.status).toBe(503);
      advance(100);
    }
    expect(upstream.hits(ANY_API) - before).toBeLessThanOrEqual(20);
  });

  it('backs off the refresh of a stale page while the upstream fails, and keeps serving it', async () => {
    const path = pagePaths.game(gameId);
    await cached(path);
    upstream.mode.fail = true;
    advance(TTL_SECONDS * 1000 + 1);
    const before = upstream.hits(GAME_DETAIL);
    for (let tick = 0; tick < 100; tick += 1) {
      const answer = await get(server.url, path);
      expect(answer.status).toBe(200);
      expect(answer.headers['x-page-cache']).toBe('stale');
      // Let a background refresh settle before the clock moves on.
      await eventually(async () => upstream.inFlight.size === 0);
      advance(100);
    }
    expect(upstream.hits(GAME_DETAIL) - before).toBeLessThanOrEqual(10);
  });

  it('never lets a forged Host change what another visitor gets', async () => {
    const path = '/about-us';
    const forged = await cached(path, { Host: 'evil.example' });
    expect(decode(forged)).toContain('http://evil.example');
    const honest = await get(server.url, path, { Host: 'site.test' });
    expect(honest.headers['x-page-cache']).toBe('miss');
    expect(decode(honest)).not.toContain('evil.example');
    expect(decode(honest)).toContain('http://site.test');
  });

  it('serves every campaign click the same page, from one cached page', async () => {
    const path = pagePaths.game(gameId);
    const clicks = ['?channel=ad-a&track_id=click-1', '?channel=ad-b&track_id=click-2', '?utm_x=3'];
    const answers: Answer[] = [];
    for (const query of clicks) {
      answers.push(await get(server.url, `${path}${query}`, { 'Accept-Encoding': 'identity' }));
    }
    expect(answers.map((answer) => answer.headers['x-page-cache'])).toEqual([
      'miss',
      'miss',
      'hit',
    ]);
    const pages = answers.map((answer) => withoutNonce(answer.body.toString()));
    expect(pages[1]).toBe(pages[0]);
    expect(pages[2]).toBe(pages[0]);
    for (const page of pages) expect(page).not.toMatch(/track_id|click-\d|ad-[ab]|utm_x/);
  });

  it('keeps the pages many visitors share through a flood of URLs asked for once', async () => {
    const shared = '/about-us';
    await cached(shared);
    for (let index = 0; index < 60; index += 1) {
      await get(server.url, `/x-${index}`);
      await get(server.url, `${pagePaths.game(7_000_000 + index)}?x=${index}`);
      await get(server.url, `/?x=${index}`, { Host: `flood-${testNumber}-${index}.test` });
    }
    expect((await get(server.url, shared)).headers['x-page-cache']).toBe('hit');
  });

  it('makes gzip, br and identity bodies that decode to the same document', async () => {
    const path = '/';
    await cached(path);
    const [br, gzip, identity] = await Promise.all(
      ['br', 'gzip', 'identity'].map((encoding) =>
        get(server.url, path, { 'Accept-Encoding': encoding }),
      ),
    );
    expect(br!.headers['content-encoding']).toBe('br');
    expect(gzip!.headers['content-encoding']).toBe('gzip');
    expect(identity!.headers['content-encoding']).toBeUndefined();
    expect(decode(br!)).toBe(identity!.body.toString());
    expect(decode(gzip!)).toBe(identity!.body.toString());
    expect(identity!.body.toString()).toContain('</html>');
  });

  it('answers 304 to a matching ETag, and HEAD with headers only', async () => {
    const path = '/about-us';
    const etag = (await cached(path)).headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await get(server.url, path, { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const head = await new Promise<http.IncomingMessage>((resolve) => {
      http
        .request(
          `${server.url}${path}`,
          {
            method: 'HEAD',
            headers: { 'User-Agent': DESKTOP_UA, Host: `site-${testNumber}.test` },
          },
          resolve,
        )
        .end();
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-page-cache']).toBe('hit');
  });

  it('keeps the CSP strict with hashes instead of a nonce, and sets no cookie', async () => {
    const path = '/';
    await cached(path);
    const hit = await get(server.url, path, { 'Accept-Encoding': 'identity' });
    const csp = String(hit.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|nonce-/);
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(hit.body.toString()).not.toMatch(/\snonce="/);
    expect(hit.headers['set-cookie']).toBeUndefined();
  });

  it('keeps within its byte bound, evicting the least recently used pages', async () => {
    // Enough pages to hold twice the 1 MB bound, each counted in its three encodings.
    const sample = await get(server.url, '/x-sample', { 'Accept-Encoding': 'identity' });
    const count = Math.ceil((2 * 1024 * 1024) / (sample.body.length * 1.3));
    const paths = Array.from({ length: count }, (_, index) => `/x-${index}`);
    for (const path of paths) await cached(path);
    expect((await get(server.url, paths.at(-1)!)).headers['x-page-cache']).toBe('hit');
    expect((await get(server.url, paths[0]!)).headers['x-page-cache']).toBe('miss');
  });
});
