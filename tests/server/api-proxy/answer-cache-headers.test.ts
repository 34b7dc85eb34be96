/**
 * What a proxied GET answer says about caching: the visitor's alone unless the upstream says
 * otherwise, and varying on the request headers that reach the upstream, `lan` first.
 */
import { describe, expect, it } from 'vitest';

import { XSRF_TOKEN_PATH } from '../../../shared/api/xsrf';
import { proxySiteForSuite } from '../../helpers/proxy-site';
import { echoHandler } from '../../helpers/upstreams';
import { credentialsFrom } from '../../helpers/visitor-cookies';

const site = proxySiteForSuite();

const varyOf = (res: Response) =>
  (res.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());

describe('GET answers through /api', () => {
  it('are private and not stored when the upstream says nothing', async () => {
    const res = await fetch(`${site.url}/api/visitor/game/list`, { headers: { lan: 'ja' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(site.upstream.hits[0]!.headers.lan).toBe('ja');
  });

  it('vary on the language and the other headers that reach the upstream', async () => {
    const res = await fetch(`${site.url}/api/visitor/game/list`, {
      headers: { lan: 'en', 'accept-encoding': 'gzip' },
    });
    const vary = varyOf(res);
    for (const name of ['lan', 'area', 'platform-source', 'authorization', 'accept-language']) {
      expect(vary).toContain(name);
    }
    expect(vary).toContain('accept-encoding');
    expect(new Set(vary).size).toBe(vary.length);
  });

  it('keep the upstream’s own Cache-Control and merge its Vary', async () => {
    site.upstream.handle = (req, res, hit, index) => {
      res.setHeader('Cache-Control', 'public, max-age=60');
      res.setHeader('Vary', 'Origin, lan');
      echoHandler(req, res, hit, index);
    };
    const res = await fetch(`${site.url}/api/visitor/game/list`, { headers: { lan: 'zh' } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const vary = varyOf(res);
    expect(vary).toContain('origin');
    expect(vary.filter((name) => name === 'lan')).toHaveLength(1);
  });
});

describe('other answers through /api', () => {
  it('get no cache headers of the proxy’s own on a write', async () => {
    const page = await fetch(`${site.url}${XSRF_TOKEN_PATH}`);
    const visitor = credentialsFrom(page.headers.getSetCookie());
    const res = await fetch(`${site.url}/api/users/report_user_action`, {
      method: 'POST',
      headers: {
        cookie: visitor.cookie,
        'x-xsrf-token': visitor.token,
        'content-type': 'application/json',
      },
      body: '{"action":""}',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBeNull();
  });
});
