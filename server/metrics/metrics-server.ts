import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Registry } from 'prom-client';

import { listen } from '../../shared/listen';
import type { Lifecycle } from '../health/lifecycle';
import { isProbePath, probeAnswer } from '../health/probe-answers';
import { pathOf } from '../http/query-string';

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
 * publish only the site's port, so no visitor can read the metrics. The probes are answered here
 * too: no visitor can take this port's connections, so the kubelet's probes are answered while
 * every public connection slot is taken. Anything else is a 404.
 */
export async function startMetricsServer(
  registry: Registry,
  lifecycle: Lifecycle,
  port: number,
  host: string,
): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    const path = pathOf(req.url ?? '');
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (read && isProbePath(path)) {
      const answer = probeAnswer(path, lifecycle);
      res.writeHead(answer.status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(answer.body));
      return;
    }
    if (path !== METRICS_PATH || !read) {
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
