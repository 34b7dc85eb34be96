import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { createHttpServer } from '../../server/http/create-http-server';

export interface Listening {
  /** Origin of the server, `http://127.0.0.1:<port>`. */
  url: string;
  server: http.Server;
  /** Drops open connections too, so keep-alive clients never hold a test up. */
  close(): Promise<void>;
}

/**
 * Listens on a free loopback port. A request listener (the site, an Express app) runs inside the production HTTP server (its
 * timeouts and CONNECT answer); a plain `http.Server` (a fake upstream) is used as it is.
 */
export async function listen(target: http.RequestListener | http.Server): Promise<Listening> {
  const server = target instanceof http.Server ? target : createHttpServer(target);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
