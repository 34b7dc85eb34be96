import { EventEmitter } from 'node:events';
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';

import { accepts } from '../../scripts/bench/ports.js';
import { listen } from './listen';

/** Real HTTP upstreams on loopback that misbehave on purpose: slow, failing or silent. */
export interface LoopbackUpstream {
  url: string;
  close(): Promise<void>;
}

async function serve(handler: http.RequestListener): Promise<LoopbackUpstream> {
  const { url, close } = await listen(http.createServer(handler));
  return { url, close };
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

/**
 * A loopback port nothing listens on: every call is refused. A port below the ephemeral range,
 * because one bound and then released goes back to the pool, and a test running beside this one
 * may be handed it for a server that never answers.
 */
const REFUSED_PORT = 1;

/** A loopback port nothing listens on (checked: a connection to it is refused). */
export async function closedPort(): Promise<LoopbackUpstream> {
  if (await accepts(REFUSED_PORT)) throw new Error(`something listens on port ${REFUSED_PORT}`);
  return { url: `http://127.0.0.1:${REFUSED_PORT}`, close: async () => {} };
}

/** The origin of a loopback port nothing listens on. */
export async function closedPortUrl(): Promise<string> {
  return (await closedPort()).url;
}

/**
 * Sends `req` on to the same path at `target` and its answer back to `res`. The body is `req`
 * itself, or `body` where the caller has read it already.
 */
export function forwardTo(
  target: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body?: Buffer,
): void {
  const upstream = http.request(
    `${target}${req.url}`,
    { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  if (body) upstream.end(body);
  else req.pipe(upstream);
}

/** Relays every call to `target`; `hold` decides when a call matching `path` goes on. */
function relay(
  target: string,
  path: RegExp,
  hold: (forward: () => void) => void,
): Promise<LoopbackUpstream> {
  return serve((req, res) => {
    const forward = () => forwardTo(target, req, res);
    if (path.test(req.url ?? '')) hold(forward);
    else forward();
  });
}

/**
 * A real HTTP upstream on loopback that relays to `target` and holds back the answers of the
 * paths matching `delay.path` for `delay.ms`: a slow API, for streaming and timeout tests.
 */
export function startRelayUpstream(
  target: string,
  delay: { path: RegExp; ms: number },
): Promise<LoopbackUpstream> {
  return relay(target, delay.path, (forward) => setTimeout(forward, delay.ms));
}

/** A relay that holds the calls matching its path until the test releases them. */
export interface GatedRelay extends LoopbackUpstream {
  /** Resolves when the first call matching the path is being held. */
  held: Promise<void>;
  /** Lets every held call, and every later one, go on to the target. */
  release(): void;
}

/**
 * A real HTTP upstream on loopback that relays to `target` and holds the calls matching `path`
 * until `release()`: a call the test knows to be in flight, for as long as the test needs.
 */
export async function startGatedRelay(target: string, path: RegExp): Promise<GatedRelay> {
  let released = false;
  const waiting: (() => void)[] = [];
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const upstream = await relay(target, path, (forward) => {
    if (released) {
      forward();
      return;
    }
    waiting.push(forward);
    arrived();
  });
  return {
    ...upstream,
    held,
    release() {
      released = true;
      for (const forward of waiting.splice(0)) forward();
    },
  };
}

/** The home page's characters call: the slow data of the streaming tests. */
export const HOME_CHARACTERS_PATH = /\/api\/visitor\/web\/index\/characters/;

export interface UpstreamHit {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type UpstreamHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  hit: UpstreamHit,
  index: number,
) => void;

/** An upstream that records every call (body read in full) and answers as the test says. */
export interface FakeUpstream extends LoopbackUpstream {
  hits: UpstreamHit[];
  /** Answers every request; replace it per test. Reset by `reset()`. */
  handle: UpstreamHandler;
  /** Resolves once `count` calls have arrived (their bodies read), before they are answered. */
  reached(count: number): Promise<void>;
  reset(): void;
}

/** Answers 200 with an envelope naming the method and URL it got. */
export const echoHandler: UpstreamHandler = (_req, res, hit) => {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ error_code: 0, error_message: '', payload: { url: hit.url } }));
};

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const hits: UpstreamHit[] = [];
  const arrivals = new EventEmitter();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const hit: UpstreamHit = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      hits.push(hit);
      arrivals.emit('hit');
      upstream.handle(req, res, hit, hits.length - 1);
    });
  });
  const { url, close } = await listen(server);
  const upstream: FakeUpstream = {
    url,
    hits,
    handle: echoHandler,
    reached: (count) =>
      new Promise((resolve) => {
        const check = () => {
          if (hits.length < count) return;
          arrivals.off('hit', check);
          resolve();
        };
        arrivals.on('hit', check);
        check();
      }),
    reset() {
      hits.length = 0;
      upstream.handle = echoHandler;
    },
    close,
  };
  return upstream;
}
