/**
 * The Grafana dashboard reads only metrics the site exposes: every metric name in every panel's
 * query (and every template variable's) is a family of the real app's `/metrics` output, after
 * the app has answered pages, the proxy and a download, with Node's runtime metrics on as the
 * metrics server has them. A renamed metric would otherwise leave a panel silently empty.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AppMetrics } from '../../server/metrics/metrics';
import { DOWNLOAD_COUNT_PATH } from '../../shared/download-count';
import { copy } from '../deploy/fixtures';
import { queriesOf, readDashboard, unknownMetrics } from '../deploy/grafana';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

/** Series names of the text format: each family, and a histogram's `_bucket`, `_count`, `_sum`. */
function seriesNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram')
      for (const suffix of ['_bucket', '_count', '_sum']) names.add(`${name}${suffix}`);
  }
  return names;
}

describe('the Grafana dashboard', () => {
  const metrics = new AppMetrics().collectRuntime();
  const dashboard = readDashboard();
  let testApp: TestApp;
  let exposed: Set<string>;
  beforeAll(async () => {
    testApp = await startTestApp({ metrics, env: { PAGE_CACHE_SECONDS: '60' } });
    await request(testApp.app).get('/').set('User-Agent', DESKTOP_UA).expect(200);
    await request(testApp.app).get('/').set('User-Agent', DESKTOP_UA).expect(200);
    await request(testApp.app).get('/m/').set('User-Agent', MOBILE_UA);
    await request(testApp.app).get('/api/visitor/game/list').set('User-Agent', DESKTOP_UA);
    await request(testApp.app)
      .post(DOWNLOAD_COUNT_PATH)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ edition: 'standard', channel: 'x', tracked: false }))
      .expect(204);
    exposed = seriesNames(await metrics.registry.metrics());
  });
  afterAll(() => testApp.close());

  it('queries only metrics the site exposes', () => {
    expect(queriesOf(dashboard).length).toBeGreaterThan(20);
    expect(unknownMetrics(dashboard, exposed)).toEqual([]);
  });

  it('would name a misspelt metric and the panel that reads it', () => {
    const broken = copy(dashboard);
    const target = broken.panels.find((panel) => panel.title === 'Requests by route')!.targets![0]!;
    target.expr = target.expr!.replace(
      'http_request_duration_seconds_count',
      'http_requests_total',
    );
    const variable = broken.templating.list.find((entry) => entry.name === 'job')!;
    variable.query = 'label_values(http_request_duration_second_count, job)';
    expect(unknownMetrics(broken, exposed)).toEqual([
      'panel "Requests by route": http_requests_total',
      'variable job: http_request_duration_second_count',
    ]);
  });
});
