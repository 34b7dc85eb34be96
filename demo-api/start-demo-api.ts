/** Runs the demo API as a real HTTP server on a loopback port (random by default). */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { listen } from '../shared/listen';
import {
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  SHUTDOWN_GRACE_MS,
} from '../shared/server-timeouts';
import { createDemoApi, type DemoApiOptions } from './create-demo-api';

export interface StartDemoApiOptions extends DemoApiOptions {
  /** Default 0: a free port chosen by the system. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface RunningDemoApi {
  /** Origin, e.g. http://127.0.0.1:54321 (no trailing slash). */
  url: string;
  /** Stops accepting, closes idle keep-alive sockets, lets requests in flight finish (10 s max). */
  close(): Promise<void>;
}

function originHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startDemoApi(options: StartDemoApiOptions = {}): Promise<RunningDemoApi> {
  const { port = 0, host = '127.0.0.1', ...apiOptions } = options;
  const server = createServer(createDemoApi(apiOptions));
  // The site's proxy keeps connections alive; outlive its idle sockets to avoid reset races.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;

  await listen(server, { port, host, setting: 'PORT' });
  const address = server.address() as AddressInfo;
  const url = `http://${originHost(host)}:${address.port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  };
  return { url, close };
}
