import type { Histogram } from 'prom-client';

/** One line of the exposition: `metricName{labels} value`. */
interface ExposedValue {
  metricName: string;
  labels: Readonly<Record<string, string | number>>;
  value: number;
}

/** A metric as prom-client's registry reads it (its `type` is the exposition's word). */
interface ExposedMetric {
  name: string;
  help: string;
  type: 'histogram';
  aggregator: 'sum';
  values: ExposedValue[];
}

/** One label set's observations: a count per bucket (not cumulative), their sum and number. */
interface Series<L extends string> {
  labels: Record<L, string>;
  counts: Float64Array;
  sum: number;
  count: number;
}

/**
 * A Prometheus histogram for the observation every request makes. prom-client's own `observe`
 * validates and hashes its labels object on each call, which measured about a tenth of a cached
 * page's CPU; here the caller names a label set by a key it builds cheaply, the set is resolved
 * once, and an observation is a bucket search and three additions. The registry exposes it like
 * prom-client's Histogram: `_bucket` (cumulative, with `le`), `_sum` and `_count` per label set.
 * The caller keeps the keys to a fixed set: each one is a series for as long as the process runs.
 */
export class RequestHistogram<L extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series<L>>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly buckets: readonly number[],
  ) {}

  /** Records `value` for the label set `key`; `labels` is called only for a key not seen before. */
  observe(key: string, labels: () => Record<L, string>, value: number): void {
    let series = this.series.get(key);
    if (!series) {
      series = {
        labels: labels(),
        counts: new Float64Array(this.buckets.length),
        sum: 0,
        count: 0,
      };
      this.series.set(key, series);
    }
    for (let bucket = 0; bucket < this.buckets.length; bucket++) {
      if (value <= this.buckets[bucket]!) {
        series.counts[bucket]! += 1;
        break;
      }
    }
    series.sum += value;
    series.count += 1;
  }

  /** What the registry reads, in prom-client's shape (each value's labels include the series'). */
  get(): Promise<ExposedMetric> {
    const values: ExposedValue[] = [];
    for (const { labels, counts, sum, count } of this.series.values()) {
      let cumulative = 0;
      this.buckets.forEach((bound, index) => {
        cumulative += counts[index]!;
        values.push({
          labels: { le: bound, ...labels },
          value: cumulative,
          metricName: `${this.name}_bucket`,
        });
      });
      values.push(
        { labels: { le: '+Inf', ...labels }, value: count, metricName: `${this.name}_bucket` },
        { labels, value: sum, metricName: `${this.name}_sum` },
        { labels, value: count, metricName: `${this.name}_count` },
      );
    }
    return Promise.resolve({
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values,
    });
  }

  reset(): void {
    this.series.clear();
  }

  /**
   * As the registry takes it. prom-client's registry reads a metric through `name`, `get` and
   * `reset` only, but its types list its own four classes.
   */
  asRegistered(): Histogram<L> {
    return this as unknown as Histogram<L>;
  }
}
