/**
 * The project's reference edge (`npm run edge`: edge/nginx.conf with Debian's nginx, installed by
 * the test set-up where it can be) on a free loopback port, in front of an origin on loopback.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { onOwnPort } from './own-port';
import type { Tool } from './require-tool';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** For `requireTool`. */
export const NGINX_TOOL: Tool = {
  name: `nginx at ${NGINX}`,
  found: existsSync(NGINX),
  install: 'apt-get install nginx-light',
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningEdge {
  url: string;
  stop(): Promise<void>;
}

/** Starts `npm run edge`'s script in front of `originUrl`; resolves once it answers as the edge. */
export function startEdge(originUrl: string): Promise<RunningEdge> {
  return onOwnPort('the edge', (port) => startOn(port, originUrl));
}

/** The edge on `port`, or `undefined` when it did not get the port. */
async function startOn(port: number, originUrl: string): Promise<RunningEdge | undefined> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/edge.js'], {
    cwd: repoRoot,
    env: { ...process.env, EDGE_PORT: String(port), EDGE_HOST: '127.0.0.1', ORIGIN_URL: originUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${port}`;
  // Until nginx binds the port, whatever else answers there (another test's server) is not it:
  // nginx then exits, unable to bind.
  while (!gone && !(await answersAsEdge(url))) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (gone) return undefined;
  return {
    url,
    stop: async () => {
      if (!gone) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Whether the edge answers at `url`: every answer of the edge names its cache status. */
async function answersAsEdge(url: string): Promise<boolean> {
  try {
    const answer = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
    await answer.body?.cancel();
    return answer.headers.has('x-edge-cache');
  } catch {
    return false;
  }
}
