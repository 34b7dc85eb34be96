import { type ChildProcess, spawn } from 'node:child_process';

import { onOwnPort } from './own-port';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Build output the tests run against (DIST_DIR, default `dist`). */
export const DIST_DIR = process.env.DIST_DIR ?? 'dist';

/** The `url` of the server's `listening` line, once it is out (its fields in any order). */
function listeningUrl(output: string): string | undefined {
  for (const line of output.split('\n')) {
    if (!line.includes('"listening"')) continue;
    try {
      const entry = JSON.parse(line) as { message?: unknown; url?: unknown };
      if (entry.message === 'listening' && typeof entry.url === 'string') return entry.url;
    } catch {
      // A line still being written: the next chunk completes it.
    }
  }
  return undefined;
}

/** The environment the built server runs with in a test, on a free port: `env` over the defaults. */
export function serverProcessEnv(env: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    DIST_DIR,
    PORT: '0',
    HOST: '127.0.0.1',
    CSRF_SECRET: 'process-test-secret-01',
    SHUTDOWN_DELAY_SECONDS: '0',
    // Processes running side by side cannot all have the default metrics port.
    METRICS_PORT: '0',
    ...env,
  };
}

/** Starts the built server (`node dist/server/index.js`) on a free port and waits until it listens. */
export function startServerProcess(
  cwd: string,
  env: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<ServerProcess> {
  const processEnv = serverProcessEnv(env);
  const child = spawn(process.execPath, [`${processEnv.DIST_DIR}/server/index.js`], {
    cwd,
    env: processEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (data: Buffer) => {
      output += data.toString();
      const url = listeningUrl(output);
      if (url) {
        clearTimeout(timer);
        resolve({ child, url, output: () => output, exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}

/**
 * The built server with its metrics port on a port of its own (which also answers the probes):
 * a server that lost the port to another test exits naming METRICS_PORT, and is started again.
 */
export async function startServerWithMetricsPort(
  env: Record<string, string>,
): Promise<{ server: ServerProcess; metricsOrigin: string }> {
  return onOwnPort('the metrics server', (port) =>
    startServerProcess(process.cwd(), { ...env, METRICS_PORT: String(port) }).then(
      (server) => ({ server, metricsOrigin: `http://127.0.0.1:${port}` }),
      (error: unknown) => {
        if (String(error).includes('or set METRICS_PORT')) return undefined;
        throw error;
      },
    ),
  );
}
