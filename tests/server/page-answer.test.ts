/**
 * A page's answer as the page cache keeps it: made once, for the cache, by the render that fills
 * it, and written back whole on a hit, before any other step of the request runs.
 */
import type { RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { AppConfig } from '../../server/config/env';
import { AppMetrics } from '../../server/metrics/metrics';
import { securityHeaders } from '../../server/security/security-headers';
import { countedRenders } from '../helpers/counted-renders';
import { recordingLogger } from '../helpers/proxy-app';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

/** The headers that belong to one request: its id, the time, the cache's label and timing. */
const OWN_HEADERS = new Set(['x-request-id', 'date', 'x-page-cache', 'server-timing']);

const rendered = countedRenders();
let helmetSteps = 0;
let testApp: TestApp;

/** helmet's steps and the page policy, counted each time one runs. */
function countedSecurity(config: AppConfig) {
  const real = securityHeaders(config);
  const counted =
    (step: RequestHandler): RequestHandler =>
    (req, res, next) => {
      helmetSteps += 1;
      return step(req, res, next);
    };
  return {
    ...real,
    headers: real.headers.map(counted),
    pagePolicy: ((req, res, sources) => {
      helmetSteps += 1;
      real.pagePolicy(req, res, sources);
    }) satisfies typeof real.pagePolicy,
  };
}

beforeAll(async () => {
  testApp = await startTestApp({
    env: { PAGE_CACHE_SECONDS: '60' },
    security: countedSecurity,
    renderEntry: rendered.entry,
  });
});
afterAll(async () => {
  await testApp.close();
});

/** supertest listens anew for each request: one Host keeps the page's origin, so its key. */
const HOST = 'site.test';

/** A visitor's request with no compression asked for, so that every answer's length compares. */
const visit = (path: string, userAgent: string) =>
  request(testApp.app)
    .get(path)
    .set('Host', HOST)
    .set('User-Agent', userAgent)
    .set('Accept-Encoding', 'identity');

function ownless(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN_HEADERS.has(name)));
}

describe.each([
  ['the desktop home', '/', DESKTOP_UA],
  ['the mobile home', '/m', MOBILE_UA],
  ['a game page', '/game-library', DESKTOP_UA],
])('%s from the page cache', (_name, path, userAgent) => {
  it('is answered by a hit that runs neither the render nor helmet, with the headers of its fill', async () => {
    const rendersBefore = rendered.renders();
    const first = await visit(path, userAgent).expect(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    // The second request of a key within its window fills the cache, made for it from the start.
    const fill = await visit(path, userAgent).expect(200);
    expect(fill.headers['x-page-cache']).toBe('miss');
    expect(fill.headers['content-security-policy']).toContain("'sha256-");
    expect(fill.headers['content-security-policy']).not.toContain("'nonce-");
    expect(fill.text).not.toContain(' nonce=');
    expect(rendered.renders() - rendersBefore).toBe(2);
    // Until the fill's copy is kept, a request waits for it.
    await request(testApp.app)
      .head(path)
      .set('Host', HOST)
      .set('User-Agent', userAgent)
      .expect(200);

    const helmetBefore = helmetSteps;
    const hit = await visit(path, userAgent).expect(200);
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(rendered.renders() - rendersBefore).toBe(2);
    expect(helmetSteps).toBe(helmetBefore);
    expect(ownless(hit.headers)).toEqual(ownless(fill.headers));
    expect(hit.text).toBe(fill.text);
    expect(hit.headers['x-request-id']).not.toBe(fill.headers['x-request-id']);
  });
});

it('leaves a redirect to the steps that decide it, whatever page is kept', async () => {
  // A phone on a desktop page: its device decides before any kept page does.
  const redirected = await visit('/game-library', MOBILE_UA).expect(302);
  expect(redirected.headers.location).toBe('/m/game-library');
  // An English visitor on the root path goes to /en, whatever the Chinese page kept.
  const english = await request(testApp.app)
    .get('/')
    .set('User-Agent', DESKTOP_UA)
    .set('Accept-Language', 'en-US,en;q=0.9')
    .expect(302);
  expect(english.headers.location).toBe('/en');
});

describe('a hit answered in front of the app', () => {
  const logger = recordingLogger();
  const metrics = new AppMetrics();
  let behindProxy: TestApp;
  beforeAll(async () => {
    behindProxy = await startTestApp({
      env: { PAGE_CACHE_SECONDS: '60', TRUST_PROXY: 'loopback' },
      logger,
      metrics,
      security: countedSecurity,
    });
  });
  afterAll(() => behindProxy.close());

  /** A visit through a trusted proxy on loopback, which names the visitor and the request. */
  const proxied = (id: string) =>
    request(behindProxy.app)
      .get('/game-library')
      .set('Host', HOST)
      .set('User-Agent', DESKTOP_UA)
      .set('X-Forwarded-For', '203.0.113.7')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Request-Id', id);

  it('is logged, counted and echoed as the app records every request', async () => {
    await proxied('visit-1').expect(200);
    await proxied('visit-2').expect(200);
    await proxied('visit-3').expect(200);
    const helmetBefore = helmetSteps;
    const hit = await proxied('visit-4').expect(200);
    expect(hit.headers['x-page-cache']).toBe('hit');
    // Found by the forwarded protocol and host, in front of the app: none of its steps ran.
    expect(helmetSteps).toBe(helmetBefore);
    expect(hit.headers['x-request-id']).toBe('visit-4');
    // The proxy's protocol is part of the key: the hit is the page the https visits filled.
    const fill = await proxied('visit-5').expect(200);
    expect(hit.text).toBe(fill.text);
    expect(hit.text).toContain('https://site.test/game-library');

    // Each request is recorded once its response has closed, a tick after the visitor has it.
    await vi.waitFor(async () => {
      const line = logger.lines.find((entry) => entry.fields?.requestId === 'visit-4');
      expect(line?.fields).toMatchObject({
        method: 'GET',
        route: '/game-library',
        path: '/game-library',
        status: 200,
        pageCache: 'hit',
        ip: '203.0.113.7',
        aborted: false,
      });
      expect(line?.fields?.bytes).toBeGreaterThan(Number(hit.headers['content-length']));
      const text = await metrics.registry.metrics();
      expect(text).toMatch(/page_cache_requests_total\{result="hit"\} [2-9]/);
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/game-library",status_class="2xx"\} 5/,
      );
    });
  });
});
