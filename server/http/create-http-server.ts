import http from 'node:http';

import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from '../../shared/server-timeouts';
import { DEFAULT_MAX_CONNECTIONS } from '../config/env';
import { boundPipelining } from './pipeline-bound';
import { redirectRawUtf8Targets } from './raw-utf8-target';

/** A whole request (headers and body) must arrive within this; longer than the header bound. */
export const REQUEST_TIMEOUT_MS = 70_000;

/** How often the server checks requests against those bounds (Node's default is 30 s). */
export const CONNECTIONS_CHECK_INTERVAL_MS = 1000;

const CONNECT_REFUSED =
  'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE\r\nContent-Length: 0\r\nConnection: close\r\n\r\n';

export interface HttpServerOptions {
  /** MAX_CONNECTIONS: connections beyond it are closed on arrival, before they cost a descriptor for long. */
  maxConnections?: number;
}

/**
 * The HTTP server around the app, with the timeouts a load balancer and slow clients need:
 * keep-alive longer than common balancer idle timeouts, headers longer still, and a bound on the
 * whole request that is checked every second rather than Node's default 30 s. A bound on open
 * connections keeps idle sockets from taking every file descriptor, which would fail the next
 * visitor's request and the upstream call alike, and a bound on the requests one connection has
 * in work keeps a pipelining client from costing more than a few requests' worth.
 */
export function createHttpServer(
  app: http.RequestListener,
  options: HttpServerOptions = {},
): http.Server {
  const server = http.createServer(
    {
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: CONNECTIONS_CHECK_INTERVAL_MS,
    },
    boundPipelining(app),
  );
  server.maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  redirectRawUtf8Targets(server);
  // This is not a proxy: a CONNECT would otherwise have its socket dropped without an answer.
  server.on('connect', (_req, socket) => {
    socket.end(CONNECT_REFUSED);
  });
  return server;
}
