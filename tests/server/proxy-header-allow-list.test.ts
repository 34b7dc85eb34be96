/**
 * What reaches the upstream of the headers a client sends through /api: the allow-list and the
 * forwarding headers the site builds itself, nothing else (the probe's list of headers that an
 * upstream or its gateway might trust).
 */
import { describe, expect, it } from 'vitest';

import { proxySiteForSuite } from '../helpers/proxy-site';

const site = proxySiteForSuite({ whole: true });

/** Header, the value a client sends, and what the upstream must see (undefined: nothing). */
const TABLE: [string, string, string | undefined][] = [
  // The API client's own headers cross unchanged.
  ['area', 'cn', 'cn'],
  ['lan', 'ja', 'ja'],
  ['app-platform', 'web', 'web'],
  ['module', 'web', 'web'],
  ['platform-source', 'mobile_web', 'mobile_web'],
  ['authorization', 'Bearer t', 'Bearer t'],
  ['user_id', '42', '42'],
  ['device-identifier', 'abc', 'abc'],
  ['app-channel', 'official-website', 'official-website'],
  // Content negotiation and tracing.
  ['accept', 'application/json', 'application/json'],
  ['accept-encoding', 'gzip', 'gzip'],
  ['accept-language', 'ja', 'ja'],
  [
    'traceparent',
    '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
  ],
  ['tracestate', 'vendor=1', 'vendor=1'],
  // The probe's list: false addresses, another path, another method.
  ['true-client-ip', '6.6.6.6', undefined],
  ['x-client-ip', '6.6.6.6', undefined],
  ['cf-connecting-ip', '6.6.6.6', undefined],
  ['x-real-ip', '6.6.6.6', undefined],
  ['forwarded', 'for=6.6.6.6', undefined],
  ['x-original-url', '/api/admin', undefined],
  ['x-rewrite-url', '/api/admin', undefined],
  ['x-http-method-override', 'DELETE', undefined],
  ['x-http-method', 'DELETE', undefined],
  ['x-method-override', 'DELETE', undefined],
  ['x-demo-delay-ms', '9000', undefined],
  ['x-demo-status', '500', undefined],
  // And whatever else a client invents, including the site's own cookies and token.
  ['cookie', 'sid=1', undefined],
  ['x-xsrf-token', 'token', undefined],
  ['user-agent', 'probe/1.0', undefined],
  ['referer', 'https://evil.example/', undefined],
  ['origin', 'https://evil.example', undefined],
  ['x-custom', 'anything', undefined],
  ['if-none-match', '"x"', undefined],
  ['range', 'bytes=0-1', undefined],
  ['proxy-authorization', 'Basic abc', undefined],
  // The forwarding headers are the site's own, never the client's.
  ['x-forwarded-for', '6.6.6.6', '127.0.0.1'],
  ['x-forwarded-host', 'evil.example', 'SITE_HOST'],
  ['x-forwarded-proto', 'https', 'http'],
  ['x-forwarded-port', '1', undefined],
  ['x-forwarded-prefix', '/admin', undefined],
];

const CSRF_INPUTS = new Set(['cookie', 'x-xsrf-token', 'origin']);

describe('request headers through /api', () => {
  it.each(TABLE)('%s: %s', async (name, value, expected) => {
    await fetch(`${site.url}/api/visitor/game/list`, { headers: { [name]: value } });
    expect(site.upstream.hits).toHaveLength(1);
    const seen = site.upstream.hits[0]!.headers[name];
    expect(seen).toBe(expected === 'SITE_HOST' ? new URL(site.url).host : expected);
  });

  it('sends nothing but the allow-list, the framing and its own forwarding headers', async () => {
    await fetch(`${site.url}/api/users/report_user_action`, {
      method: 'POST',
      headers: {
        // All but what the anti-forgery check reads, which must be the visitor's own here.
        ...Object.fromEntries(
          TABLE.filter(([name]) => !CSRF_INPUTS.has(name)).map(([name, value]) => [name, value]),
        ),
        cookie: site.visitor.cookie,
        'x-xsrf-token': site.visitor.token,
        'content-type': 'application/json',
      },
      body: '{"action":""}',
    });
    const allowed = new Set([
      ...TABLE.filter(([, , expected]) => expected !== undefined).map(([name]) => name),
      'host',
      'connection',
      'content-type',
      'content-length',
      'x-request-id',
    ]);
    const sent = Object.keys(site.upstream.hits[0]!.headers);
    expect(sent.filter((name) => !allowed.has(name))).toEqual([]);
    expect(site.upstream.hits[0]!.headers['content-type']).toBe('application/json');
    expect(site.upstream.hits[0]!.headers['content-length']).toBe('13');
  });
});
