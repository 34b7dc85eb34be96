import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startDemoApi } from '../../demo-api/start-demo-api';
import { listen } from '../helpers/listen';
import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';

/**
 * The page cache against a real upstream on loopback that counts its calls and can be made slow,
 * failing or changed mid-test: the demo API behind a switchable relay.
 */
interface Upstream {
  url: string;
  hits: (path: RegExp) => number;
  mode: { fail: boolean; delayMs: number; rewrite?: [string, string] };
  close(): Promise<void>;
}

async function startSwitchableUpstream(target: string): Promise<Upstream> {
  const log: string[] = [];
  const mode: Upstream['mode'] = { fail: false, delayMs: 0 };
  const server = http.createServer((req, res) => {
    log.push(req.url ?? '');
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
    setTimeout(answer, mode.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: (path) => log.filter((url) => path.test(url)).length,
    mode,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

/** A GET with raw bytes back (no client-side decoding), so every encoding can be compared. */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { 'User-Agent': DESKTOP_UA, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      })
      .on('error', reject);
  });
}

const decode = (answer: Answer): string => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const LIBRARY = /\/api\/visitor\/game\/list/;
const TTL_SECONDS = 1;

let demo: Awaited<ReturnType<typeof startDemoApi>>;
let upstream: Upstream;
let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let gameName: string;
let testNumber = 0;
/** Each test its own query, so no test sees another's cached pages. */
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}t=${testNumber}`;

beforeAll(async () => {
  demo = await startDemoApi();
  upstream = await startSwitchableUpstream(demo.url);
  testApp = await startTestApp({
    upstreamUrl: upstream.url,
    env: { PAGE_CACHE_SECONDS: String(TTL_SECONDS), PAGE_CACHE_MAX_MB: '1' },
  });
  server = await listen(testApp.app);
  const list = (await (await fetch(`${demo.url}/api/visitor/game/list`)).json()) as {
    payload: { list: { name: string }[] };
  };
  gameName = list.payload.list[0]!.name;
});
afterAll(async () => {
  await server.close();
  await testApp.close();
  await upstream.close();
  await demo.close();
});
beforeEach(() => {
  testNumber += 1;
  Object.assign(upstream.mode, { fail: false, delayMs: 0, rewrite: undefined });
});

describe('page cache', () => {
  it('renders once for N concurrent misses and serves the rest from memory', async () => {
    const before = upstream.hits(LIBRARY);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => get(server.url, fresh('/game-library'))),
    );
    expect(upstream.hits(LIBRARY) - before).toBe(1);
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const labels = answers.map((answer) => answer.headers['x-page-cache']).sort();
    expect(labels).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
    for (const answer of answers) expect(decode(answer)).toContain(gameName);
    expect(answers[0]!.headers['server-timing']).toMatch(/^page-cache;desc="(hit|miss)";dur=/);
  });

  it('serves a stale page at once while one refresh runs, then the refreshed one', async () => {
    const path = fresh('/game-library');
    await get(server.url, path);
    await sleep(TTL_SECONDS * 1000 + 100);
    upstream.mode.delayMs = 600;
    const before = upstream.hits(LIBRARY);
    const stale = await Promise.all(Array.from({ length: 5 }, () => get(server.url, path)));
    for (const answer of stale) {
      expect(answer.headers['x-page-cache']).toBe('stale');
      expect(answer.ms).toBeLessThan(400);
    }
    await sleep(900);
    expect(upstream.hits(LIBRARY) - before).toBe(1);
    expect((await get(server.url, path)).headers['x-page-cache']).toBe('hit');
  });

  it('shows a changed upstream answer once the TTL has passed', async () => {
    const path = fresh('/game-library');
    expect(decode(await get(server.url, path))).toContain(gameName);
    upstream.mode.rewrite = [gameName, 'Renamed Upstream Game'];
    expect(decode(await get(server.url, path))).not.toContain('Renamed Upstream Game');
    await sleep(TTL_SECONDS * 1000 + 100);
    await get(server.url, path);
    await sleep(500);
    const after = await get(server.url, path);
    expect(after.headers['x-page-cache']).toBe('hit');
    expect(decode(after)).toContain('Renamed Upstream Game');
  });

  it('does not keep a page rendered while the upstream failed', async () => {
    const path = fresh('/game-library');
    upstream.mode.fail = true;
    const first = await get(server.url, path);
    expect(first.headers['x-page-cache']).toBe('miss');
    upstream.mode.fail = false;
    const second = await get(server.url, path);
    expect(second.headers['x-page-cache']).toBe('miss');
    expect(decode(second)).toContain(gameName);
    expect((await get(server.url, path)).headers['x-page-cache']).toBe('hit');
  });

  it('never lets a forged Host change what another visitor gets', async () => {
    const path = fresh('/about-us');
    const forged = await get(server.url, path, { Host: 'evil.example' });
    expect(decode(forged)).toContain('http://evil.example');
    const honest = await get(server.url, path, { Host: 'site.test' });
    expect(honest.headers['x-page-cache']).toBe('miss');
    expect(decode(honest)).not.toContain('evil.example');
    expect(decode(honest)).toContain('http://site.test');
  });

  it('makes gzip, br and identity bodies that decode to the same document', async () => {
    const path = fresh('/');
    await get(server.url, path);
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
    const path = fresh('/about-us');
    await get(server.url, path);
    const hit = await get(server.url, path);
    const etag = hit.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await get(server.url, path, { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const head = await new Promise<http.IncomingMessage>((resolve) => {
      http
        .request(
          `${server.url}${path}`,
          { method: 'HEAD', headers: { 'User-Agent': DESKTOP_UA } },
          resolve,
        )
        .end();
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-page-cache']).toBe('hit');
  });

  it('keeps the CSP strict with hashes instead of a nonce, and still sets per-visitor cookies', async () => {
    const path = fresh('/');
    await get(server.url, path);
    const hit = await get(server.url, path, { 'Accept-Encoding': 'identity' });
    const csp = String(hit.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|nonce-/);
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(hit.body.toString()).not.toMatch(/\snonce="/);
    const cookies = hit.headers['set-cookie']!.join('\n');
    expect(cookies).toMatch(/XSRF-TOKEN=/);
    expect(cookies).toMatch(/sid=/);
  });

  it('keeps within its byte bound, evicting the least recently used pages', async () => {
    // Enough pages to hold twice the 1 MB bound, each counted in its three encodings.
    const sample = await get(server.url, fresh('/game-library?page=sample'), {
      'Accept-Encoding': 'identity',
    });
    const count = Math.ceil((2 * 1024 * 1024) / (sample.body.length * 1.3));
    const paths = Array.from({ length: count }, (_, index) => fresh(`/game-library?page=${index}`));
    for (const path of paths) await get(server.url, path);
    expect((await get(server.url, paths.at(-1)!)).headers['x-page-cache']).toBe('hit');
    expect((await get(server.url, paths[0]!)).headers['x-page-cache']).toBe('miss');
  });
});
