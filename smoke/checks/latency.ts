import type { NamedCheck } from '../check';
import { CheckFailed, ensure } from '../site';

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number): number => Math.round(ms * 10) / 10;

/** Sequential home page GETs, whole body read, against a p95 budget. */
export const latency: readonly NamedCheck[] = [
  {
    group: 'latency',
    name: 'latency p95 of /',
    run: async ({ site, options }) => {
      const times: number[] = [];
      for (let i = 0; i < options.samples; i++) {
        const started = performance.now();
        const answer = await site.page('/');
        times.push(performance.now() - started);
        ensure(answer.status === 200, `/ answered ${answer.status}`);
      }
      const sorted = [...times].sort((a, b) => a - b);
      const details = {
        samples: sorted.length,
        p50Ms: round(percentile(sorted, 50)),
        p95Ms: round(percentile(sorted, 95)),
        maxMs: round(sorted.at(-1)!),
        budgetMs: options.p95Ms,
      };
      const figure = `p95 ${details.p95Ms} ms of ${sorted.length} GETs (budget ${options.p95Ms} ms)`;
      if (details.p95Ms > options.p95Ms) throw new CheckFailed(`${figure} over budget`, details);
      return { note: figure, details };
    },
  },
];
