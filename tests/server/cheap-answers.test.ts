/**
 * Requests that cost a visitor nothing must cost the site little: unknown file-like paths get a
 * small plain 404 (not the not-found page's render), and the QR images are compressed once.
 */
import { gunzipSync } from 'node:zlib';

import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { SOCIAL_CHANNEL_KEYS } from '../../shared/public-facts';
import { proxySiteForSuite } from '../helpers/proxy-site';
import { rawRequest } from '../helpers/raw-target';

const site = proxySiteForSuite({ whole: true });

describe('unknown file-like paths', () => {
  it.each([
    '/qr/x.svg',
    '/qr/wechat.gif',
    '/qr/',
    '/assets/nope-123.js',
    '/assets/',
    '/logo.png',
    '/en/m/about-us/x.css',
    '/game-library/1/app.js',
    '/favicon.gif',
  ])('%s answers a small plain 404 without asking the upstream', async (path) => {
    const res = await request(site.url).get(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('404 Not Found');
    expect(site.upstream.hits).toHaveLength(0);
  });

  it('still renders the not-found page for a page-like path', async () => {
    const res = await request(site.url).get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('QR images', () => {
  it('serves each channel compressed, with a validator, and the same bytes every time', async () => {
    for (const key of SOCIAL_CHANNEL_KEYS) {
      const path = `/qr/${key}.svg`;
      const get = () => rawRequest(site.url, path, { headers: { 'accept-encoding': 'gzip' } });
      const first = await get();
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toContain('image/svg+xml');
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(first.body).toString()).toContain('<svg');
      expect(Number(first.headers['content-length'])).toBe(first.body.length);
      expect((await get()).body.equals(first.body)).toBe(true);
      const revalidated = await rawRequest(site.url, path, {
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(revalidated.status).toBe(304);
    }
  });
});
