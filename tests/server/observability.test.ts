/**
 * What an operator watches: the request metrics and the request log of the real app, over HTTP,
 * with the demo API (or none) as the upstream.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLogger, type Logger } from '../../server/logging/logger';
import { AppMetrics } from '../../server/metrics/metrics';
import { DEMO_VERIFICATION_CODE } from '../../shared/account/login-constants';
import { USER_CALL_PATHS } from '../../shared/api/endpoints';
import type { UserSession } from '../../shared/api/types';
import { XSRF_TOKEN_PATH } from '../../shared/api/xsrf';
import { pagePaths } from '../../shared/routing/route-manifest';
import { uniquePhone } from '../helpers/account-session';
import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';
import { type FakeUpstream, startFakeUpstream } from '../helpers/upstreams';
import { credentialsFrom } from '../helpers/visitor-cookies';

/** The real logger, writing its JSON lines into memory. */
function capturedLogger(level: 'debug' | 'info' = 'info'): {
  logger: Logger;
  text: () => string;
  lines: () => Record<string, unknown>[];
} {
  const chunks: string[] = [];
  const logger = createLogger({ level, destination: { write: (line) => chunks.push(line) } });
  return {
    logger,
    text: () => chunks.join(''),
    lines: () => chunks.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** Lines of the text format per family (`# TYPE`), and the number of series overall. */
async function seriesCount(metrics: AppMetrics): Promise<number> {
  const text = await metrics.registry.metrics();
  return text.split('\n').filter((line) => line && !line.startsWith('#')).length;
}

async function counterValue(metrics: AppMetrics, name: string, labels: Record<string, string>) {
  const metric = await metrics.registry.getSingleMetric(name)?.get();
  const match = metric?.values.find((value) =>
    Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted),
  );
  return match?.value ?? 0;
}

describe('request metrics', () => {
  const metrics = new AppMetrics();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ metrics });
  });
  afterAll(() => testApp.close());

  it('times requests by route template, method and status class', async () => {
    await request(testApp.app).get('/game-library/1').set('User-Agent', DESKTOP_UA).expect(200);
    await request(testApp.app).get('/healthz').expect(200);
    const text = await metrics.registry.metrics();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/game-library\/:slug",status_class="2xx"\} 1/,
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/healthz"[^}]*\} 1/);
    expect(text).toMatch(/page_cache_requests_total\{result="bypass"\} 1/);
    expect(text).toMatch(/page_render_duration_seconds_count \d+/);
    expect(text).toMatch(
      /upstream_call_duration_seconds_count\{source="page",endpoint="\/api\/visitor\/game\/detail"\} \d+/,
    );
  });

  it('adds no series for a flood of 1,000 unique paths and queries', async () => {
    // Every kind of path once first, so the flood can only add what visitor input would.
    const warm = ['/x-0', '/game-library/x-0?q=0', '/api/x-0?q=0', '/m/x-0', '/x-0.php', '/en/x-0'];
    for (const path of warm) await request(testApp.app).get(path).set('User-Agent', DESKTOP_UA);
    const before = await seriesCount(metrics);
    for (let index = 1; index <= 1000; index += 1) {
      const path = warm[index % warm.length]!.replace('x-0', `x-${index}`).replace(
        '=0',
        `=${index}`,
      );
      await request(testApp.app).get(path).set('User-Agent', DESKTOP_UA);
    }
    expect(await seriesCount(metrics)).toBe(before);
  });
});

describe('the request log', () => {
  const log = capturedLogger();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ logger: log.logger });
  });
  afterAll(() => testApp.close());

  it('never writes the removal flow token, an access token, a phone number or a cookie', async () => {
    await request(testApp.app).get('/').set('User-Agent', DESKTOP_UA).expect(200);
    const issued = await request(testApp.app).get(XSRF_TOKEN_PATH).expect(204);
    const { cookie, token } = credentialsFrom(issued.headers['set-cookie']);
    const agent = (method: 'get' | 'post', path: string) =>
      request(testApp.app)[method](path).set('Cookie', cookie).set('X-XSRF-TOKEN', token);
    const phone = uniquePhone(7);
    const login = await agent('post', USER_CALL_PATHS.loginRegister).send({
      country_code: '86',
      phone,
      phone_verify_code: DEMO_VERIFICATION_CODE,
      source: 'test',
    });
    const session = (login.body as { payload: UserSession }).payload;
    const auth = {
      authorization: `Bearer ${session.access_token}`,
      user_id: String(session.user_id),
    };
    await agent('post', USER_CALL_PATHS.sendCodeToSelf).set(auth).send({});
    const verified = await agent('post', USER_CALL_PATHS.verifyPhoneCode)
      .set(auth)
      .send({ phone_verify_code: DEMO_VERIFICATION_CODE });
    const verifyToken = (verified.body as { payload: { verify_token: string } }).payload
      .verify_token;
    expect(verifyToken.length).toBeGreaterThan(8);
    const removed = await agent(
      'post',
      `/api/users/account_delete?verify_token=${encodeURIComponent(verifyToken)}`,
    ).set(auth);
    expect(removed.body).toMatchObject({ error_code: 0 });
    await request(testApp.app)
      .get('/?access_token=tok-secret-4411&channel=spring-ad&phone=13912345678&code=987654')
      .set('Cookie', 'sid=cookie-secret-9911')
      .set('Authorization', 'Bearer bearer-secret-5522')
      .set('User-Agent', DESKTOP_UA);

    // A CSP report names the page it came from, query and all.
    await request(testApp.app)
      .post('/csp-report')
      .set('Content-Type', 'application/csp-report')
      .send(
        JSON.stringify({
          'csp-report': {
            'document-uri': `https://www.example.com/m${pagePaths.removeAccount(1)}?verify_token=${verifyToken}`,
            'blocked-uri': 'https://cdn.example.com/x.js?access_token=tok-secret-4411',
            'effective-directive': 'script-src',
          },
        }),
      )
      .expect(204);

    const text = log.text();
    for (const secret of [
      verifyToken,
      encodeURIComponent(verifyToken),
      session.access_token,
      'tok-secret-4411',
      '13912345678',
      phone,
      '987654',
      'cookie-secret-9911',
      'bearer-secret-5522',
    ]) {
      expect(text).not.toContain(secret);
    }
    // The site's own parameter stays readable, and the removal call is still in the log.
    expect(text).toContain('channel=spring-ad');
    expect(text).toContain('/api/users/account_delete?verify_token=[redacted]');
  });

  it('writes one line per request with the fields an operator filters on', async () => {
    await request(testApp.app)
      .get('/game-library?channel=c1')
      .set('User-Agent', `${DESKTOP_UA} ${'x'.repeat(500)}`)
      .set('X-Request-Id', 'req-fields-1')
      .expect(200);
    const line = log.lines().find((entry) => entry.requestId === 'req-fields-1');
    expect(line).toMatchObject({
      level: 'info',
      message: 'request',
      method: 'GET',
      route: '/game-library',
      path: '/game-library?channel=c1',
      status: 200,
      pageCache: 'bypass',
      ip: expect.stringMatching(/127\.0\.0\.1/),
      buildId: 'source',
    });
    expect(line?.ms).toBeGreaterThan(0);
    expect(line?.bytes).toBeGreaterThan(1000);
    expect(String(line?.userAgent).length).toBeLessThanOrEqual(160);
  });

  it('writes a 4xx at info and leaves probes out at info', async () => {
    await request(testApp.app).get('/healthz').set('X-Request-Id', 'req-probe').expect(200);
    await request(testApp.app).get('/readyz').set('X-Request-Id', 'req-probe').expect(200);
    await request(testApp.app).get('/assets/none.js').set('X-Request-Id', 'req-404').expect(404);
    const lines = log.lines();
    expect(lines.filter((entry) => entry.requestId === 'req-probe')).toEqual([]);
    expect(lines.find((entry) => entry.requestId === 'req-404')).toMatchObject({
      level: 'info',
      status: 404,
      route: '/assets/*',
    });
  });
});

describe('an upstream that goes away mid-run', () => {
  const log = capturedLogger('debug');
  const metrics = new AppMetrics();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ logger: log.logger, metrics });
  });
  afterAll(() => testApp?.close());

  it('counts the failures by endpoint and reason, warns with the endpoint, and errors on a 5xx', async () => {
    const failures = { source: 'page', endpoint: '/api/visitor/game/list', reason: 'refused' };
    await request(testApp.app).get('/game-library').set('User-Agent', DESKTOP_UA).expect(200);
    expect(await counterValue(metrics, 'upstream_failures_total', failures)).toBe(0);

    await testApp.demoApi!.close();
    const page = await request(testApp.app)
      .get('/game-library')
      .set('User-Agent', DESKTOP_UA)
      .set('X-Request-Id', 'req-down-1');
    expect(page.text).toContain('load-error');
    expect(await counterValue(metrics, 'upstream_failures_total', failures)).toBeGreaterThan(0);
    const warning = log.lines().find((entry) => entry.requestId === 'req-down-1');
    expect(warning).toMatchObject({
      level: 'warn',
      route: '/game-library',
      upstreamFailures: expect.arrayContaining([
        { endpoint: '/api/visitor/game/list', reason: 'refused' },
      ]),
    });

    await request(testApp.app).get('/api/visitor/game/list').set('X-Request-Id', 'req-down-2');
    expect(
      await counterValue(metrics, 'upstream_failures_total', { ...failures, source: 'proxy' }),
    ).toBe(1);
    expect(
      log.lines().find((entry) => entry.requestId === 'req-down-2' && entry.message === 'request'),
    ).toMatchObject({ level: 'error', status: 502, route: '/api/*' });
  });

  it('writes probe requests at debug when LOG_LEVEL asks for it', async () => {
    await request(testApp.app).get('/healthz').set('X-Request-Id', 'req-probe-debug').expect(200);
    expect(log.lines().find((entry) => entry.requestId === 'req-probe-debug')).toMatchObject({
      level: 'debug',
      route: '/healthz',
    });
  });
});

describe('page data calls to an upstream that answers the wrong shape', () => {
  const metrics = new AppMetrics();
  let upstream: FakeUpstream;
  let testApp: TestApp;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    testApp = await startTestApp({ upstreamUrl: upstream.url, metrics });
  });
  afterAll(async () => {
    await testApp.close();
    await upstream.close();
  });

  it('carry the request id and the trace context, and count bad_shape failures', async () => {
    upstream.handle = (_req, res) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ error_code: 0, error_message: '', payload: { list: 'none' } }));
    };
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    await request(testApp.app)
      .get('/game-library')
      .set('User-Agent', DESKTOP_UA)
      .set('X-Request-Id', 'req-trace-1')
      .set('traceparent', traceparent)
      .set('tracestate', 'vendor=abc');
    const calls = upstream.hits.filter((hit) => hit.url.startsWith('/api/visitor/game/list'));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.headers).toMatchObject({
        'x-request-id': 'req-trace-1',
        traceparent,
        tracestate: 'vendor=abc',
      });
    }
    expect(
      await counterValue(metrics, 'upstream_failures_total', {
        source: 'page',
        endpoint: '/api/visitor/game/list',
        reason: 'bad_shape',
      }),
    ).toBeGreaterThan(0);
  });
});
