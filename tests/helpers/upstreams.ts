import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startDemoApi } from '../../demo-api/start-demo-api';
import { listen, startTestApp } from './test-app';

/** Real HTTP upstreams on loopback that misbehave on purpose: slow, failing or silent. */
export interface LoopbackUpstream {
  url: string;
  close(): Promise<void>;
}

async function serve(handler: http.RequestListener): Promise<LoopbackUpstream> {
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
export function startUnavailableUpstream(): Promise<LoopbackUpstream> {
  return serve((_req, res) => {
    res.writeHead(503, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error_code: 503, error_message: 'unavailable', payload: null }));
  });
}

/** An upstream that accepts every call and never answers. */
export function startSilentUpstream(): Promise<LoopbackUpstream> {
  return serve(() => undefined);
}

/** The origin of a loopback port nothing listens on (bound, then released). */
export async function closedPortUrl(): Promise<string> {
  const upstream = await serve(() => undefined);
  await upstream.close();
  return upstream.url;
}

/**
 * A real HTTP upstream on loopback that relays to `target` and holds back the answers of the
 * paths matching `delay.path` for `delay.ms`: a slow API, for streaming and timeout tests.
 */
export function startRelayUpstream(
  target: string,
  delay: { path: RegExp; ms: number },
): Promise<LoopbackUpstream> {
  return serve((req, res) => {
    const forward = () => {
      const upstream = http.request(
        `${target}${req.url}`,
        { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (delay.path.test(req.url ?? '')) setTimeout(forward, delay.ms);
    else forward();
  });
}

/** The home page's characters call: the slow data of the streaming tests. */
export const HOME_CHARACTERS_PATH = /\/api\/visitor\/web\/index\/characters/;

/**
 * The production app listening on loopback, its upstream the demo API behind a relay that holds
 * back the paths matching `delay.path`.
 */
export async function startAppWithSlowUpstream(delay: {
  path: RegExp;
  ms: number;
}): Promise<{ url: string; close(): Promise<void> }> {
  const demo = await startDemoApi();
  const relay = await startRelayUpstream(demo.url, delay);
  const testApp = await startTestApp({ upstreamUrl: relay.url });
  const server = await listen(testApp.app);
  return {
    url: server.url,
    close: async () => {
      await server.close();
      await testApp.close();
      await relay.close();
      await demo.close();
    },
  };
}
