/**
 * Each check against a deployment broken in exactly its way: the runner exits 1 and names that
 * check alone. The breakage comes from loopback relays in front of the built server (or from
 * its own settings), never from changing the product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type ServerProcess, startServerProcess } from '../helpers/server-process';
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
    expect(failedChecks(run.stdout)).toEqual(['build']);
    expect(run.stdout).toMatch(/^FAIL build — deployed build is \w+, expected nope$/m);
  });

  it('headers: a cookie without Secure on an https site', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const secure = await smoke(await relay({ requestHeaders: https }), '--https');
    expect(secure.status, secure.stdout).toBe(0);
    expect(secure.stdout).toMatch(/^PASS headers .* 3 cookies Secure$/m);

    const insecure = await relay({
      requestHeaders: https,
      responseHeaders: (headers) => {
        const cookies = headers['set-cookie'];
        if (cookies) headers['set-cookie'] = cookies.map((c) => c.replace(/;\s*Secure/i, ''));
      },
    });
    const run = await smoke(insecure, '--https');
    expect(run.status).toBe(1);
    expect(failedChecks(run.stdout)).toEqual(['headers']);
    expect(run.stdout).toMatch(/^FAIL headers — cookie \S+ is not Secure/m);
  });

  it('headers: a response without X-Content-Type-Options', async () => {
    const url = await relay({
      responseHeaders: (headers) => Reflect.deleteProperty(headers, 'x-content-type-options'),
    });
    const run = await smoke(url);
    expect(run.status).toBe(1);
    expect(failedChecks(run.stdout)).toEqual(['headers']);
    expect(run.stdout).toMatch(/^FAIL headers — X-Content-Type-Options is not nosniff$/m);
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
    expect(failedChecks(run.stdout)).toEqual(['redirects']);
    expect(run.stdout).toMatch(
      /^FAIL redirects — \/m\/\/evil\.example\/ redirects off the site, to \/\/evil\.example\//m,
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
    expect(failedChecks(run.stdout)).toEqual(['proxy']);
    expect(run.stdout).toMatch(/^FAIL proxy — a POST without a token answered 200, not 403$/m);
  });

  it('pages: one of the 24 forms not found', async () => {
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
    expect(failedChecks(run.stdout)).toEqual(['pages']);
    expect(run.stdout).toMatch(/^FAIL pages — \/ja\/m\/game-partner answered 404$/m);
  });

  it('page-cache: the page cache turned off', async () => {
    const uncached = await startServerProcess(process.cwd(), {
      DEMO_API: '1',
      PAGE_CACHE_SECONDS: '0',
    });
    try {
      const run = await smoke(uncached.url);
      expect(run.status).toBe(1);
      expect(failedChecks(run.stdout)).toEqual(['page-cache']);
      expect(run.stdout).toMatch(/^FAIL page-cache — .*never hit or stale$/m);
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
    expect(run.stdout).toMatch(/^FAIL latency — p95 [\d.]+ ms of 5 GETs \(budget 30 ms\) over/m);
  });

  it('probes: a check that hangs fails at its own time limit, the others still run', async () => {
    const url = await relay({ intercept: (req) => req.url === '/readyz' });
    const started = Date.now();
    const run = await smoke(url, '--timeout-ms', '1500');
    expect(run.status).toBe(1);
    expect(failedChecks(run.stdout)).toEqual(['probes']);
    expect(run.stdout).toMatch(/^FAIL probes — timed out after 1500 ms$/m);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
