/**
 * Anti-forgery (signed double submit): the token route issues the token cookie, and POST, PUT, PATCH
 * and DELETE under /api need it back in X-XSRF-TOKEN, or get a 403 in the envelope with nothing
 * sent upstream; so does a cross-site request or one from a foreign Origin.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { XSRF_TOKEN_PATH } from '../../../shared/api/xsrf';
import { proxySiteForSuite, startProxySite } from '../../helpers/proxy-site';
import { rawRequest } from '../../helpers/raw-target';
import {
  cookiesFrom,
  credentialsFrom,
  type VisitorCredentials,
} from '../../helpers/visitor-cookies';

const site = proxySiteForSuite();

async function visit(
  cookie?: string,
): Promise<{ setCookie: string[]; visitor: VisitorCredentials }> {
  const call = request(site.url).get(XSRF_TOKEN_PATH);
  const res = await (cookie ? call.set('cookie', cookie) : call);
  const raw = res.headers['set-cookie'];
  const setCookie = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return { setCookie, visitor: credentialsFrom(setCookie) };
}

function post(headers: Record<string, string>, method = 'POST') {
  return rawRequest(site.url, '/api/users/account_delete?verify_token=t', {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });
}

async function expectRefused(response: Promise<{ status: number; body: Buffer }>) {
  const res = await response;
  expect(res.status).toBe(403);
  const envelope = JSON.parse(res.body.toString());
  expect(envelope).toMatchObject({ error_code: 403, payload: null });
  expect(typeof envelope.error_message).toBe('string');
  expect(site.upstream.hits).toHaveLength(0);
}

describe('the token route', () => {
  it('sets an httpOnly sid and a readable XSRF-TOKEN, both SameSite=Lax, Path=/, never cached', async () => {
    const res = await request(site.url).get(XSRF_TOKEN_PATH);
    expect(res.status).toBe(204);
    expect(res.headers['cache-control']).toBe('no-store');
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const sid = setCookie.find((line) => line.startsWith('sid='));
    const token = setCookie.find((line) => line.startsWith('XSRF-TOKEN='));
    expect(sid).toMatch(/^sid=[A-Za-z0-9_-]{22};/);
    expect(sid).toMatch(/HttpOnly/);
    expect(sid).toMatch(/SameSite=Lax/);
    expect(sid).toMatch(/Path=\//);
    expect(sid).toMatch(/Max-Age=\d{7,}/);
    expect(sid).not.toMatch(/Secure/);
    expect(token).toBeDefined();
    expect(token).not.toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Lax/);
    expect(token).toMatch(/Path=\//);
  });

  it('sets no cookie when the visitor already holds a valid pair', async () => {
    const { visitor } = await visit();
    const again = await visit(visitor.cookie);
    expect(again.setCookie).toEqual([]);
  });

  it('keeps the sid and issues a new token when the token is missing or forged', async () => {
    const { visitor } = await visit();
    const sid = cookiesFrom(visitor.cookie.split('; ')).sid ?? '';
    for (const cookie of [`sid=${sid}`, `sid=${sid}; XSRF-TOKEN=forged.value`]) {
      const again = await visit(cookie);
      const issued = cookiesFrom(again.setCookie);
      expect(issued.sid).toBeUndefined();
      expect(issued['XSRF-TOKEN']).toBeTruthy();
      expect(issued['XSRF-TOKEN']).not.toBe('forged.value');
    }
  });

  it('issues a new sid and token for a malformed sid', async () => {
    const { setCookie } = await visit('sid=short; XSRF-TOKEN=x.y');
    const issued = cookiesFrom(setCookie);
    expect(issued.sid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(issued['XSRF-TOKEN']).toBeTruthy();
  });

  it('uses __Host-sid and Secure cookies when secure', async () => {
    const secure = await startProxySite({ alwaysSecure: true });
    try {
      const res = await request(secure.url).get(XSRF_TOKEN_PATH);
      const lines = res.headers['set-cookie'] as unknown as string[];
      expect(lines.find((line) => line.startsWith('__Host-sid='))).toMatch(/Secure/);
      expect(lines.find((line) => line.startsWith('XSRF-TOKEN='))).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });
});

describe('protectApi', () => {
  it('lets a valid token from the token route through, without forwarding it', async () => {
    const { visitor } = await visit();
    const res = await post({ cookie: visitor.cookie, 'x-xsrf-token': visitor.token });
    expect(res.status).toBe(200);
    expect(site.upstream.hits).toHaveLength(1);
    expect(site.upstream.hits[0]?.headers['x-xsrf-token']).toBeUndefined();
    expect(site.upstream.hits[0]?.headers.cookie).toBeUndefined();
  });

  it('accepts same-origin Origin and Sec-Fetch-Site', async () => {
    const { visitor } = await visit();
    const res = await post({
      cookie: visitor.cookie,
      'x-xsrf-token': visitor.token,
      origin: site.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(res.status).toBe(200);
  });

  it('lets safe methods through without a token', async () => {
    const res = await rawRequest(site.url, '/api/visitor/game/list');
    expect(res.status).toBe(200);
    expect(site.upstream.hits).toHaveLength(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s without a token', async (method) => {
    const { visitor } = await visit();
    await expectRefused(post({ cookie: visitor.cookie }, method));
  });

  it('refuses a wrong token', async () => {
    const { visitor } = await visit();
    await expectRefused(post({ cookie: visitor.cookie, 'x-xsrf-token': `${visitor.token}0` }));
    await expectRefused(post({ cookie: visitor.cookie, 'x-xsrf-token': 'abc.def' }));
  });

  it('refuses a header that merely equals a planted cookie', async () => {
    const { visitor } = await visit();
    const sid = cookiesFrom(visitor.cookie.split('; ')).sid;
    await expectRefused(
      post({ cookie: `sid=${sid}; XSRF-TOKEN=planted.value`, 'x-xsrf-token': 'planted.value' }),
    );
  });

  it("refuses another visitor's token (bound to the sid)", async () => {
    const alice = (await visit()).visitor;
    const bob = (await visit()).visitor;
    const bobSid = cookiesFrom(bob.cookie.split('; ')).sid;
    await expectRefused(
      post({
        cookie: `sid=${bobSid}; XSRF-TOKEN=${encodeURIComponent(alice.token)}`,
        'x-xsrf-token': alice.token,
      }),
    );
  });

  it('gives each of 150 new visitors their own sid and token, valid for that sid only', async () => {
    const visitors = [];
    for (let count = 0; count < 150; count++) visitors.push((await visit()).visitor);
    const sids = visitors.map((visitor) => cookiesFrom(visitor.cookie.split('; ')).sid);
    expect(new Set(sids).size).toBe(150);
    expect(new Set(visitors.map((visitor) => visitor.token)).size).toBe(150);
    for (const visitor of [visitors[0]!, visitors[64]!, visitors[149]!]) {
      const res = await post({ cookie: visitor.cookie, 'x-xsrf-token': visitor.token });
      expect(res.status).toBe(200);
    }
    const first = visitors[0]!;
    const lastSid = sids[149]!;
    site.upstream.reset();
    await expectRefused(
      post({
        cookie: `sid=${lastSid}; XSRF-TOKEN=${encodeURIComponent(first.token)}`,
        'x-xsrf-token': first.token,
      }),
    );
  });

  it('refuses a token without its cookies', async () => {
    const { visitor } = await visit();
    await expectRefused(post({ 'x-xsrf-token': visitor.token }));
  });

  it('refuses Sec-Fetch-Site: cross-site even with a valid token', async () => {
    const { visitor } = await visit();
    await expectRefused(
      post({
        cookie: visitor.cookie,
        'x-xsrf-token': visitor.token,
        'sec-fetch-site': 'cross-site',
      }),
    );
  });

  it.each(['https://evil.example', 'null', 'http://127.0.0.1:1'])(
    'refuses a foreign Origin (%s) even with a valid token',
    async (origin) => {
      const { visitor } = await visit();
      await expectRefused(post({ cookie: visitor.cookie, 'x-xsrf-token': visitor.token, origin }));
    },
  );

  it('accepts an Origin listed in allowedOrigins', async () => {
    const allowed = await startProxySite({ allowedOrigins: ['https://www.example.com'] });
    try {
      const { visitor } = allowed;
      const res = await rawRequest(allowed.url, '/api/x', {
        method: 'POST',
        headers: {
          cookie: visitor.cookie,
          'x-xsrf-token': visitor.token,
          origin: 'https://www.example.com',
        },
        body: '{}',
      });
      expect(res.status).toBe(200);
    } finally {
      await allowed.close();
    }
  });
});

describe('cookie values are strings', () => {
  it.each(['XSRF-TOKEN=j:{"a":1}', 'XSRF-TOKEN=j:["x.y"]', 'sid=j:{"a":1}; XSRF-TOKEN=j:{"a":1}'])(
    'answers the token route with %s by issuing a fresh token',
    async (cookie) => {
      const res = await request(site.url).get(XSRF_TOKEN_PATH).set('cookie', cookie);
      expect(res.status).toBe(204);
      const issued = cookiesFrom(res.headers['set-cookie']);
      expect(issued['XSRF-TOKEN']).toMatch(/^[0-9a-f]{64}\.[0-9a-f]{64}$/);
    },
  );

  it('issues a new sid for a JSON-looking one', async () => {
    const res = await request(site.url)
      .get(XSRF_TOKEN_PATH)
      .set('cookie', 'sid=j:"AAAAAAAAAAAAAAAAAAAAAA"');
    expect(cookiesFrom(res.headers['set-cookie']).sid).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses a JSON-looking token on /api with 403, not 500', async () => {
    const { visitor } = await visit();
    const sid = cookiesFrom(visitor.cookie.split('; ')).sid;
    await expectRefused(
      post({ cookie: `sid=${sid}; XSRF-TOKEN=j:{"a":1}`, 'x-xsrf-token': 'j:{"a":1}' }),
    );
  });
});

describe('secure cookies follow the request', () => {
  const trusted = proxySiteForSuite({ trustProxy: true });

  const https = { 'x-forwarded-proto': 'https' };

  async function pageCookies(url: string, headers: Record<string, string> = {}) {
    const res = await request(url).get(XSRF_TOKEN_PATH).set(headers);
    return ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  }

  it('sets __Host-sid and Secure cookies behind a trusted TLS proxy', async () => {
    const lines = await pageCookies(trusted.url, https);
    const sid = lines.find((line) => line.startsWith('__Host-sid='));
    expect(sid).toMatch(/; Secure/);
    expect(sid).toMatch(/; Path=\/(;|$)/);
    expect(sid).toMatch(/HttpOnly/);
    expect(sid).not.toMatch(/Domain=/i);
    expect(lines.find((line) => line.startsWith('XSRF-TOKEN='))).toMatch(/; Secure/);
    expect(lines.some((line) => line.startsWith('sid='))).toBe(false);
  });

  it('sets the plain sid without Secure over plain http', async () => {
    const lines = await pageCookies(trusted.url);
    expect(lines.find((line) => line.startsWith('sid='))).not.toMatch(/Secure/);
    expect(lines.find((line) => line.startsWith('XSRF-TOKEN='))).not.toMatch(/Secure/);
    expect(lines.some((line) => line.startsWith('__Host-sid='))).toBe(false);
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const lines = await pageCookies(site.url, https);
    expect(lines.find((line) => line.startsWith('sid='))).not.toMatch(/Secure/);
    expect(lines.some((line) => line.startsWith('__Host-sid='))).toBe(false);
  });

  it('validates with the cookie name of the request scheme', async () => {
    const secure = credentialsFrom(await pageCookies(trusted.url, https));
    const plain = credentialsFrom(await pageCookies(trusted.url));
    const call = (visitor: VisitorCredentials, headers: Record<string, string> = {}) =>
      rawRequest(trusted.url, '/api/x', {
        method: 'POST',
        headers: { cookie: visitor.cookie, 'x-xsrf-token': visitor.token, ...headers },
        body: '{}',
      });
    expect((await call(secure, https)).status).toBe(200);
    expect((await call(plain)).status).toBe(200);
    site.upstream.reset();
    // An https token is bound to __Host-sid: over http that name is not read, and vice versa.
    await expectRefused(call(secure));
    await expectRefused(call(plain, https));
  });
});
