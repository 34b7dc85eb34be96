import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FailingUpstream {
  url: string;
  close(): Promise<void>;
}

async function serve(handler: http.RequestListener): Promise<FailingUpstream> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An upstream that answers every call with HTTP 503 in the API's envelope. */
export function startUnavailableUpstream(): Promise<FailingUpstream> {
  return serve((_req, res) => {
    res.writeHead(503, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error_code: 503, error_message: 'unavailable', payload: null }));
  });
}

/** An upstream that accepts every call and never answers. */
export function startSilentUpstream(): Promise<FailingUpstream> {
  return serve(() => undefined);
}

/** The origin of a loopback port nothing listens on (bound, then released). */
export async function closedPortUrl(): Promise<string> {
  const upstream = await serve(() => undefined);
  await upstream.close();
  return upstream.url;
}
