/**
 * Each check against a deployment broken in exactly its way: the runner exits 1 and names that
 * check alone. The breakage comes from loopback relays in front of the built server (or from
 * its own settings), never from changing the product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type ServerProcess, startServerProcess } from '../helpers/server-process';
import { closedPortUrl } from '../helpers/upstreams';
import {
  answerJson,
  failedChecks,
  type Relay,
  type RelayHooks,
  runSmoke,
  startRelay,
} from './smoke-harness';

describe('each smoke check fails against a deployment broken its way', () => {
  let server: ServerProcess;
  const relays: Relay[] = [];

  beforeAll(async () => {
    // Trusts the relays' X-Forwarded-Proto, as a deployment trusts its ingress.
    server = await startServerProcess(process.cwd(), { DEMO_API: '1', TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await Promise.all(relays.map((relay) => relay.close()));
    server.child.kill('SIGTERM');
    await server.exited;
  });

  async function relay(hooks: RelayHooks): Promise<string> {
    const started = await startRelay(server.url, hooks);
    relays.push(started);
    return started.url;
  }

  /** The whole suite but the latency figure, which a relay in the way would only blur. */
  const smoke = (url: string, ...args: string[]) => runSmoke([url, '--skip', 'latency', ...args]);

  it('build: a deployed build other than the expected one', async () => {
    expect((await smoke(server.url)).status).toBe(0);
    const run = await smoke(server.url, '--expect-build', 'nope');
    expect(run.status).toBe(1);
    expect(failedChecks(run.stdout)).toEqual(['build id']);
    expect(run.stdout).toMatch(/^FAIL build id — deployed build is \w+, expected nope$/m);
  });

  it('headers: a cookie without Secure on an https site', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const secure = await smoke(await relay({ requestHeaders: https }), '--https');
    expect(secure.status, secure.stdout).toBe(0);
    expect(secure.stdout).toMatch(/^PASS header Secure cookies .* 2 cookies Secure$/m);

    const insecure = await relay({
      requestHeaders: https,
      responseHeaders: (headers) => {
        const cookies = headers['set-cookie'];
        if (cookies) headers['set-cookie'] = cookies.map((c) => c.replace(/;\s*Secure/i, ''));
      },
    });
    const run = await smoke(insecure, '--https');
    expect(run.status).toBe(1);
    expect(failedChecks(run.stdout)).toEqual(['header Secure cookies']);
    expect(run.stdout).toMatch(
      /^FAIL header Secure cookies — cookie .+ is not Secure on an https site: is TRUST_PROXY set/m,
    );
  });

  it('headers: a response without X-Content-Type-Options', async () => {
    const url = await relay({
      responseHeaders: (headers) => Reflect.deleteProperty(headers, 'x-content-type-options'),
    });
    const run = await smoke(url);
    expect(run.status).toBe(1);
    expect(failedChecks(run.stdout)).toEqual(['header X-Content-Type-Options']);
    expect(run.stdout).toMatch(
      /^FAIL header X-Content-Type-Options — X-Content-Type-Options is not nosniff$/m,
    );
  });

  it('redirects: a redirect to another origin', async () => {
    const url = await relay({
      intercept: (req, res) => {
        if (!req.url?.includes('//evil.example')) return false;
        res.writeHead(302, { Location: '//evil.example/' }).end();
        return true;
      },
    });
    const run = await smoke(url);
    expect(run.status).toBe(1);
    expect(failedChecks(run.stdout)).toEqual([
      'redirect /m//evil.example/ stays on the site',
      'redirect /en/m//evil.example/ stays on the site',
    ]);
    expect(run.stdout).toMatch(
      /^FAIL redirect \/m\/\/evil\.example\/ stays on the site — \/m\/\/evil\.example\/ redirects off the site, to \/\/evil\.example\/: an open redirect$/m,
    );
  });

  it('redirects: a cache in front that keeps a redirect', async () => {
    // Keys as a CDN told to drop campaign parameters does, and keeps the first redirect it sees.
    const kept = new Map<string, string>();
    const url = await relay({
      intercept: (req, res) => {
        const key = `${req.headers['user-agent']} ${req.url?.split('?', 1)[0]}`;
        const location = kept.get(key);
        if (location === undefined) return false;
        res.writeHead(302, { Location: location }).end();
        return true;
      },
      responseHeaders: (headers, req) => {
        const key = `${req.headers['user-agent']} ${req.url?.split('?', 1)[0]}`;
        if (typeof headers.location === 'string' && !kept.has(key)) kept.set(key, headers.location);
      },
    });
    const run = await smoke(url);
    expect(run.status).toBe(1);
    expect(failedChecks(run.stdout)).toContain("redirect keeps each visitor's campaign query");
    expect(run.stdout).toMatch(
      /^FAIL redirect keeps each visitor's campaign query — a phone asking for \/about-us\?channel=smoke&track_id=\w+ got 302 \/m\/about-us: is a cache in front keeping redirects\?$/m,
    );
  });

  it('proxy: a forged write let through', async () => {
    const url = await relay({
      intercept: (req, res) =>
        req.method === 'POST' && req.headers['x-xsrf-token'] === undefined
          ? answerJson(res, 200, { error_code: 0, error_message: 'ok', payload: null })
          : false,
    });
    const run = await smoke(url);
    expect(run.status).toBe(1);
    expect(failedChecks(run.stdout)).toEqual(['proxy refuses a write without a token']);
    expect(run.stdout).toMatch(
      /^FAIL proxy refuses a write without a token — a POST without a token answered 200, not 403/m,
    );
  });

  it('pages: one of the 36 page forms not found, named alone', async () => {
    const url = await relay({
      intercept: (req, res) => {
        if (req.url !== '/ja/m/game-partner') return false;
        res
          .writeHead(404, { 'Content-Type': 'text/html' })
          .end('Page not found: /ja/m/game-partner');
        return true;
      },
    });
    const run = await smoke(url);
    expect(run.status).toBe(1);
    expect(failedChecks(run.stdout)).toEqual(['page ja phone /game-partner']);
    expect(run.stdout).toMatch(
      /^FAIL page ja phone \/game-partner — \/ja\/m\/game-partner answered 404, not the page$/m,
    );
  });

  it('page-cache: the page cache turned off', async () => {
    const uncached = await startServerProcess(process.cwd(), {
      DEMO_API: '1',
      PAGE_CACHE_SECONDS: '0',
    });
    try {
      const run = await smoke(uncached.url);
      expect(run.status).toBe(1);
      expect(failedChecks(run.stdout)).toEqual(['page cache answers /about-us again']);
      expect(run.stdout).toMatch(
        /^FAIL page cache answers \/about-us again — the page cache is off \(PAGE_CACHE_SECONDS=0\?\): \/about-us asked 6 times answered X-Page-Cache bypass, bypass/m,
      );
    } finally {
      uncached.child.kill('SIGTERM');
      await uncached.exited;
    }
  });

  it('latency: a home page slower than the budget, its figure reported', async () => {
    const url = await relay({
      intercept: (req, res) => {
        if (req.url !== '/') return false;
        setTimeout(() => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>'), 60);
        return true;
      },
    });
    const run = await runSmoke([url, '--only', 'latency', '--samples', '5', '--p95-ms', '30']);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^FAIL latency p95 of \/ — p95 [\d.]+ ms of 5 GETs \(budget 30 ms\) over/m,
    );
  });

  it('probes: a check that hangs fails at its own time limit, the others still run', async () => {
    const url = await relay({ intercept: (req) => req.url === '/readyz' });
    const run = await smoke(url, '--timeout-ms', '1500');
    expect(run.status).toBe(1);
    expect(failedChecks(run.stdout)).toEqual(['probe /readyz']);
    expect(run.stdout).toMatch(/^FAIL probe \/readyz — timed out after 1500 ms$/m);
  });

  it('pages: a page that renders its "failed to load" state fails, its check named', async () => {
    const url = await relay({
      intercept: (req, res) => {
        if (req.url !== '/en/activity') return false;
        res
          .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
          .end(
            '<!doctype html><html lang="en"><head><title>Activity</title></head><body><div class="load-error" role="alert">Failed to load</div></body></html>',
          );
        return true;
      },
    });
    const run = await smoke(url);
    expect(run.status).toBe(1);
    expect(failedChecks(run.stdout)).toEqual(['page en desktop /activity']);
    expect(run.stdout).toMatch(
      /^FAIL page en desktop \/activity — \/en\/activity shows its "failed to load" state; the upstream answers \/api, so this page's own call failed/m,
    );
  });
});

describe('the smoke suite against a server whose upstream is down', () => {
  it('fails the pages and the proxy, saying the upstream is unreachable', async () => {
    const server = await startServerProcess(process.cwd(), {
      API_UPSTREAM_URL: await closedPortUrl(),
    });
    try {
      const run = await runSmoke([server.url, '--skip', 'latency']);
      expect(run.status).toBe(1);
      const failed = failedChecks(run.stdout);
      expect(failed).toContain('proxy GET /api/visitor/game/list');
      // The home page answers 200 with its "failed to load" state: that is a failure too.
      expect(failed).toContain('page zh desktop /');
      expect(failed).toContain('page ja phone /game-library/:slug');
      expect(run.stdout).toMatch(
        /^FAIL proxy GET \/api\/visitor\/game\/list — the upstream is unreachable .*: \/api\/visitor\/game\/list answered 502/m,
      );
      expect(run.stdout).toMatch(
        /^FAIL page zh desktop \/ — \/ shows its "failed to load" state; the upstream is unreachable/m,
      );
      // The checks that need no upstream still pass: the report points at the upstream alone.
      expect(
        failed.filter((name) => !name.startsWith('page ') && !name.startsWith('proxy ')),
      ).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
