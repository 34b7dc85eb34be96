import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Registry } from 'prom-client';

import { listen } from '../../shared/listen';

/** Prometheus's conventional port for a Node exporter; never the site's public port. */
export const DEFAULT_METRICS_PORT = 9464;
export const METRICS_PATH = '/metrics';

export interface MetricsServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/**
 * `GET /metrics` on a port of its own, apart from the public one: the Service and the ingress
 * publish only the site's port, so no visitor can read the metrics. Anything else is a 404.
 */
export async function startMetricsServer(
  registry: Registry,
  port: number,
  host: string,
): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    const path = req.url?.split('?', 1)[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('404 Not Found');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable'),
    );
  });
  await listen(server, { port, host, setting: 'METRICS_PORT' });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
