/** The built server's metrics: on their own port, never on the public one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type ServerProcess, startServerWithMetricsPort } from '../helpers/server-process';

/** The families the operator's dashboards and alerts read. */
const FAMILIES = [
  'http_request_duration_seconds',
  'page_cache_requests_total',
  'page_cache_bytes',
  'page_cache_evictions_total',
  'upstream_call_duration_seconds',
  'upstream_failures_total',
  'upstream_retries_total',
  'page_render_duration_seconds',
  'page_render_errors_total',
  'nodejs_eventloop_lag_seconds',
  'nodejs_heap_size_used_bytes',
  'nodejs_gc_duration_seconds',
];

describe('METRICS_PORT', () => {
  let server: ServerProcess;
  let metricsUrl: string;
  beforeAll(async () => {
    // A server that lost its metrics port to another test exits saying which setting to change.
    let metricsOrigin: string;
    ({ server, metricsOrigin } = await startServerWithMetricsPort({ DEMO_API: '1' }));
    metricsUrl = `${metricsOrigin}/metrics`;
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  });

  it('serves every family on the metrics port after a page and an /api call', async () => {
    expect((await fetch(`${server.url}/game-library`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/visitor/game/list`)).status).toBe(200);
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const family of FAMILIES) expect(text).toContain(`# TYPE ${family} `);
    expect(text).toMatch(/page_cache_requests_total\{result="miss"\} 1/);
    expect(text).toMatch(
      /upstream_call_duration_seconds_count\{source="proxy",endpoint="\/api\/visitor\/game\/list"\} 1/,
    );
  });

  it('answers 404 for /metrics on the public port', async () => {
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('# TYPE');
  });

  it('serves nothing else on the metrics port', async () => {
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
  });
});
