/**
 * Test fixtures for the proxy and anti-forgery tests: a real upstream HTTP server on 127.0.0.1
 * that records every hit, the app wired exactly as production wires /api, and a raw HTTP client
 * for request targets that supertest would normalise. Used by tests only.
 */
import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import type { Logger, LogFields } from '../logging/logger';
import { createCsrfProtection, stringCookies } from '../security/csrf';
import { createApiProxy } from './create-api-proxy';

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

export interface FakeUpstream {
  url: string;
  hits: UpstreamHit[];
  /** Answers every request; replace it per test. Reset by `reset()`. */
  handle: UpstreamHandler;
  reset(): void;
  close(): Promise<void>;
}

/** Answers 200 with an envelope naming the method and URL it got. */
export const echoHandler: UpstreamHandler = (_req, res, hit) => {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ error_code: 0, error_message: '', payload: { url: hit.url } }));
};

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const upstream: FakeUpstream = {
    url: '',
    hits: [],
    handle: echoHandler,
    reset() {
      upstream.hits.length = 0;
      upstream.handle = echoHandler;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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
      upstream.hits.push(hit);
      upstream.handle(req, res, hit, upstream.hits.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return upstream;
}

export interface RecordingLogger extends Logger {
  lines: { level: string; message: string; fields?: LogFields }[];
}

export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = [];
  return {
    lines,
    info: (message, fields) => lines.push({ level: 'info', message, fields }),
    warn: (message, fields) => lines.push({ level: 'warn', message, fields }),
    error: (message, fields) => lines.push({ level: 'error', message, fields }),
  };
}

export const TEST_CSRF_SECRET = 'test-secret-that-is-long-enough';

export interface TestAppOptions {
  upstreamUrl: string;
  logger?: Logger;
  timeoutMs?: number;
  maxAnswerBytes?: number;
  alwaysSecure?: boolean;
  trustProxy?: boolean;
  allowedOrigins?: string[];
}

/** The cookie parser, a page route that issues the token, then /api: check, then proxy. */
export function buildTestApp(options: TestAppOptions): Express {
  const app = express();
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(stringCookies());
  const csrf = createCsrfProtection({
    secret: TEST_CSRF_SECRET,
    alwaysSecure: options.alwaysSecure ?? false,
    allowedOrigins: options.allowedOrigins,
  });
  app.get('/page', csrf.issueToken, (_req, res) => {
    res.type('html').send('<!doctype html><p>page</p>');
  });
  app.use(
    '/api',
    csrf.protectApi,
    createApiProxy({
      upstreamUrl: options.upstreamUrl,
      logger: options.logger ?? recordingLogger(),
      timeoutMs: options.timeoutMs,
      maxAnswerBytes: options.maxAnswerBytes,
    }),
  );
  return app;
}

/** Cookie header and token a browser would hold after loading a page. */
export interface VisitorCredentials {
  cookie: string;
  token: string;
}

/** Parses `name=value` pairs out of Set-Cookie headers. */
export function cookiesFrom(setCookie: string | string[] | undefined): Record<string, string> {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookies: Record<string, string> = {};
  for (const line of list) {
    const pair = line.split(';', 1)[0] ?? '';
    const index = pair.indexOf('=');
    if (index > 0) cookies[pair.slice(0, index)] = decodeURIComponent(pair.slice(index + 1));
  }
  return cookies;
}

export function credentialsFrom(setCookie: string | string[] | undefined): VisitorCredentials {
  const cookies = cookiesFrom(setCookie);
  const token = cookies['XSRF-TOKEN'] ?? '';
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  return { cookie, token };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Sends `target` byte for byte (no URL normalisation), as a hostile client would. */
export function rawRequest(
  baseUrl: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const headers = { ...init.headers };
  // Node sends DELETE/OPTIONS bodies without framing unless told the length.
  if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: target, method: init.method ?? 'GET', headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Listens on 127.0.0.1 and returns the base URL and a closer. */
export async function listen(app: Express): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port that was free a moment ago and has nothing listening now. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
