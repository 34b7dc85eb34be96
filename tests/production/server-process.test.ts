import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

import { afterAll, describe, expect, it, vi } from 'vitest';

import { startDemoApi } from '../../demo-api/start-demo-api';
import { DEMO_VERIFICATION_CODE } from '../../shared/account/login-constants';
import { DIST_DIR, startServerProcess } from '../helpers/server-process';
import { startGatedRelay } from '../helpers/upstreams';

const cwd = process.cwd();

function startWith(env: Record<string, string>) {
  return spawnSync(process.execPath, [`${DIST_DIR}/server/index.js`], {
    cwd,
    env: { PATH: process.env.PATH ?? '', DIST_DIR, ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

/** The lines of a process's output that are not a JSON object, as a log collector reads them. */
function nonJsonLines(output: string): string[] {
  return output
    .split('\n')
    .filter(Boolean)
    .filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
}

function get(url: string): Promise<{ status: number; body: string; keepAlive?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Cookie: 'locale=zh' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            keepAlive: res.headers['keep-alive']?.toString(),
          }),
        );
      })
      .on('error', reject);
  });
}

describe('configuration errors stop the server with one line naming the variable', () => {
  it.each([
    [{ PORT: 'eighty', DEMO_API: '1' }, 'PORT'],
    [{ PORT: '70000', DEMO_API: '1' }, 'PORT'],
    [{ DEMO_API: 'yes' }, 'DEMO_API'],
    [{ API_UPSTREAM_URL: 'ftp://api.example.com' }, 'API_UPSTREAM_URL'],
    [{ API_UPSTREAM_URL: 'not a url' }, 'API_UPSTREAM_URL'],
    [{ IP_LOOKUP_URL: 'ip.example.com/json' }, 'IP_LOOKUP_URL'],
    [{ DOWNLOAD_HOST: 'https://dl.example.com/files' }, 'DOWNLOAD_HOST'],
    [{ TRUST_PROXY: 'garbage', DEMO_API: '1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/8, nonsense', DEMO_API: '1' }, 'TRUST_PROXY'],
    [{ METRICS_PORT: 'ninety', DEMO_API: '1' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '3000', PORT: '3000', DEMO_API: '1' }, 'METRICS_PORT'],
    [{ LOG_LEVEL: 'verbose', DEMO_API: '1' }, 'LOG_LEVEL'],
  ])('%o', (env, name) => {
    const result = startWith(env);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
  });

  it('stops when neither API_UPSTREAM_URL nor DEMO_API=1 is set, naming API_UPSTREAM_URL', () => {
    for (const env of [{}, { DEMO_API: '0' }] as Record<string, string>[]) {
      const result = startWith(env);
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n')).toEqual([
        'Configuration error: API_UPSTREAM_URL is not set (set DEMO_API=1 to serve the built-in demo API instead)',
      ]);
    }
  });
});

describe('the built server process', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The built server on the demo API, behind a relay holding the home page's characters. */
  async function startBehindHeldCharacters() {
    const demo = await startDemoApi();
    const relay = await startGatedRelay(demo.url, /characters/);
    cleanups.push(demo.close, relay.close);
    const server = await startServerProcess(cwd, { API_UPSTREAM_URL: relay.url, CSRF_SECRET: '' });
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
    });
    return { server, relay };
  }

  it('with DEMO_API=1, starts the demo API, says so, and serves pages with its data', async () => {
    const server = await startServerProcess(cwd, { DEMO_API: '1', CSRF_SECRET: '' });
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
    });
    const banner = server
      .output()
      .split('\n')
      .filter((line) => line.includes(DEMO_VERIFICATION_CODE))
      .map((line) => JSON.parse(line) as { level: string; message: string });
    expect(banner).toHaveLength(1);
    expect(banner[0]!.level).toBe('info');
    expect(banner[0]!.message).toMatch(/demo/i);
    expect(banner[0]!.message).toMatch(/not for production/i);
    // A local demo has no replicas: the CSRF_SECRET warning would only alarm a newcomer.
    expect(server.output()).not.toContain('CSRF_SECRET');
    const health = await get(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    // Longer than load balancers' idle timeouts.
    expect(health.keepAlive).toBe('timeout=65');
    const page = await get(`${server.url}/game-library`);
    expect(page.status).toBe(200);
    const api = await get(`${server.url}/api/visitor/game/list`);
    const body = JSON.parse(api.body) as {
      error_code: number;
      payload: { list: { name: string }[] };
    };
    expect(body.error_code).toBe(0);
    expect(page.body).toContain(body.payload.list[0]!.name);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it("writes each request's log line soon after, and what is pending when it stops", async () => {
    const server = await startServerProcess(cwd, { DEMO_API: '1', CSRF_SECRET: '' });
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
    });
    const logged = (route: string) => server.output().includes(`"route":"${route}"`);
    // Idle after one request: its line is written without any more traffic to push it out.
    expect((await get(`${server.url}/game-library`)).status).toBe(200);
    await expect.poll(() => logged('/game-library'), { timeout: 25_000 }).toBe(true);
    // Stopped right after an answer: the line still waiting for its batch is written at exit.
    expect((await get(`${server.url}/about-us`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(logged('/about-us')).toBe(true);
  });

  it('finishes requests in flight on SIGTERM, then exits 0', async () => {
    const { server, relay } = await startBehindHeldCharacters();
    const inFlight = get(`${server.url}/`);
    // The page waits on its data at the relay: it is in flight when the signal comes.
    await relay.held;
    server.child.kill('SIGTERM');
    await vi.waitFor(() => expect(server.output()).toContain('"message":"shutting down"'));
    relay.release();
    const page = await inFlight;
    expect(page.status).toBe(200);
    expect(page.body).toContain('home-characters');
    expect(page.body).toContain('</html>');
    expect(await server.exited).toBe(0);
    await expect(get(`${server.url}/healthz`)).rejects.toThrow();
    // Against a real upstream, a per-process secret breaks replicas: that is worth a warning.
    expect(server.output()).toContain('CSRF_SECRET is not set');
    expect(server.output()).not.toMatch(/demo API/i);
  });

  it('answers paths that do not percent-decode with 400, logging each as one JSON line', async () => {
    const server = await startServerProcess(cwd, { DEMO_API: '1' });
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
    });
    const paths = ['/%', '/game-library/%E0%A4%A', '/m/game-partner/%zz'];
    for (const path of paths) expect((await get(`${server.url}${path}`)).status, path).toBe(400);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(nonJsonLines(server.output())).toEqual([]);
    for (const path of paths) expect(server.output()).toContain(`"path":"${path}"`);
  });

  it("logs Node's own warnings as JSON lines", async () => {
    // The test's own stand-in for a warning of Node's: one emitted when the process is signalled.
    const preload = `data:text/javascript,${encodeURIComponent(
      "process.on('SIGUSR2', () => process.emitWarning('a test warning'));",
    )}`;
    const server = await startServerProcess(cwd, {
      DEMO_API: '1',
      NODE_OPTIONS: `--import=${preload}`,
    });
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
    });
    server.child.kill('SIGUSR2');
    await vi.waitFor(() => expect(server.output()).toContain('a test warning'));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(nonJsonLines(server.output())).toEqual([]);
    const lines = server.output().split('\n').filter(Boolean);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'node warning', error: 'a test warning' }),
    );
  });

  it('streams a compressed page whose data is late, and writes nothing but JSON lines', async () => {
    const { server, relay } = await startBehindHeldCharacters();
    const page = await new Promise<{ encoding?: string; html: string }>((resolve, reject) => {
      http
        .get(
          `${server.url}/`,
          { headers: { Cookie: 'locale=zh', 'Accept-Encoding': 'gzip' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => {
              // The shell went out while the data was held: now the data may come.
              if (chunks.push(chunk) === 1) relay.release();
            });
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                html: gunzipSync(Buffer.concat(chunks)).toString(),
              }),
            );
          },
        )
        .on('error', reject);
    });
    expect(page.encoding).toBe('gzip');
    expect(page.html).toContain('home-characters');
    expect(page.html).toContain('</html>');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Log collectors read one JSON object a line; a warning of Node's own would break that.
    expect(nonJsonLines(server.output())).toEqual([]);
  });
});
