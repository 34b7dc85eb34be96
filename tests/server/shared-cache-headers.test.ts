/**
 * What a shared cache in front (a CDN, the reference edge) is told: pages are kept as long as the
 * page cache keeps them and served stale while one refresh runs, browsers revalidate, nothing is
 * transformed; redirects and errors say what they may be kept for; one classification (the edge's
 * device class and language preference, else the User-Agent, cookie and Accept-Language)
 * decides the page and names itself in `Vary`; and a forged class header only redirects its
 * sender, never reaching what the page cache serves to others.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pagePaths } from '../../shared/routing/route-manifest';
import { listen, type Listening } from '../helpers/listen';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';
import { startUnavailableUpstream } from '../helpers/upstreams';

const PAGE =
  'public, max-age=0, s-maxage=5, stale-while-revalidate=45, stale-if-error=86400, no-transform';
const NOT_FOUND = 'public, max-age=0, s-maxage=5, no-transform';
const REDIRECT = 'private, no-cache';

let testApp: TestApp;
// One listening server: the page cache keys by origin, which supertest would change per request.
let server: Listening;
beforeAll(async () => {
  testApp = await startTestApp({ env: { PAGE_CACHE_SECONDS: '5' } });
  server = await listen(testApp.app);
});
afterAll(async () => {
  await server.close();
  await testApp.close();
});

const get = (path: string, ua: string, headers: Record<string, string> = {}) =>
  request(server.url).get(path).set('User-Agent', ua).set(headers);

const varyOf = (response: request.Response) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

describe('Cache-Control', () => {
  it('lets shared caches keep a page for PAGE_CACHE_SECONDS, rendered or from the cache', async () => {
    const labels = new Set<string>();
    for (let round = 0; round < 3; round++) {
      const response = await get('/about-us', DESKTOP_UA);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe(PAGE);
      labels.add(String(response.headers['x-page-cache']));
    }
    expect(labels).toContain('hit');
  });

  it('keeps the not-found page while fresh only', async () => {
    const response = await get('/no-such-page', DESKTOP_UA);
    expect(response.status).toBe(404);
    expect(response.headers['cache-control']).toBe(NOT_FOUND);
  });

  it('lets no shared cache keep a redirect, with or without a visitor query', async () => {
    const bare = await get('/about-us', MOBILE_UA);
    expect(bare.status).toBe(302);
    expect(bare.headers['cache-control']).toBe(REDIRECT);
    const campaign = await get('/about-us?channel=c&track_id=1', MOBILE_UA);
    expect(campaign.headers.location).toBe('/m/about-us?channel=c&track_id=1');
    expect(campaign.headers['cache-control']).toBe(REDIRECT);
    const root = await get('/?track_id=2', DESKTOP_UA, { Cookie: 'locale=en' });
    expect(root.headers.location).toBe('/en?track_id=2');
    expect(root.headers['cache-control']).toBe(REDIRECT);
    for (const canonical of ['/About-Us?track_id=3', '/activity/?track_id=4']) {
      const answer = await get(canonical, DESKTOP_UA);
      expect(answer.status, canonical).toBe(301);
      expect(answer.headers['cache-control'], canonical).toBe(REDIRECT);
    }
  });

  it('keeps nothing a failed upstream made', async () => {
    const upstream = await startUnavailableUpstream();
    const failing = await startTestApp({
      upstreamUrl: upstream.url,
      env: { PAGE_CACHE_SECONDS: '5' },
    });
    try {
      for (const path of ['/game-library', pagePaths.game(1)]) {
        for (let round = 0; round < 2; round++) {
          const response = await request(failing.app).get(path).set('User-Agent', DESKTOP_UA);
          // Whole or streamed, no cache keeps it.
          expect(response.headers['cache-control'], path).toBe('no-store, no-transform');
        }
      }
    } finally {
      await failing.close();
      await upstream.close();
    }
  });
});

describe('one classification decides the page and names itself in Vary', () => {
  it('takes the device class from X-Device-Class when an edge sends it', async () => {
    const edgeMobile = await get('/about-us', DESKTOP_UA, { 'X-Device-Class': 'mobile' });
    expect(edgeMobile.status).toBe(302);
    expect(edgeMobile.headers.location).toBe('/m/about-us');
    expect(varyOf(edgeMobile)).toContain('x-device-class');
    expect(varyOf(edgeMobile)).not.toContain('user-agent');

    const edgePc = await get('/about-us', MOBILE_UA, { 'X-Device-Class': 'pc' });
    expect(edgePc.status).toBe(200);
    expect(varyOf(edgePc)).toContain('x-device-class');
  });

  it('falls back to the User-Agent, and says so, without the header or with a junk value', async () => {
    for (const headers of [{}, { 'X-Device-Class': 'tablet' }] as Record<string, string>[]) {
      const response = await get('/about-us', MOBILE_UA, headers);
      expect(response.status).toBe(302);
      expect(varyOf(response)).toContain('user-agent');
      expect(varyOf(response)).not.toContain('x-device-class');
    }
  });

  it('names no device header on pages no device guard covers', async () => {
    const response = await get('/terms', MOBILE_UA);
    expect(response.status).toBe(200);
    expect(varyOf(response)).not.toContain('user-agent');
  });

  it("takes the root's language from X-Language-Preference when an edge sends it", async () => {
    const toEn = await get('/', DESKTOP_UA, { 'X-Language-Preference': 'en', Cookie: 'locale=zh' });
    expect(toEn.status).toBe(302);
    expect(toEn.headers.location).toBe('/en');
    expect(varyOf(toEn)).toContain('x-language-preference');
    expect(varyOf(toEn)).not.toContain('cookie');

    const stay = await get('/', DESKTOP_UA, {
      'X-Language-Preference': 'zh',
      'Accept-Language': 'ja',
    });
    expect(stay.status).toBe(200);

    const own = await get('/', DESKTOP_UA, { 'Accept-Language': 'ja' });
    expect(own.headers.location).toBe('/ja');
    expect(varyOf(own)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
  });
});

describe('a forged class header', () => {
  it('redirects only its sender and never reaches what the page cache gives others', async () => {
    const path = '/activity';
    const desktopPage = async () => {
      const response = await get(path, DESKTOP_UA);
      expect(response.status).toBe(200);
      return response;
    };
    // A phone pretending to be a pc fills the page cache with the desktop page...
    for (let round = 0; round < 3; round++) {
      const forged = await get(path, MOBILE_UA, { 'X-Device-Class': 'pc' });
      expect(forged.status).toBe(200);
      expect(forged.text).toContain('layout--desktop');
    }
    // ...which phones never get: the class is decided before the cache is looked at.
    const phone = await get(path, MOBILE_UA);
    expect(phone.status).toBe(302);
    expect(phone.headers.location).toBe(`/m${path}`);
    // A pc pretending to be a phone is redirected, alone, and desktops still get their page.
    const forgedPhone = await get(path, DESKTOP_UA, { 'X-Device-Class': 'mobile' });
    expect(forgedPhone.status).toBe(302);
    expect(forgedPhone.headers['x-page-cache']).toBeUndefined();
    // The copy the forged class filled varies on that class: a desktop's own is another answer.
    const desktop = await desktopPage();
    expect(desktop.headers.vary).toContain('User-Agent');
    expect(desktop.text).toContain('layout--desktop');
  });
});
