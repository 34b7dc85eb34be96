/**
 * Requests the /api proxy refuses before anything goes upstream, each in the error envelope: a
 * body over 1 MiB (413) or in an unknown encoding (415), a path that would leave /api once
 * normalised (400), an unknown method (405); and an answer that stalls past the deadline (504).
 */
import http from 'node:http';

import { describe, expect, it } from 'vitest';

import { proxySiteForSuite } from '../../helpers/proxy-site';
import { rawRequest } from '../../helpers/raw-target';

const MIB = 1024 * 1024;
/** Room enough for a 1 MiB upload on a busy machine, short enough for the stall test. */
const TIMEOUT_MS = 1000;

const site = proxySiteForSuite({ timeoutMs: TIMEOUT_MS });

const tokenHeaders = () => ({
  cookie: site.visitor.cookie,
  'x-xsrf-token': site.visitor.token,
  'content-type': 'application/octet-stream',
});

function envelopeOf(body: Buffer): unknown {
  return JSON.parse(body.toString());
}

describe('body limit', () => {
  it('answers 413 in the envelope for 1 MiB + 1 byte, nothing upstream', async () => {
    const res = await rawRequest(site.url, '/api/users/report_user_action', {
      method: 'POST',
      headers: tokenHeaders(),
      body: Buffer.alloc(MIB + 1, 97),
    });
    expect(res.status).toBe(413);
    expect(envelopeOf(res.body)).toEqual({
      error_code: 413,
      error_message: 'Request body too large',
      payload: null,
    });
    expect(site.upstream.hits).toHaveLength(0);
  });

  it('answers 413 for an oversized chunked body without a declared length', async () => {
    const { hostname, port } = new URL(site.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        { hostname, port, path: '/api/x', method: 'POST', headers: tokenHeaders() },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      expect(req.getHeader('content-length')).toBeUndefined();
      for (let sent = 0; sent <= MIB; sent += 64 * 1024) req.write(Buffer.alloc(64 * 1024, 97));
      req.end();
    });
    expect(status).toBe(413);
    expect(site.upstream.hits).toHaveLength(0);
  });

  it('answers 415 in the envelope for a body in an unknown encoding, nothing upstream', async () => {
    const res = await rawRequest(site.url, '/api/x', {
      method: 'POST',
      headers: { ...tokenHeaders(), 'content-encoding': 'x-unknown' },
      body: 'abc',
    });
    expect(res.status).toBe(415);
    expect(envelopeOf(res.body)).toMatchObject({ error_code: 415, payload: null });
    expect(site.upstream.hits).toHaveLength(0);
  });

  it('forwards exactly 1 MiB', async () => {
    const res = await rawRequest(site.url, '/api/users/report_user_action', {
      method: 'POST',
      headers: tokenHeaders(),
      body: Buffer.alloc(MIB, 97),
    });
    expect(res.status).toBe(200);
    expect(site.upstream.hits[0]?.body.length).toBe(MIB);
  });
});

describe('path normalisation', () => {
  it.each([
    '/api/../x',
    '/api/./x',
    '/api/%2e%2e/x',
    '/api/%2E%2e/x',
    '/api/.%2e/x',
    '/api/a%2Fb',
    '/api/a%2fb',
    '/api/a%5cb',
    '/api/a%5Cb',
    '/api/a\\b',
    '/api//evil.example/x',
    '/api/x//y',
    '/api/x%00y',
    '/api/%E0%A4%A',
    'http://evil.example/api/x',
    'http://evil.example/api/../x',
  ])('answers 400 for %s, nothing upstream', async (target) => {
    const res = await rawRequest(site.url, target);
    expect(res.status).toBe(400);
    expect(envelopeOf(res.body)).toEqual({
      error_code: 400,
      error_message: 'Invalid API path',
      payload: null,
    });
    expect(site.upstream.hits).toHaveLength(0);
  });

  it('never forwards //evil.example/api (it is not under /api)', async () => {
    const res = await rawRequest(site.url, '//evil.example/api/x');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(site.upstream.hits).toHaveLength(0);
  });

  it('keeps dots and encoded characters that stay inside /api', async () => {
    const target = '/api/visitor/game/knowledge/search?keyword=..%2F..&q=a//b';
    const res = await rawRequest(site.url, target);
    expect(res.status).toBe(200);
    expect(site.upstream.hits[0]?.url).toBe(target);
  });
});

describe('methods', () => {
  it('answers 405 for methods outside GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE', async () => {
    const res = await rawRequest(site.url, '/api/x', {
      method: 'PROPFIND',
      headers: tokenHeaders(),
    });
    expect(res.status).toBe(405);
    expect(site.upstream.hits).toHaveLength(0);
  });
});

describe('deadline while the answer streams', () => {
  it('answers 504 in the envelope for a body that stalls past the deadline, not a cut 200', async () => {
    let droppedMidAnswer = false;
    site.upstream.handle = (_req, res) => {
      res.setHeader('Content-Type', 'text/plain');
      res.write('partial');
      res.on('close', () => (droppedMidAnswer = !res.writableEnded));
    };
    const res = await rawRequest(site.url, '/api/x');
    expect(res.status).toBe(504);
    expect(envelopeOf(res.body)).toEqual({
      error_code: 504,
      error_message: 'Upstream timed out',
      payload: null,
    });
    // The proxy hung up on the stalled answer rather than waiting for the rest.
    await expect.poll(() => droppedMidAnswer).toBe(true);
  });
});
