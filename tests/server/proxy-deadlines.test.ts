/**
 * One deadline per upstream call that covers the whole answer, a bounded answer, and a bounded
 * wait for the client's request body. Real loopback upstreams that misbehave on purpose: the
 * proxy on a bare express app with a short deadline, then the real app with its real 10 s
 * deadline and UPSTREAM_MAX_BYTES.
 */
import http, { type ServerResponse } from 'node:http';
import net from 'node:net';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_UPSTREAM_MAX_BYTES, MIN_UPSTREAM_MAX_BYTES } from '../../server/config/defaults';
import { HTTP_TIMEOUT_MS } from '../../shared/api/http-constants';
import { resources } from '../../shared/i18n/catalogues';
import { readableHtml } from '../helpers/content-expectations';
import { listen } from '../helpers/listen';
import { proxySiteForSuite, startProxySite } from '../helpers/proxy-site';
import { rawRequest } from '../helpers/raw-target';
import { sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';
import { type UpstreamHandler } from '../helpers/upstreams';

const MIB = 1024 * 1024;
/** The short deadline of the bare proxy, so the suite stays fast. */
const DEADLINE_MS = 500;
/** Far below any deadline: an idle-socket timer never fires on such an upstream. */
const DRIBBLE_INTERVAL_MS = 50;

/** Sends the headers and a first byte at once, then one byte every DRIBBLE_INTERVAL_MS. */
function dribble(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.write('{');
  const timer = setInterval(() => res.write(' '), DRIBBLE_INTERVAL_MS);
  res.on('close', () => clearInterval(timer));
}

const dribbling: UpstreamHandler = (_req, res) => dribble(res);

/**
 * Resolves when the upstream's answer to the call ends or is dropped by the proxy: for a
 * dribbling answer, only the proxy dropping it, so awaiting it is the check.
 */
function closedBy(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => res.on('close', () => resolve()));
}

function envelopeOf(body: Buffer): unknown {
  return JSON.parse(body.toString());
}

/** Writes `text` on a raw socket and collects the answer until the server closes or `waitMs`. */
function rawExchange(
  url: string,
  text: string,
  waitMs: number,
): Promise<{ answer: string; closedByServer: boolean; ms: number }> {
  const { hostname, port } = new URL(url);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    let answer = '';
    const done = (closedByServer: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, closedByServer, ms: Date.now() - started });
    };
    const timer = setTimeout(() => done(false), waitMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('end', () => done(true));
    socket.on('error', reject);
  });
}

describe('the bare proxy with a short deadline', () => {
  const site = proxySiteForSuite({ timeoutMs: DEADLINE_MS });

  it('answers 504 in the envelope at the deadline when the upstream dribbles its body', async () => {
    let upstreamClosed: Promise<void> | undefined;
    site.upstream.handle = (_req, res) => {
      upstreamClosed = closedBy(res);
      dribble(res);
    };
    const started = Date.now();
    const res = await rawRequest(site.url, '/api/visitor/game/list');
    const elapsed = Date.now() - started;
    expect(res.status).toBe(504);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(envelopeOf(res.body)).toEqual({
      error_code: 504,
      error_message: 'Upstream timed out',
      payload: null,
    });
    // Not before the deadline; and, the upstream never ending, the answer itself shows the proxy
    // did not wait for it.
    expect(elapsed).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
    // The proxy drops the upstream call with the deadline; it does not read on in the background.
    await upstreamClosed;
    expect(
      site.logger.lines.findLast((line) => line.message === 'api proxy')?.fields,
    ).toMatchObject({
      outcome: 'timeout',
      status: 504,
    });
  });

  it('counts one deadline over the retry: a dribbling second try still ends at the deadline', async () => {
    site.upstream.handle = (_req, res, _hit, index) => {
      if (index > 0) {
        dribble(res);
        return;
      }
      res.statusCode = 503;
      res.end();
    };
    const res = await rawRequest(site.url, '/api/x');
    // The second try dribbles for ever: a 504 at all is the deadline the two tries share.
    expect(res.status).toBe(504);
    expect(site.upstream.hits).toHaveLength(2);
  });

  it('does not retry a call the deadline ended', async () => {
    site.upstream.handle = dribbling;
    const res = await rawRequest(site.url, '/api/x');
    expect(res.status).toBe(504);
    // The call's line is written once it is over: no retry can follow it.
    expect(
      site.logger.lines.findLast((line) => line.message === 'api proxy')?.fields,
    ).toMatchObject({
      outcome: 'timeout',
      attempts: 1,
    });
    expect(site.upstream.hits).toHaveLength(1);
  });

  it('answers 408 in the envelope when the request body does not arrive in time, nothing upstream', async () => {
    const head = [
      'POST /api/users/report_user_action HTTP/1.1',
      `Host: ${new URL(site.url).host}`,
      `Cookie: ${site.visitor.cookie}`,
      `X-XSRF-TOKEN: ${site.visitor.token}`,
      'Content-Type: application/json',
      'Content-Length: 100',
    ].join('\r\n');
    // Two of the 100 announced bytes, then silence.
    const { answer, closedByServer, ms } = await rawExchange(
      site.url,
      `${head}\r\n\r\n{"`,
      DEADLINE_MS * 6,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({
      error_code: 408,
      error_message: 'Request body timed out',
      payload: null,
    });
    // The server closed the connection before the client's own wait (six deadlines) ran out.
    expect(closedByServer).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
    expect(site.upstream.hits).toHaveLength(0);
  });

  it('answers 502 in the envelope for a 3 MiB answer (over the 2 MiB default)', async () => {
    site.upstream.handle = (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(Buffer.alloc(3 * MIB, 0x20));
    };
    const res = await rawRequest(site.url, '/api/visitor/game/list');
    expect(res.status).toBe(502);
    expect(envelopeOf(res.body)).toEqual({
      error_code: 502,
      error_message: 'Bad upstream answer',
      payload: null,
    });
    expect(
      String(site.logger.lines.findLast((line) => line.message === 'api proxy')?.fields?.error),
    ).toMatch(/maxContentLength/);
  });

  it('stops reading an endless answer at the cap instead of holding it in memory', async () => {
    let written = 0;
    let upstreamClosed: Promise<void> | undefined;
    site.upstream.handle = (_req, res) => {
      upstreamClosed = closedBy(res);
      res.setHeader('Content-Type', 'application/octet-stream');
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      // Honours backpressure: only what the proxy reads (plus socket buffers) gets written.
      const pump = () => {
        while (!res.destroyed && written < 256 * MIB) {
          written += chunk.length;
          if (!res.write(chunk)) {
            res.once('drain', pump);
            return;
          }
        }
      };
      pump();
    };
    const res = await rawRequest(site.url, '/api/x');
    expect(res.status).toBe(502);
    await upstreamClosed;
    // The cap plus what the kernel buffers on loopback: far from the 256 MiB on offer.
    expect(written).toBeLessThan(DEFAULT_UPSTREAM_MAX_BYTES + 24 * MIB);
  });

  it('passes an answer of exactly the cap through whole', async () => {
    const body = Buffer.alloc(DEFAULT_UPSTREAM_MAX_BYTES, 0x62);
    site.upstream.handle = (_req, res) => {
      res.setHeader('Content-Type', 'application/octet-stream');
      res.end(body);
    };
    const res = await rawRequest(site.url, '/api/x');
    expect(res.status).toBe(200);
    expect(res.body.equals(body)).toBe(true);
  });

  it('honours a smaller cap (UPSTREAM_MAX_BYTES)', async () => {
    const small = await startProxySite({ maxAnswerBytes: 1024 });
    try {
      small.upstream.handle = (_req, res) => res.end(Buffer.alloc(1025, 0x63));
      expect((await rawRequest(small.url, '/api/x')).status).toBe(502);
      small.upstream.handle = (_req, res) => res.end(Buffer.alloc(1024, 0x63));
      expect((await rawRequest(small.url, '/api/x')).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('the real app with its real deadline', () => {
  let upstream: { url: string; close(): Promise<void> };
  let testApp: TestApp;

  beforeAll(async () => {
    upstream = await listen(http.createServer((_req, res) => dribble(res)));
    testApp = await startTestApp({ upstreamUrl: upstream.url });
  });
  afterAll(async () => {
    await testApp.close();
    await upstream.close();
  });

  /**
   * GETs `path` and times it. The client gives up 5 s after the deadline, not at 71 s: an answer
   * at all shows the deadline ended the wait for an upstream that never finishes.
   */
  async function timed(path: string) {
    const started = Date.now();
    const res = await request(testApp.app)
      .get(path)
      .set('User-Agent', DESKTOP_UA)
      .timeout(HTTP_TIMEOUT_MS + 5000);
    return { res, ms: Date.now() - started };
  }

  // Each waits for the 10 s deadline; run side by side, they cost one wait.
  it.concurrent('answers /api with a 504 envelope at 10 s', async () => {
    const { res, ms } = await timed('/api/visitor/game/list');
    expect(res.status).toBe(504);
    expect(res.body).toEqual({
      error_code: 504,
      error_message: 'Upstream timed out',
      payload: null,
    });
    expect(ms).toBeGreaterThanOrEqual(HTTP_TIMEOUT_MS - 50);
  });

  it.concurrent(
    'fails a page whose critical data dribbles at 10 s with the unavailable page',
    async () => {
      const { res, ms } = await timed('/game-library/1');
      expect(res.status).toBe(503);
      expect(readableHtml(res.text)).toContain(resources.zh.core.errors.unavailableHeading);
      expect(ms).toBeGreaterThanOrEqual(HTTP_TIMEOUT_MS - 50);
    },
  );

  it.concurrent('shows an error state when streamed data dribbles', async () => {
    const { res } = await timed('/game-library');
    expect(res.status).toBe(200);
    expect(res.text).toContain('load-error');
  });
});

describe('the real app with UPSTREAM_MAX_BYTES', () => {
  let testApp: TestApp;
  let gameId: number;

  beforeAll(async () => {
    // The game list and a game's detail from the demo API are longer than this.
    testApp = await startTestApp({ env: { UPSTREAM_MAX_BYTES: String(MIN_UPSTREAM_MAX_BYTES) } });
    ({ gameId } = await sampleIds(testApp.upstreamUrl));
  });
  afterAll(() => testApp.close());

  it('refuses an answer over the cap on /api with a 502 envelope', async () => {
    const res = await request(testApp.app).get('/api/visitor/game/list');
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ error_code: 502, payload: null });
  });

  it('refuses it for page data too: the page fails instead of rendering it', async () => {
    const res = await request(testApp.app)
      .get(`/game-library/${gameId}`)
      .set('User-Agent', DESKTOP_UA);
    expect(res.status).toBe(503);
  });
});

describe('the real app with the default cap', () => {
  const site = proxySiteForSuite({ whole: true });

  it('answers a 3 MiB upstream answer with a 502 envelope', async () => {
    site.upstream.handle = (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(Buffer.alloc(3 * MIB, 0x20));
    };
    const res = await request(site.url).get('/api/visitor/game/list');
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ error_code: 502, payload: null });
  });
});
