/**
 * SIGTERM on the built server as a process, with keep-alive clients looping through it the way a
 * balancer's pooled connections do: readiness fails at once, everything is served through the
 * delay, then every client is told to close and not one request on a reused connection is lost.
 */
import http from 'node:http';

import { afterAll, describe, expect, it, vi } from 'vitest';

import { startDemoApi } from '../../demo-api/start-demo-api';
import { accepts } from '../../scripts/bench/ports.js';
import { SHUTDOWN_GRACE_MS } from '../../shared/server-timeouts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';
import { DESKTOP_UA } from '../helpers/test-app';
import { startGatedRelay } from '../helpers/upstreams';

const SHUTDOWN_DELAY_SECONDS = 1;
const CLIENTS = 50;
/** Requests answered before SIGTERM: every client is on a reused connection by then. */
const WARM_REQUESTS = CLIENTS * 3;
const PATHS = ['/about-us', '/api/visitor/game/list', '/terms.html', '/'];

interface Outcome {
  status?: number;
  connectionClose: boolean;
  /** Whether the request went on a connection that had carried an earlier one. */
  reusedSocket: boolean;
  error?: string;
}

function get(agent: http.Agent, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers: { 'User-Agent': DESKTOP_UA } }, (res) => {
      res.resume();
      const connectionClose = res.headers.connection === 'close';
      res.on('end', () =>
        resolve({ status: res.statusCode, connectionClose, reusedSocket: req.reusedSocket }),
      );
      res.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ connectionClose, reusedSocket: req.reusedSocket, error: error.code }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        connectionClose: false,
        reusedSocket: req.reusedSocket,
        error: error.code ?? error.message,
      }),
    );
  });
}

describe('graceful drain on SIGTERM', () => {
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
  });

  it(`loses no request of ${CLIENTS} keep-alive clients looping through SIGTERM`, async () => {
    server = await startServerProcess(process.cwd(), {
      DEMO_API: '1',
      SHUTDOWN_DELAY_SECONDS: String(SHUTDOWN_DELAY_SECONDS),
    });
    const url = server.url;
    let readyFailedAt: number | undefined;

    // Each client keeps its one pooled connection busy until the server tells it to close, as a
    // balancer's upstream connection does until the pod says so; then it goes elsewhere.
    const outcomes: Outcome[] = [];
    const clients = Array.from({ length: CLIENTS }, async (_, index) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = 0; ; n += 1) {
        const outcome = await get(agent, `${url}${PATHS[(index + n) % PATHS.length]}`);
        outcomes.push(outcome);
        if (outcome.error || outcome.connectionClose) break;
      }
      agent.destroy();
    });

    await vi.waitFor(() => expect(outcomes.length).toBeGreaterThanOrEqual(WARM_REQUESTS), {
      timeout: 20_000,
      interval: 20,
    });
    const sigtermAt = performance.now();
    server.child.kill('SIGTERM');
    // Readiness on its own connection fails at once, well before the delay runs out.
    const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await vi.waitFor(
      async () => {
        expect((await get(probeAgent, `${url}/readyz`)).status).toBe(503);
        readyFailedAt = performance.now();
      },
      { timeout: SHUTDOWN_DELAY_SECONDS * 1000, interval: 20 },
    );
    probeAgent.destroy();
    await Promise.all(clients);
    const exitCode = await server.exited;
    const exitedAt = performance.now();

    const failed = outcomes.filter((outcome) => outcome.error || outcome.status !== 200);
    const resets = outcomes.filter(
      (outcome) => outcome.reusedSocket && outcome.error === 'ECONNRESET',
    );
    console.log(
      `drain: ${outcomes.length} requests by ${CLIENTS} keep-alive clients, ` +
        `${outcomes.filter((outcome) => outcome.reusedSocket).length} on reused connections, ` +
        `${resets.length} ECONNRESET on reused connections, ${failed.length} lost; ` +
        `readiness failed ${Math.round(readyFailedAt! - sigtermAt)} ms after SIGTERM, ` +
        `exit ${Math.round(exitedAt - sigtermAt)} ms after it`,
    );
    expect(resets).toEqual([]);
    expect(failed).toEqual([]);
    // Every client was told to close before its connection was.
    expect(outcomes.filter((outcome) => outcome.connectionClose)).toHaveLength(CLIENTS);
    expect(readyFailedAt! - sigtermAt).toBeLessThan(SHUTDOWN_DELAY_SECONDS * 1000);
    expect(exitCode).toBe(0);
    expect(exitedAt - sigtermAt).toBeLessThan(SHUTDOWN_DELAY_SECONDS * 1000 + SHUTDOWN_GRACE_MS);
    expect(server.output()).toContain('"message":"stopped"');
    expect(server.output()).not.toContain('still in flight');
  }, 60_000);

  it('answers a request in flight at the drain, telling its client to close', async () => {
    const demo = await startDemoApi();
    const relay = await startGatedRelay(demo.url, /game\/list/);
    try {
      server = await startServerProcess(process.cwd(), {
        API_UPSTREAM_URL: relay.url,
        SHUTDOWN_DELAY_SECONDS: String(SHUTDOWN_DELAY_SECONDS),
      });
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const before = await get(agent, `${server.url}/healthz`);
      expect(before.connectionClose).toBe(false);
      server.child.kill('SIGTERM');
      await vi.waitFor(
        async () => expect((await get(agent, `${server!.url}/readyz`)).status).toBe(503),
        { timeout: SHUTDOWN_DELAY_SECONDS * 1000, interval: 20 },
      );
      // Sent during the delay and held at the relay until the listener has closed.
      const during = get(agent, `${server.url}/api/visitor/game/list`);
      await relay.held;
      await vi.waitFor(
        () => expect(accepts(Number(new URL(server!.url).port))).resolves.toBe(false),
        {
          timeout: SHUTDOWN_DELAY_SECONDS * 1000 + SHUTDOWN_GRACE_MS,
          interval: 20,
        },
      );
      relay.release();
      expect(await during).toMatchObject({
        status: 200,
        connectionClose: true,
        reusedSocket: true,
      });
      agent.destroy();
      expect(await server.exited).toBe(0);
    } finally {
      await relay.close();
      await demo.close();
    }
  }, 30_000);
});
