/**
 * The campaign as operators see it: each ad report counted by report, channel and outcome as it
 * ends at the proxy, and each download the browser counts, the channel label bounded by the
 * configured channels; and the rate limits' refusals, which cost a campaign its sign-ups.
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { AppMetrics } from '../../server/metrics/metrics';
import { COUNTRY_CODE } from '../../shared/account/login-constants';
import { AD_REPORT_A_PATH, AD_REPORT_B_PATH } from '../../shared/api/ad-report-paths';
import { USER_CALL_PATHS } from '../../shared/api/endpoints';
import { XSRF_TOKEN_PATH } from '../../shared/api/xsrf';
import { DOWNLOAD_COUNT_PATH } from '../../shared/download-count';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { echoHandler, type FakeUpstream, startFakeUpstream } from '../helpers/upstreams';
import { credentialsFrom, type VisitorCredentials } from '../helpers/visitor-cookies';

const CHANNELS = new Set(['bilibili', 'official-website']);

let upstream: FakeUpstream;
let metrics: AppMetrics;
let testApp: TestApp;
let visitor: VisitorCredentials;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  metrics = new AppMetrics(CHANNELS);
  testApp = await startTestApp({ upstreamUrl: upstream.url, metrics });
  visitor = credentialsFrom(
    (await request(testApp.app).get(XSRF_TOKEN_PATH)).headers['set-cookie'],
  );
});
afterAll(async () => {
  await testApp.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.reset();
  metrics.registry.resetMetrics();
});

/** The counter's values, as `labels → value` lines (only the ones above 0). */
async function counted(name: string): Promise<Record<string, number>> {
  const metric = await metrics.registry.getSingleMetric(name)?.get();
  return Object.fromEntries(
    (metric?.values ?? [])
      .filter((value) => value.value > 0)
      .map((value) => [Object.values(value.labels).join(' '), value.value]),
  );
}

const report = (path: string, channel: string) =>
  request(testApp.app)
    .post(path)
    .set('Cookie', visitor.cookie)
    .set('X-XSRF-TOKEN', visitor.token)
    .send({ report_from: channel, track_id: 't' });

describe('ad reports', () => {
  it('counts each report sent, then accepted or refused by the upstream, by channel', async () => {
    upstream.handle = (req, res, hit, index) => {
      if (req.url === AD_REPORT_B_PATH) {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ error_code: 40001, error_message: 'bad', payload: null }));
      } else echoHandler(req, res, hit, index);
    };
    await report(AD_REPORT_A_PATH, 'bilibili').expect(200);
    await report(AD_REPORT_A_PATH, 'bilibili').expect(200);
    await report(AD_REPORT_B_PATH, 'made-up-by-a-visitor').expect(200);
    expect(await counted('ad_reports_total')).toEqual({
      'A bilibili sent': 2,
      'A bilibili accepted': 2,
      'B other sent': 1,
      'B other refused': 1,
    });
  });

  it('counts a report the upstream never answered as failed', async () => {
    upstream.handle = (_req, res) => res.writeHead(503).end();
    await report(AD_REPORT_A_PATH, 'official-website');
    expect(await counted('ad_reports_total')).toEqual({
      'A official-website sent': 1,
      'A official-website failed': 1,
    });
  });

  it('counts each report the site refused before sending it, with why', async () => {
    // No token: a replica with another CSRF_SECRET, or a webview that dropped the cookies.
    await request(testApp.app)
      .post(AD_REPORT_A_PATH)
      .set('Cookie', visitor.cookie)
      .send({ report_from: 'bilibili', track_id: 't' })
      .expect(403);
    await request(testApp.app)
      .post(AD_REPORT_B_PATH)
      .set('Cookie', visitor.cookie)
      .set('X-XSRF-TOKEN', visitor.token)
      .set('Content-Type', 'application/json')
      .send('{"report_from":')
      .expect(400);
    await request(testApp.app)
      .post(AD_REPORT_B_PATH)
      .set('Cookie', visitor.cookie)
      .set('X-XSRF-TOKEN', visitor.token)
      .send({ report_from: 'x'.repeat(2 * 1024 * 1024) })
      .expect(413);
    expect(upstream.hits).toHaveLength(0);
    expect(await counted('ad_reports_total')).toEqual({
      'A other forbidden': 1,
      'B other invalid': 1,
      'B other too_large': 1,
    });
  });

  it('counts nothing for the other API calls', async () => {
    await request(testApp.app).get('/api/visitor/game/list').expect(200);
    expect(await counted('ad_reports_total')).toEqual({});
  });
});

describe('POST /_download', () => {
  const count = (body: unknown, type = 'text/plain;charset=UTF-8') =>
    request(testApp.app)
      .post(DOWNLOAD_COUNT_PATH)
      .set('Content-Type', type)
      .send(typeof body === 'string' ? body : JSON.stringify(body));

  it('counts downloads by edition, bounded channel and whether they were tracked', async () => {
    await count({ edition: 'standard', channel: 'bilibili', tracked: true }).expect(204);
    await count({ edition: 'mobile', channel: 'official-website', tracked: false }).expect(204);
    await count({ edition: 'mobile', channel: 'x'.repeat(200), tracked: false }).expect(204);
    expect(await counted('downloads_total')).toEqual({
      'standard bilibili true': 1,
      'mobile official-website false': 1,
      'mobile other false': 1,
    });
    expect(upstream.hits).toEqual([]);
  });

  it.each([
    ['not JSON', '{'],
    ['an unknown edition', { edition: 'linux', channel: 'a', tracked: false }],
    ['a field too many', { edition: 'amd', channel: 'a', tracked: false, extra: 1 }],
    ['a missing field', { edition: 'amd', channel: 'a' }],
  ])('refuses %s with 400 and counts nothing', async (_label, body) => {
    await count(body).expect(400);
    expect(await counted('downloads_total')).toEqual({});
  });

  it('refuses a body over 1 KB with 413', async () => {
    await count({ edition: 'amd', channel: 'a'.repeat(2000), tracked: false }).expect(413);
  });
});

describe('rate limits', () => {
  it('counts each refusal by endpoint', async () => {
    const send = () =>
      request(testApp.app)
        .post(USER_CALL_PATHS.sendCodeWithCaptcha)
        .set('Cookie', visitor.cookie)
        .set('X-XSRF-TOKEN', visitor.token)
        .send({ country_code: COUNTRY_CODE, phone: '13912345678', lot_number: 'l' });
    await send().expect(200);
    await send().expect(429);
    await send().expect(429);
    expect(await counted('rate_limit_refusals_total')).toEqual({
      [USER_CALL_PATHS.sendCodeWithCaptcha]: 2,
    });
  });
});
