/**
 * What the smoke runner's tests share: running `node <dist>/smoke.js` as the image does, and
 * loopback relays in front of the built server that each break one thing on purpose.
 */
import { spawn } from 'node:child_process';
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { PAGE_ROUTES } from '../../smoke/checks/pages';
import { DIST_DIR } from '../helpers/server-process';

/** The groups of checks (--only, --skip), in order: written out here, not read from the runner. */
export const EXPECTED_GROUPS = [
  'probes',
  'build',
  'pages',
  'redirects',
  'headers',
  'proxy',
  'page-cache',
  'latency',
];

/** Every named check, in order: one JUnit test case each. */
export const EXPECTED_CHECKS = [
  'probe /healthz',
  'probe /readyz',
  'build id',
  ...PAGE_ROUTES.flatMap((route) =>
    ['zh', 'en', 'ja'].flatMap((lang) =>
      ['desktop', 'phone'].map((device) => `page ${lang} ${device} ${route}`),
    ),
  ),
  'redirect phone /about-us → /m/about-us',
  'redirect desktop /m/about-us → /about-us',
  'redirect phone /en/about-us → /en/m/about-us',
  'redirect desktop /ja/m/about-us → /ja/about-us',
  "redirect keeps each visitor's campaign query",
  'redirect /m//evil.example/ stays on the site',
  'redirect /en/m//evil.example/ stays on the site',
  'header Content-Security-Policy',
  'header X-Content-Type-Options',
  'header Referrer-Policy',
  'header Cache-Control of pages',
  'header Cache-Control of hashed assets',
  'header Secure cookies',
  'proxy GET /api/visitor/game/list',
  'proxy refuses a write without a token',
  'proxy passes a write with an issued token',
  'page cache answers /about-us again',
  'latency p95 of /',
];

/** Checks that run only when asked for: --https, --writes. */
export const OPTIONAL_CHECKS = [
  'header Secure cookies',
  'proxy passes a write with an issued token',
];

export interface SmokeRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The bundled runner in a child process. Asynchronous on purpose: the relays answer from this
 * process, so a blocking spawn would starve them.
 */
export function runSmoke(args: readonly string[], cwd = process.cwd(), distDir = DIST_DIR) {
  return new Promise<SmokeRun>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(distDir, 'smoke.js'), ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 90_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Names of the checks a run printed as `FAIL name — …`. */
export function failedChecks(stdout: string): string[] {
  return [...stdout.matchAll(/^FAIL (.+?) — /gm)].map((match) => match[1]!);
}

export interface RelayHooks {
  /** Answers a request itself instead of relaying it; returns whether it did. */
  intercept?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Headers added to every relayed request. */
  requestHeaders?: Record<string, string>;
  /** Changes the server's response headers to `req` on the way back. */
  responseHeaders?: (headers: IncomingHttpHeaders, req: IncomingMessage) => void;
}

export interface Relay {
  url: string;
  close(): Promise<void>;
}

/** A node:http relay on loopback to `target` (the built server), changed by `hooks`. */
export async function startRelay(target: string, hooks: RelayHooks = {}): Promise<Relay> {
  const { hostname, port } = new URL(target);
  const server = http.createServer((req, res) => {
    if (hooks.intercept?.(req, res)) return;
    const upstream = http.request(
      {
        host: hostname,
        port,
        method: req.method,
        // The raw target, so `//` inside a path reaches the server as the runner sent it.
        path: req.url,
        headers: { ...req.headers, ...hooks.requestHeaders },
      },
      (answer) => {
        const headers = { ...answer.headers };
        hooks.responseHeaders?.(headers, req);
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers with a JSON body, for relays that stand in for the server. */
export function answerJson(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
  return true;
}
