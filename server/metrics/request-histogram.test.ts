import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';

import { RequestHistogram } from './request-histogram';

const BUCKETS = [0.001, 0.01, 0.1, 1];
const OBSERVATIONS: [method: string, route: string, seconds: number][] = [
  ['GET', '/', 0.0004],
  ['GET', '/', 0.001],
  ['GET', '/', 0.05],
  ['GET', '/', 7],
  ['POST', '/api/*', 0.2],
  ['GET', '/m', 0.02],
];

describe('RequestHistogram', () => {
  it("exposes the same text as prom-client's Histogram for the same observations", async () => {
    const theirs = new Registry();
    const histogram = new Histogram({
      name: 'duration_seconds',
      help: 'How long.',
      labelNames: ['method', 'route'] as const,
      buckets: BUCKETS,
      registers: [theirs],
    });
    const ours = new Registry();
    const recorder = new RequestHistogram<'method' | 'route'>(
      'duration_seconds',
      'How long.',
      BUCKETS,
    );
    ours.registerMetric(recorder.asRegistered());
    for (const [method, route, seconds] of OBSERVATIONS) {
      histogram.observe({ method, route }, seconds);
      recorder.observe(`${method} ${route}`, () => ({ method, route }), seconds);
    }
    const text = await ours.metrics();
    expect(text).toContain('duration_seconds_bucket{le="0.001",method="GET",route="/"} 2');
    expect(text).toContain('duration_seconds_count{method="GET",route="/"} 4');
    expect(text).toBe(await theirs.metrics());
  });

  it('builds the labels of a key once, and forgets every series on reset', async () => {
    const recorder = new RequestHistogram<'route'>('d', 'd', BUCKETS);
    let built = 0;
    const labels = () => {
      built += 1;
      return { route: '/' };
    };
    recorder.observe('/', labels, 0.5);
    recorder.observe('/', labels, 0.5);
    expect(built).toBe(1);
    expect((await recorder.get()).values.find((v) => v.metricName === 'd_count')?.value).toBe(2);
    recorder.reset();
    expect((await recorder.get()).values).toEqual([]);
  });
});
