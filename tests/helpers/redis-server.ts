/**
 * A real redis-server (Debian's package, installed by the test set-up where it can be) on a free
 * loopback port, without persistence, for the tests of counters shared through Redis.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

import { Redis } from 'ioredis';

import { onOwnPort } from './own-port';
import type { Tool } from './require-tool';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** For `requireTool`. */
export const REDIS_SERVER_TOOL: Tool = {
  name: `redis-server at ${REDIS_SERVER}`,
  found: existsSync(REDIS_SERVER),
  install: 'apt-get install redis-server',
};

export interface RunningRedis {
  url: string;
  /** Sends the server process a signal (SIGSTOP and SIGCONT stall and resume it). */
  signal(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

/** Starts redis-server and resolves once it answers, as itself, on its port. */
export function startRedisServer(): Promise<RunningRedis> {
  return onOwnPort('redis-server', startOn);
}

/** redis-server on `port`, or `undefined` when it did not get the port. */
async function startOn(port: number): Promise<RunningRedis | undefined> {
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    // DEBUG SLEEP stalls the server for the tests of a Redis that is connected but silent.
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--enable-debug-command',
      'local',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<false>((resolve) => child.once('exit', () => resolve(false)));
  const url = `redis://127.0.0.1:${port}`;
  // ioredis retries until the server listens: the wait ends on its first answer.
  const probe = new Redis(url, { retryStrategy: () => 50, maxRetriesPerRequest: null });
  // Refused connections before the server listens are expected; the retries handle them.
  probe.on('error', () => undefined);
  let ours: boolean;
  try {
    ours = await Promise.race([
      // Another test's server there would answer with its own process id, or not as Redis.
      probe.info('server').then(
        (info) => /^process_id:(\d+)/m.exec(info)?.[1] === `${child.pid}`,
        () => false,
      ),
      exited,
    ]);
  } finally {
    probe.disconnect();
  }
  if (!ours) {
    child.kill('SIGKILL');
    await exited;
    return undefined;
  }
  return {
    url,
    signal: (signal) => child.kill(signal),
    stop: async () => {
      // A stopped server would not hear SIGTERM.
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
