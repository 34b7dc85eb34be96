import http from 'node:http';

import { afterAll, describe, expect, it } from 'vitest';

import { startDemoApi } from '../../demo-api/start-demo-api';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';
import { DESKTOP_UA } from '../helpers/test-app';
import { startRelayUpstream } from '../helpers/upstreams';

const SHUTDOWN_DELAY_SECONDS = 1;
const CLIENTS = 6;
const READINESS_POLL_MS = 50;
/** A balancer takes a replica out a little after its readiness fails, not at once. */
const BALANCER_REACTION_MS = 300;

interface Outcome {
  status?: number;
  connectionClose: boolean;
  error?: string;
}

function get(agent: http.Agent, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers: { 'User-Agent': DESKTOP_UA } }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode, connectionClose: res.headers.connection === 'close' }),
      );
      res.on('error', (error) => resolve({ connectionClose: false, error: error.message }));
    });
    req.on('error', (error) => resolve({ connectionClose: false, error: error.message }));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful drain on SIGTERM', () => {
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
  });

  it('turns /readyz 503 while serving, then closes keep-alive clients without one failed request', async () => {
    server = await startServerProcess(process.cwd(), {
      DEMO_API: '1',
      SHUTDOWN_DELAY_SECONDS: String(SHUTDOWN_DELAY_SECONDS),
    });
    const url = server.url;
    const readiness: number[] = [];
    let removedAt: number | undefined;

    // The balancer: polls readiness on its own connection and stops routing once it fails.
    const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const probe = (async () => {
      while (removedAt === undefined || performance.now() < removedAt + BALANCER_REACTION_MS) {
        const { status, error } = await get(probeAgent, `${url}/readyz`);
        if (error) break;
        readiness.push(status!);
        if (status === 503 && removedAt === undefined) removedAt = performance.now();
        await sleep(READINESS_POLL_MS);
      }
    })();
    const routing = () =>
      removedAt === undefined || performance.now() < removedAt + BALANCER_REACTION_MS;

    // Visitors on keep-alive connections, routed to this replica while the balancer says so.
    const outcomes: Outcome[] = [];
    const clients = Array.from({ length: CLIENTS }, async (_, index) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const paths = ['/about-us', '/api/visitor/game/list', '/terms.html'];
      for (let n = 0; routing(); n += 1) {
        outcomes.push(await get(agent, `${url}${paths[(index + n) % paths.length]}`));
      }
      agent.destroy();
    });

    await sleep(500);
    const sigtermAt = performance.now();
    server.child.kill('SIGTERM');
    await Promise.all([probe, ...clients]);
    probeAgent.destroy();

    const failed = outcomes.filter((outcome) => outcome.error || outcome.status !== 200);
    expect(failed).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(CLIENTS * 5);
    expect(readiness).toContain(503);
    // Readiness failed at once, well before the delay ran out.
    expect(removedAt! - sigtermAt).toBeLessThan(SHUTDOWN_DELAY_SECONDS * 1000);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"message":"stopped"');
  }, 30_000);

  it('tells a keep-alive client whose request is in flight at the drain to close', async () => {
    const demo = await startDemoApi();
    const relay = await startRelayUpstream(demo.url, { path: /game\/list/, ms: 600 });
    try {
      server = await startServerProcess(process.cwd(), {
        API_UPSTREAM_URL: relay.url,
        SHUTDOWN_DELAY_SECONDS: String(SHUTDOWN_DELAY_SECONDS),
      });
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const before = await get(agent, `${server.url}/healthz`);
      expect(before.connectionClose).toBe(false);
      server.child.kill('SIGTERM');
      // Sent on the same socket during the delay, answered after the listener has closed.
      await sleep(SHUTDOWN_DELAY_SECONDS * 1000 - 300);
      const during = await get(agent, `${server.url}/api/visitor/game/list`);
      expect(during.status).toBe(200);
      expect(during.connectionClose).toBe(true);
      agent.destroy();
      expect(await server.exited).toBe(0);
    } finally {
      await relay.close();
      await demo.close();
    }
  }, 30_000);
});
