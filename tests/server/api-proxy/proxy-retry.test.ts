/**
 * The /api proxy's retries and deadline: GET, HEAD and OPTIONS are tried once more on 408, 409,
 * 425, 429, 500, 502, 503, 504 or a failed connection, unsafe methods never; one deadline covers
 * the whole call (504 past it, not retried), an unreachable upstream is a 502, and a client that
 * leaves cancels its call.
 */
import { describe, expect, it } from 'vitest';

import { USER_CALL_PATHS } from '../../../shared/api/endpoints';
import { proxySiteForSuite, startProxySite } from '../../helpers/proxy-site';
import { rawRequest } from '../../helpers/raw-target';
import { closedPort, type UpstreamHandler } from '../../helpers/upstreams';

const TIMEOUT_MS = 200;
const RETRYABLE = [408, 409, 425, 429, 500, 502, 503, 504];

const site = proxySiteForSuite({ timeoutMs: TIMEOUT_MS });

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
const proxyLine = () => site.logger.lines.findLast((line) => line.message === 'api proxy')?.fields;

const withToken = () => ({ cookie: site.visitor.cookie, 'x-xsrf-token': site.visitor.token });

describe('safe methods are retried once', () => {
  it.each(RETRYABLE)('GET is retried once on %i', async (status) => {
    site.upstream.handle = failOnceWith(status);
    const res = await rawRequest(site.url, '/api/visitor/game/list');
    expect(site.upstream.hits).toHaveLength(2);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString()).payload).toBe('recovered');
  });

  it.each(['HEAD', 'OPTIONS'])('%s is retried once on 503', async (method) => {
    site.upstream.handle = failOnceWith(503);
    const res = await rawRequest(site.url, '/api/x', { method });
    expect(site.upstream.hits).toHaveLength(2);
    expect(res.status).toBe(200);
  });

  it('GET is retried once when the connection drops', async () => {
    site.upstream.handle = dropFirstConnection;
    const res = await rawRequest(site.url, '/api/x');
    expect(site.upstream.hits).toHaveLength(2);
    expect(res.status).toBe(200);
  });

  it('passes the second failure through unchanged, after exactly two tries', async () => {
    site.upstream.handle = (_req, res) => {
      res.statusCode = 503;
      res.setHeader('Content-Type', 'text/plain');
      res.end('still down');
    };
    const res = await rawRequest(site.url, '/api/x');
    expect(site.upstream.hits).toHaveLength(2);
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.body.toString()).toBe('still down');
  });

  it('does not retry other statuses', async () => {
    site.upstream.handle = failOnceWith(501);
    const res = await rawRequest(site.url, '/api/x');
    expect(site.upstream.hits).toHaveLength(1);
    expect(res.status).toBe(501);
  });
});

describe('unsafe methods are never retried', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s answers 503 after one hit', async (method) => {
    site.upstream.handle = failOnceWith(503);
    const res = await rawRequest(site.url, USER_CALL_PATHS.sendCodeWithCaptcha, {
      method,
      headers: { ...withToken(), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(site.upstream.hits).toHaveLength(1);
    expect(res.status).toBe(503);
  });

  it('POST answers 502 when the connection drops, after one hit', async () => {
    site.upstream.handle = dropFirstConnection;
    const res = await rawRequest(site.url, USER_CALL_PATHS.loginRegister, {
      method: 'POST',
      headers: { ...withToken(), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(site.upstream.hits).toHaveLength(1);
    expect(res.status).toBe(502);
  });
});

describe('failures the proxy answers itself', () => {
  it('answers 502 in the envelope when the upstream port is closed', async () => {
    const closed = await startProxySite({ upstream: closedPort });
    try {
      const res = await rawRequest(closed.url, '/api/x');
      expect(res.status).toBe(502);
      const lines = closed.logger.lines.filter((line) => line.message === 'api proxy');
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
    site.upstream.handle = holdAnswer;
    const res = await rawRequest(site.url, '/api/x');
    expect(res.status).toBe(504);
    expect(JSON.parse(res.body.toString())).toEqual({
      error_code: 504,
      error_message: 'Upstream timed out',
      payload: null,
    });
    // The call's line is written once it is over: no retry can follow it.
    expect(proxyLine()).toMatchObject({ outcome: 'timeout', attempts: 1 });
    expect(site.upstream.hits).toHaveLength(1);
  });

  it('counts the deadline over retries: a slow second try still ends in 504', async () => {
    site.upstream.handle = (req, res, hit, index) => {
      if (index === 0) {
        res.statusCode = 503;
        res.end();
      } else {
        holdAnswer(req, res, hit, index);
      }
    };
    const res = await rawRequest(site.url, '/api/x');
    expect(res.status).toBe(504);
    expect(proxyLine()).toMatchObject({ outcome: 'timeout', attempts: 2 });
    expect(site.upstream.hits).toHaveLength(2);
  });

  it('aborts the upstream call when the client goes away', async () => {
    // The default 10 s deadline, past this test's own timeout: only the client's leaving can
    // end the upstream call in time.
    const patient = await startProxySite();
    try {
      const upstreamClosed = new Promise<void>((resolve) => {
        patient.upstream.handle = (_req, res) => res.on('close', () => resolve());
      });
      const client = new AbortController();
      const call = fetch(`${patient.url}/api/x`, { signal: client.signal }).catch(() => 'aborted');
      await patient.upstream.reached(1);
      client.abort();
      await expect(call).resolves.toBe('aborted');
      await upstreamClosed;
      expect(patient.upstream.hits).toHaveLength(1);
    } finally {
      await patient.close();
    }
  }, 5_000);
});
