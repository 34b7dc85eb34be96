/**
 * An upstream that redirects: the browser is sent to the same path on this site, or gets a 502
 * envelope, and never sees the upstream's own address.
 */
import { describe, expect, it } from 'vitest';

import { proxySiteForSuite } from '../../helpers/proxy-site';

const site = proxySiteForSuite();

/** The proxy's answer to a GET the upstream answers with `status` and `location`. */
async function redirectedBy(location: string, status = 302) {
  site.upstream.handle = (_req, res) => {
    res.writeHead(status, { Location: location, 'Content-Location': location });
    res.end();
  };
  const res = await fetch(`${site.url}/api/visitor/game/list?page=1`, { redirect: 'manual' });
  const body = await res.text();
  const upstreamHost = new URL(site.upstream.url).host;
  expect(body).not.toContain(upstreamHost);
  expect(res.headers.get('content-location')).toBeNull();
  return { status: res.status, location: res.headers.get('location'), body };
}

describe('upstream redirects through the /api proxy', () => {
  it('turns a redirect to the upstream itself into the same path on this site', async () => {
    const moved = await redirectedBy(`${site.upstream.url}/api/visitor/game/all?page=1`, 301);
    expect(moved).toMatchObject({ status: 301, location: '/api/visitor/game/all?page=1' });
  });

  it('resolves a relative Location against the call', async () => {
    expect(await redirectedBy('all?x=1')).toMatchObject({
      status: 302,
      location: '/api/visitor/game/all?x=1',
    });
  });

  it("never relays a redirect's body, which names the upstream's own address", async () => {
    site.upstream.handle = (_req, res) => {
      const location = `${site.upstream.url}/api/visitor/game/all`;
      res.writeHead(302, { Location: location, 'Content-Type': 'text/plain' });
      res.end(`Found http://10.0.0.5/api/visitor/game/all ${location}`);
    };
    const res = await fetch(`${site.url}/api/visitor/game/list`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/api/visitor/game/all');
    expect(res.headers.get('content-type')).toBeNull();
    expect(await res.text()).toBe('');
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    '//evil.example/api/x',
    'https://evil.example/',
    '/elsewhere',
    '//',
  ])('refuses a redirect to %s with a 502 envelope', async (location) => {
    const refused = await redirectedBy(location);
    expect(refused.status).toBe(502);
    expect(refused.location).toBeNull();
    expect(JSON.parse(refused.body)).toMatchObject({ error_code: 502 });
  });
});
