/**
 * The project's reference edge (`npm run edge`: edge/nginx.conf with Debian's nginx, installed by
 * the test set-up where it can be) on a free loopback port, in front of an origin on loopback.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { accepts, freePort } from '../../scripts/bench/ports.js';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const nginxInstalled = existsSync(NGINX);

/** The one line a file of edge tests prints when it is skipped. */
export const NO_NGINX = `edge tests skipped: no nginx at ${NGINX} (apt-get install nginx-light)`;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningEdge {
  url: string;
  stop(): Promise<void>;
}

/** Starts `npm run edge`'s script in front of `originUrl`; resolves once it accepts connections. */
export async function startEdge(originUrl: string): Promise<RunningEdge> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['scripts/edge.js'], {
    cwd: repoRoot,
    env: { ...process.env, EDGE_PORT: String(port), EDGE_HOST: '127.0.0.1', ORIGIN_URL: originUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  while (!(await accepts(port))) {
    if (gone) throw new Error(`the edge exited before it listened (code ${await exited})`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (!gone) child.kill('SIGTERM');
      await exited;
    },
  };
}
