/**
 * The /api proxy's retries and deadline: GET, HEAD and OPTIONS are tried once more on 408, 409,
 * 425, 429, 500, 502, 503, 504 or a failed connection, unsafe methods never; one deadline covers
 * the whole call (504 past it, not retried), an unreachable upstream is a 502, and a client that
 * leaves cancels its call.
 */
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { USER_CALL_PATHS } from '../../../shared/api/endpoints';
import { XSRF_TOKEN_PATH } from '../../../shared/spec-constants';
import { listen } from '../../helpers/listen';
import { buildTestApp, type RecordingLogger, recordingLogger } from '../../helpers/proxy-app';
import { rawRequest } from '../../helpers/raw-target';
import {
  closedPortUrl,
  type FakeUpstream,
  startFakeUpstream,
  type UpstreamHandler,
} from '../../helpers/upstreams';
import { credentialsFrom, type VisitorCredentials } from '../../helpers/visitor-cookies';

const TIMEOUT_MS = 200;
const RETRYABLE = [408, 409, 425, 429, 500, 502, 503, 504];

let upstream: FakeUpstream;
let site: { url: string; close(): Promise<void> };
let visitor: VisitorCredentials;
const logger = recordingLogger();

beforeAll(async () => {
  upstream = await startFakeUpstream();
  site = await listen(buildTestApp({ upstreamUrl: upstream.url, timeoutMs: TIMEOUT_MS, logger }));
  visitor = credentialsFrom((await request(site.url).get(XSRF_TOKEN_PATH)).headers['set-cookie']);
});
afterEach(() => {
  upstream.reset();
  logger.lines.length = 0;
});
afterAll(async () => {
  await site.close();
  await upstream.close();
});

/** Answers `status` the first time, then 200 with "recovered". */
function failOnceWith(status: number): UpstreamHandler {
  return (_req, res, _hit, index) => {
    res.setHeader('Content-Type', 'application/json');
    if (index === 0) {
      res.statusCode = status;
      res.end(JSON.stringify({ error_code: status, error_message: 'first', payload: null }));
    } else {
      res.end(JSON.stringify({ error_code: 0, error_message: '', payload: 'recovered' }));
    }
  };
}

const dropFirstConnection: UpstreamHandler = (req, res, _hit, index) => {
  if (index === 0) req.socket.destroy();
  else res.end('{"error_code":0,"error_message":"","payload":"recovered"}');
};

/** Never answers: the call stays open until the proxy drops it. */
const holdAnswer: UpstreamHandler = () => undefined;

/** The fields of the last line the proxy wrote for a call. */
const proxyLine = (from: RecordingLogger) =>
  from.lines.findLast((line) => line.message === 'api proxy')?.fields;

const withToken = () => ({ cookie: visitor.cookie, 'x-xsrf-token': visitor.token });

describe('safe methods are retried once', () => {
  it.each(RETRYABLE)('GET is retried once on %i', async (status) => {
    upstream.handle = failOnceWith(status);
    const res = await rawRequest(site.url, '/api/visitor/game/list');
    expect(upstream.hits).toHaveLength(2);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString()).payload).toBe('recovered');
  });

  it.each(['HEAD', 'OPTIONS'])('%s is retried once on 503', async (method) => {
    upstream.handle = failOnceWith(503);
    const res = await rawRequest(site.url, '/api/x', { method });
    expect(upstream.hits).toHaveLength(2);
    expect(res.status).toBe(200);
  });

  it('GET is retried once when the connection drops', async () => {
    upstream.handle = dropFirstConnection;
    const res = await rawRequest(site.url, '/api/x');
    expect(upstream.hits).toHaveLength(2);
    expect(res.status).toBe(200);
  });

  it('passes the second failure through unchanged, after exactly two tries', async () => {
    upstream.handle = (_req, res) => {
      res.statusCode = 503;
      res.setHeader('Content-Type', 'text/plain');
      res.end('still down');
    };
    const res = await rawRequest(site.url, '/api/x');
    expect(upstream.hits).toHaveLength(2);
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.body.toString()).toBe('still down');
  });

  it('does not retry other statuses', async () => {
    upstream.handle = failOnceWith(501);
    const res = await rawRequest(site.url, '/api/x');
    expect(upstream.hits).toHaveLength(1);
    expect(res.status).toBe(501);
  });
});

describe('unsafe methods are never retried', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s answers 503 after one hit', async (method) => {
    upstream.handle = failOnceWith(503);
    const res = await rawRequest(site.url, USER_CALL_PATHS.sendCodeWithCaptcha, {
      method,
      headers: { ...withToken(), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(upstream.hits).toHaveLength(1);
    expect(res.status).toBe(503);
  });

  it('POST answers 502 when the connection drops, after one hit', async () => {
    upstream.handle = dropFirstConnection;
    const res = await rawRequest(site.url, USER_CALL_PATHS.loginRegister, {
      method: 'POST',
      headers: { ...withToken(), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(upstream.hits).toHaveLength(1);
    expect(res.status).toBe(502);
  });
});

describe('failures the proxy answers itself', () => {
  it('answers 502 in the envelope when the upstream port is closed', async () => {
    const logger = recordingLogger();
    const closed = await listen(buildTestApp({ upstreamUrl: await closedPortUrl(), logger }));
    try {
      const res = await rawRequest(closed.url, '/api/x');
      expect(res.status).toBe(502);
      const lines = logger.lines.filter((line) => line.message === 'api proxy');
      expect(lines).toHaveLength(1);
      expect(lines[0]?.fields).toMatchObject({ outcome: 'unreachable', attempts: 2 });
      expect(String(lines[0]?.fields?.error)).toMatch(/ECONNREFUSED/);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.body.toString())).toEqual({
        error_code: 502,
        error_message: 'Upstream unreachable',
        payload: null,
      });
    } finally {
      await closed.close();
    }
  });

  it('answers 504 in the envelope on a slow upstream, without retrying', async () => {
    upstream.handle = holdAnswer;
    const res = await rawRequest(site.url, '/api/x');
    expect(res.status).toBe(504);
    expect(JSON.parse(res.body.toString())).toEqual({
      error_code: 504,
      error_message: 'Upstream timed out',
      payload: null,
    });
    // The call's line is written once it is over: no retry can follow it.
    expect(proxyLine(logger)).toMatchObject({ outcome: 'timeout', attempts: 1 });
    expect(upstream.hits).toHaveLength(1);
  });

  it('counts the deadline over retries: a slow second try still ends in 504', async () => {
    upstream.handle = (req, res, hit, index) => {
      if (index === 0) {
        res.statusCode = 503;
        res.end();
      } else {
        holdAnswer(req, res, hit, index);
      }
    };
    const res = await rawRequest(site.url, '/api/x');
    expect(res.status).toBe(504);
    expect(proxyLine(logger)).toMatchObject({ outcome: 'timeout', attempts: 2 });
    expect(upstream.hits).toHaveLength(2);
  });

  it('aborts the upstream call when the client goes away', async () => {
    // The default 10 s deadline, past this test's own timeout: only the client's leaving can
    // end the upstream call in time.
    const patient = await listen(buildTestApp({ upstreamUrl: upstream.url }));
    try {
      const upstreamClosed = new Promise<void>((resolve) => {
        upstream.handle = (_req, res) => res.on('close', () => resolve());
      });
      const client = new AbortController();
      const call = fetch(`${patient.url}/api/x`, { signal: client.signal }).catch(() => 'aborted');
      await upstream.reached(1);
      client.abort();
      await expect(call).resolves.toBe('aborted');
      await upstreamClosed;
      expect(upstream.hits).toHaveLength(1);
    } finally {
      await patient.close();
    }
  }, 5_000);
});
