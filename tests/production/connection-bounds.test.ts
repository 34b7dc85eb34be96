/**
 * What one connection can cost the built server, as a neighbour in the cluster or a misconfigured
 * balancer could reach it: pipelined requests that are never read, and every connection slot
 * held. The server runs with the heap of a 512 MiB pod.
 */
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type ServerProcess, startServerWithMetricsPort } from '../helpers/server-process';

const SOCKETS = 5;
const REQUESTS_PER_SOCKET = 20_000;
const MAX_CONNECTIONS = 12;
/** How long a probe may take: a liveness probe that waits longer is a restart on its way. */
const PROBE_DEADLINE_MS = 1000;
/** Rounds in a row without one more page answered: the server has stopped taking requests. */
const STEADY_ROUNDS = 5;
/** A bound on the polling, far beyond what the server needs to settle. */
const MAX_ROUNDS = 300;
const POLL_INTERVAL_MS = 100;

/** The process's resident memory, in MB. */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

function connect(url: string): Promise<net.Socket> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => resolve(socket));
    socket.on('error', () => undefined);
  });
}

/**
 * Requests that a client pipelines without reading a byte of the answers. Each carries a header of
 * padding, so that what is sent outgrows the kernel's socket buffers: bytes the client still
 * holds are bytes the server has not read.
 */
function pipelined(host: string): Buffer {
  const pad = `X-Pad: ${'p'.repeat(400)}`;
  const page = `GET / HTTP/1.1\r\nHost: ${host}\r\n${pad}\r\n\r\n`;
  const api = `GET /api/visitor/game/list HTTP/1.1\r\nHost: ${host}\r\n${pad}\r\n\r\n`;
  return Buffer.from(
    Array.from({ length: REQUESTS_PER_SOCKET }, (_, i) => (i % 10 === 0 ? api : page)).join(''),
  );
}

/** Page requests the server has answered, from its metrics. */
async function pagesAnswered(metricsUrl: string): Promise<number> {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  return [...text.matchAll(/^page_cache_requests_total\{[^}]*\} (\d+)$/gm)].reduce(
    (sum, [, count]) => sum + Number(count),
    0,
  );
}

async function probe(url: string): Promise<number> {
  const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_DEADLINE_MS) });
  await response.arrayBuffer();
  return response.status;
}

describe('what one connection can cost', () => {
  let server: ServerProcess;
  let metricsUrl: string;
  beforeAll(async () => {
    ({ server, metricsOrigin: metricsUrl } = await startServerWithMetricsPort({
      DEMO_API: '1',
      NODE_OPTIONS: '--max-old-space-size=384',
      MAX_CONNECTIONS: String(MAX_CONNECTIONS),
    }));
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  });

  it('keeps memory flat and the probes quick under pipelined requests never read', async () => {
    const pid = server.child.pid!;
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/visitor/game/list`)).status).toBe(200);
    const before = rssMb(pid);

    const { host } = new URL(server.url);
    const sockets = await Promise.all(Array.from({ length: SOCKETS }, () => connect(server.url)));
    for (const socket of sockets) {
      socket.pause();
      socket.write(pipelined(host));
    }

    let peak = before;
    let steady = 0;
    let lastAnswered = -1;
    let rounds = 0;
    // Until the server has stopped answering the pipelined pages: the clients read nothing, so
    // it works on no more than the answers their sockets can still take.
    for (; rounds < MAX_ROUNDS && steady < STEADY_ROUNDS; rounds++) {
      expect(await probe(`${server.url}/healthz`)).toBe(200);
      peak = Math.max(peak, rssMb(pid));
      const answered = await pagesAnswered(metricsUrl);
      steady = answered === lastAnswered ? steady + 1 : 0;
      lastAnswered = answered;
      await delay(POLL_INTERVAL_MS);
    }
    expect(rounds).toBeLessThan(MAX_ROUNDS);
    // Most of what the clients sent is still theirs: the server read only what it works on.
    const unsent = sockets.reduce((bytes, socket) => bytes + socket.writableLength, 0);
    expect(unsent).toBeGreaterThan(0);
    expect(peak - before).toBeLessThan(100);
    expect(server.child.exitCode).toBeNull();

    for (const socket of sockets) socket.destroy();
    expect(await probe(`${server.url}/healthz`)).toBe(200);
    expect(await probe(`${server.url}/`)).toBe(200);
  });

  it('answers the probes on the metrics port while every connection slot is held', async () => {
    const held = await Promise.all(
      Array.from({ length: MAX_CONNECTIONS }, () => connect(server.url)),
    );
    try {
      // One more is closed on arrival: every slot is taken.
      const extra = await connect(server.url);
      await new Promise<void>((resolve) => extra.once('close', () => resolve()));

      expect(await probe(`${metricsUrl}/healthz`)).toBe(200);
      expect(await probe(`${metricsUrl}/readyz`)).toBe(200);
      const ready = await fetch(`${metricsUrl}/readyz`);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.json()).toEqual({ status: 'ready' });
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});
