// One autocannon run, with a short warm-up first so that JIT compilation, connection set-up and
// (with the page cache on) the first render do not count against the measured seconds.
import autocannon from 'autocannon';

// 15 runs (6 page runs, 3 other targets, 6 ceilings) of warm-up plus duration, and about 10 s of
// process starts and the browser: about 100 s at 5 s a run, well inside the 3-minute budget.
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// Time-bound rather than a request count: an uncached page on a busy machine can be slow.
const WARM_UP_S = 1;

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Requests per second (mean of the per-second samples), latency in ms and failures. */
export async function measure(url, headers) {
  await cannon({ url, headers, duration: WARM_UP_S });
  const result = await cannon({ url, headers, duration: DURATION_S });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
