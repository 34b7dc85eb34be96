/**
 * What crosses the /api proxy unchanged (path, query, method, body; status, content type and body
 * back), and which headers do not cross: hop-by-hop ones, Host, Cookie and the anti-forgery header
 * on the way up, Set-Cookie on the way back; X-Forwarded-For is built from the trusted address.
 */
import { brotliDecompressSync, gunzipSync, gzipSync, zstdDecompressSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { USER_CALL_PATHS } from '../../../shared/api/endpoints';
import { proxySiteForSuite, startProxySite } from '../../helpers/proxy-site';
import { rawRequest } from '../../helpers/raw-target';

const site = proxySiteForSuite();

describe('pass-through', () => {
  it('forwards method, path and query unchanged and returns status, body and type', async () => {
    site.upstream.handle = (_req, res) => {
      res.statusCode = 418;
      res.setHeader('Content-Type', 'text/x-custom; charset=gbk');
      res.end('raw body');
    };
    const target = '/api/visitor/game/list?page=2&keyword=a%20b&keyword=c+d&x=%E6%B8%B8';
    const res = await rawRequest(site.url, target);
    expect(site.upstream.hits).toHaveLength(1);
    expect(site.upstream.hits[0]?.method).toBe('GET');
    expect(site.upstream.hits[0]?.url).toBe(target);
    expect(res.status).toBe(418);
    expect(res.headers['content-type']).toBe('text/x-custom; charset=gbk');
    expect(res.body.toString()).toBe('raw body');
  });

  it('forwards a request body byte for byte with its content type', async () => {
    site.upstream.handle = (_req, res, hit) => {
      res.setHeader('Content-Type', 'application/octet-stream');
      res.end(hit.body);
    };
    const body = Buffer.from([0, 1, 2, 255, 254, 10, 13]);
    const res = await rawRequest(site.url, '/api/im/history_messages', {
      method: 'PATCH',
      headers: {
        cookie: site.visitor.cookie,
        'x-xsrf-token': site.visitor.token,
        'content-type': 'application/x-weird',
      },
      body,
    });
    expect(res.status).toBe(200);
    expect(res.body.equals(body)).toBe(true);
    expect(site.upstream.hits[0]?.method).toBe('PATCH');
    expect(site.upstream.hits[0]?.headers['content-type']).toBe('application/x-weird');
    expect(site.upstream.hits[0]?.headers['content-length']).toBe(String(body.length));
  });

  it('decodes a compressed request body and sends it upstream plain', async () => {
    const body = Buffer.from('{"phone":"13800138000"}');
    await rawRequest(site.url, USER_CALL_PATHS.verifyPhoneCode, {
      method: 'POST',
      headers: {
        cookie: site.visitor.cookie,
        'x-xsrf-token': site.visitor.token,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      body: gzipSync(body),
    });
    expect(site.upstream.hits[0]?.body.equals(body)).toBe(true);
    expect(site.upstream.hits[0]?.headers['content-encoding']).toBeUndefined();
    expect(site.upstream.hits[0]?.headers['content-length']).toBe(String(body.length));
  });

  it('passes a compressed body through without decoding it', async () => {
    const gzipped = gzipSync(Buffer.from('{"error_code":0,"error_message":"","payload":1}'));
    site.upstream.handle = (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Content-Encoding', 'gzip');
      res.end(gzipped);
    };
    const res = await rawRequest(site.url, '/api/x', { headers: { 'accept-encoding': 'gzip' } });
    expect(site.upstream.hits[0]?.headers['accept-encoding']).toBe('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.equals(gzipped)).toBe(true);
  });

  const listJson = JSON.stringify({
    error_code: 0,
    error_message: '',
    payload: { list: Array.from({ length: 100 }, (_, id) => ({ id, name: `游戏 ${id}` })) },
  });

  it.each([
    ['gzip, deflate, br, zstd', 'zstd', zstdDecompressSync],
    ['gzip, deflate, br', 'gzip', gunzipSync],
    ['br', 'br', brotliDecompressSync],
  ])(
    'compresses plain JSON whole for Accept-Encoding "%s", in %s',
    async (accept, coding, decode) => {
      site.upstream.handle = (_req, res) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(listJson);
      };
      const res = await rawRequest(site.url, '/api/x', { headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decode(res.body).toString()).toBe(listJson);
    },
  );

  it('sends JSON as it came to a client that names no encoding, and small JSON', async () => {
    site.upstream.handle = (req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(
        req.url === '/api/small' ? '{"error_code":0,"error_message":"","payload":1}' : listJson,
      );
    };
    const plain = await rawRequest(site.url, '/api/x');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(listJson);
    const small = await rawRequest(site.url, '/api/small', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ payload: 1 });
  });

  it('adds no Accept-Encoding, Accept or User-Agent of its own', async () => {
    await rawRequest(site.url, '/api/x');
    const headers = site.upstream.hits[0]?.headers ?? {};
    expect(headers['accept-encoding']).toBeUndefined();
    expect(headers.accept).toBeUndefined();
    expect(headers['user-agent']).toBeUndefined();
  });

  it('writes one log line per call with method, path, status, attempts, ms and request id', async () => {
    await rawRequest(site.url, '/api/users/me/?token=secret', {
      headers: { 'x-request-id': 'r-1' },
    });
    const lines = site.logger.lines.filter((line) => line.message === 'api proxy');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.fields).toMatchObject({
      method: 'GET',
      path: '/api/users/me/',
      status: 200,
      attempts: 1,
      requestId: 'r-1',
    });
    expect(typeof lines[0]?.fields?.ms).toBe('number');
  });
});

describe('request headers', () => {
  it('strips Cookie, Host, the anti-forgery header, hop-by-hop and unlisted headers', async () => {
    await rawRequest(site.url, USER_CALL_PATHS.verifyPhoneCode, {
      method: 'POST',
      headers: {
        cookie: site.visitor.cookie,
        'x-xsrf-token': site.visitor.token,
        'content-type': 'application/json',
        connection: 'keep-alive, x-hop',
        'x-hop': 'drop me',
        'keep-alive': 'timeout=5',
        te: 'trailers',
        'proxy-authorization': 'Basic abc',
        'x-kept': 'kept',
        authorization: 'Bearer user-token',
        lan: 'ja',
      },
      body: '{}',
    });
    const headers = site.upstream.hits[0]?.headers ?? {};
    expect(headers.cookie).toBeUndefined();
    expect(headers['x-xsrf-token']).toBeUndefined();
    expect(headers['x-hop']).toBeUndefined();
    expect(headers['keep-alive']).toBeUndefined();
    expect(headers.te).toBeUndefined();
    expect(headers['proxy-authorization']).toBeUndefined();
    expect(headers.host).toBe(new URL(site.upstream.url).host);
    expect(headers['x-kept']).toBeUndefined();
    expect(headers.authorization).toBe('Bearer user-token');
    expect(headers.lan).toBe('ja');
  });

  it('builds X-Forwarded-* from what Express trusts, ignoring client claims', async () => {
    await rawRequest(site.url, '/api/x', {
      headers: {
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        forwarded: 'for=6.6.6.6',
        'x-real-ip': '6.6.6.6',
      },
    });
    const headers = site.upstream.hits[0]?.headers ?? {};
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(new URL(site.url).host);
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
  });

  it('uses the address a trusted proxy reports when TRUST_PROXY says so', async () => {
    const trusted = await startProxySite({ trustProxy: true });
    try {
      await rawRequest(trusted.url, '/api/x', {
        headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' },
      });
      expect(trusted.upstream.hits[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
      expect(trusted.upstream.hits[0]?.headers['x-forwarded-proto']).toBe('https');
    } finally {
      await trusted.close();
    }
  });

  it('keeps a sane X-Request-Id and returns it', async () => {
    const res = await rawRequest(site.url, '/api/x', { headers: { 'x-request-id': 'abc-123' } });
    expect(site.upstream.hits[0]?.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it("returns the site's X-Request-Id on an answer whose upstream sent its own", async () => {
    site.upstream.handle = (_req, res) => {
      res.setHeader('X-Request-Id', 'upstream-7');
      res.setHeader('Content-Type', 'application/json');
      res.end('{"error_code":0,"error_message":"","payload":null}');
    };
    const res = await rawRequest(site.url, '/api/x', { headers: { 'x-request-id': 'abc-124' } });
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('abc-124');
  });

  it.each([
    ['an unknown method (405)', '/api/x', 'PROPFIND', true, 405],
    ['a path off /api (400)', '/api/x%00y', 'GET', false, 400],
    ['a write without a token (403)', '/api/x', 'POST', false, 403],
  ])(
    'returns the X-Request-Id on the envelope of %s',
    async (_name, target, method, token, status) => {
      const credentials: Record<string, string> = token
        ? { cookie: site.visitor.cookie, 'x-xsrf-token': site.visitor.token }
        : {};
      const res = await rawRequest(site.url, target, {
        method,
        headers: { ...credentials, 'x-request-id': 'abc-125' },
      });
      expect(res.status).toBe(status);
      expect(res.headers['x-request-id']).toBe('abc-125');
      expect(site.upstream.hits).toHaveLength(0);
    },
  );

  it('generates an X-Request-Id when none or an insane one was sent', async () => {
    await rawRequest(site.url, '/api/x');
    await rawRequest(site.url, '/api/x', { headers: { 'x-request-id': 'bad id <script>' } });
    const [first, second] = site.upstream.hits.map((hit) => hit.headers['x-request-id']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });
});

describe('response headers', () => {
  it('passes only the allow-list: body, caching, validators and Retry-After', async () => {
    site.upstream.handle = (_req, res) => {
      res.setHeader('Set-Cookie', ['session=upstream; Path=/', 'other=1']);
      res.setHeader('Connection', 'x-hop-response');
      res.setHeader('X-Hop-Response', 'drop');
      res.setHeader('Refresh', '0;url=http://10.0.0.5/x');
      res.setHeader('Link', '<http://10.0.0.5/x>; rel=preload');
      res.setHeader('Server', 'internal-gateway/1.2');
      res.setHeader('X-Powered-By', 'Spring');
      res.setHeader('X-Upstream', 'unknown');
      res.setHeader('Content-Location', 'http://10.0.0.5/api/x');
      res.setHeader('Cache-Control', 'max-age=60');
      res.setHeader('ETag', '"v1"');
      res.setHeader('Last-Modified', 'Tue, 03 Nov 2026 10:00:00 GMT');
      res.setHeader('Retry-After', '30');
      res.setHeader('Content-Type', 'application/json');
      res.end('{}');
    };
    const res = await rawRequest(site.url, '/api/x');
    for (const name of [
      'set-cookie',
      'x-hop-response',
      'refresh',
      'link',
      'server',
      'x-powered-by',
      'x-upstream',
      'content-location',
    ]) {
      expect(res.headers[name], name).toBeUndefined();
    }
    expect(res.headers).toMatchObject({
      'cache-control': 'max-age=60',
      etag: '"v1"',
      'last-modified': 'Tue, 03 Nov 2026 10:00:00 GMT',
      'retry-after': '30',
      'content-type': 'application/json',
    });
  });
});
