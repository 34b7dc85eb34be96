// One autocannon run, with a short warm-up first so that JIT compilation, connection set-up and
// (with the page cache on) the first render do not count against the measured seconds.
import autocannon from 'autocannon';

import { cpuMs } from './cpu.js';

// 18 runs (6 page runs and 3 other targets, each followed by its ceiling) of warm-up plus
// duration, a 2 s warm-up of each page target when its server has started, and about 10 s of
// process starts and the browser: about 130 s at 5 s a run, inside the 3-minute budget.
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// Time-bound rather than a request count: an uncached page on a busy machine can be slow.
const WARM_UP_S = 1;
/** How long each page target is loaded when its server has just started. */
export const SERVER_WARM_UP_S = 2;

/**
 * autocannon appends every answer's body to a string, decoding it as UTF-8, for body checks the
 * bench never makes. A compressed page is not text: decoding it costs the generator more CPU than
 * nginx spends serving it, so the generator set the rate of every fast target. Bodies are still
 * received and counted, just not kept.
 */
function discardBodies(client) {
  if (!client.pipelinedRequests) throw new Error('autocannon changed: no pipelinedRequests');
  client.pipelinedRequests.addBody = () => {};
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(
      { connections: CONNECTIONS, setupClient: discardBodies, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * Load with nothing measured: a server just started compiles its render code and grows its heap
 * over its first seconds of work, which would otherwise count against the first target measured.
 */
export async function warmUp(url, headers, seconds) {
  await cannon({ url, headers, duration: seconds });
}

/**
 * One measured autocannon run (`options` as autocannon takes them; 20 connections unless they
 * say): requests per second (mean of the per-second samples), latency in ms and failures; with
 * the server's `pid`, also the server's CPU time per request over the run, in µs.
 */
export async function measuredRun(options, pid) {
  const cpuBefore = pid === undefined ? undefined : cpuMs(pid);
  const result = await cannon({ duration: DURATION_S, ...options });
  const cpuAfter = pid === undefined ? undefined : cpuMs(pid);
  const cpuUsPerRequest =
    cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
      ? undefined
      : Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests.total);
  return {
    cpuUsPerRequest,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** A warm-up, then one measured run of `url` (see measuredRun). */
export async function measure(url, headers, pid) {
  await cannon({ url, headers, duration: WARM_UP_S });
  return measuredRun({ url, headers }, pid);
}
