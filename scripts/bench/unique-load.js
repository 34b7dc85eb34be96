// Loads made of URLs that no visitor asks for twice: campaign clicks, junk queries, junk paths,
// and a flood of them beside the visitors of a shared page.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';

import { CONNECTIONS, measuredRun } from './load.js';

let counter = 0;
/** A value no request has used before. */
export const unique = () => `${(counter += 1).toString(36)}${randomBytes(4).toString('hex')}`;

/** A campaign click: `page` with the ad's channel and a track id never sent before. */
export const campaignPath = (page = '/') => `${page}?channel=bilibili&track_id=${unique()}`;

/** autocannon's `requests` for a load whose every request has its own path from `pathFor()`. */
export const uniquePaths = (pathFor) => [
  { setupRequest: (request) => ({ ...request, path: pathFor() }) },
];

/** A load whose every request has its own path from `pathFor()`, measured as load.js does. */
export function measureUnique(origin, pathFor, headers, { connections = CONNECTIONS, pid } = {}) {
  return measuredRun({ url: origin, headers, connections, requests: uniquePaths(pathFor) }, pid);
}

/**
 * `path` asked for by its own visitors while another pool of connections sends URLs asked for
 * once: the share of `path`'s answers that the page cache served as hits.
 */
export async function hitShareDuringFlood(origin, path, floodPathFor, headers) {
  let hits = 0;
  let answers = 0;
  const visitors = measuredRun({
    url: `${origin}${path}`,
    headers,
    connections: Math.max(1, CONNECTIONS / 2),
    requests: [
      {
        onResponse: (_status, _body, _context, responseHeaders) => {
          answers += 1;
          // The raw header names, as the server spelled them.
          const label = Object.entries(responseHeaders).find(
            ([name]) => name.toLowerCase() === 'x-page-cache',
          )?.[1];
          if (String(label).toLowerCase() === 'hit') hits += 1;
        },
      },
    ],
  });
  const flood = measureUnique(origin, floodPathFor, headers, {
    connections: Math.max(1, CONNECTIONS / 2),
  });
  const [result] = await Promise.all([visitors, flood]);
  return { ...result, hitShare: answers ? hits / answers : 0 };
}

/** Peak resident memory of a process so far, in MB (Linux: VmHWM). */
function peakRssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** One GET on a fresh connection: its time in ms, or the timeout when it did not answer. */
function probe(url, timeoutMs) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => resolve(performance.now() - started));
    });
    request.on('timeout', () => {
      request.destroy();
      resolve(timeoutMs);
    });
    request.on('error', () => resolve(timeoutMs));
  });
}

/**
 * The flood: `connections` connections of unique `queryBytes`-long queries on `path` for
 * `seconds`, while a liveness probe asks `/healthz` on a fresh connection every 100 ms. Gives
 * the server's peak memory and the probe's latency.
 */
export async function flood(origin, pid, { path, headers, connections, seconds, queryBytes }) {
  const filler = 'x'.repeat(queryBytes);
  const load = measuredRun({
    url: origin,
    headers,
    connections,
    duration: seconds,
    requests: [
      { setupRequest: (request) => ({ ...request, path: `${path}?q=${unique()}${filler}` }) },
    ],
  });
  const probes = [];
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    probes.push(probe(`${origin}/healthz`, 5000));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [result, times] = await Promise.all([load, Promise.all(probes)]);
  times.sort((a, b) => a - b);
  const at = (share) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))]);
  return {
    rps: result.rps,
    non2xx: result.non2xx,
    errors: result.errors,
    peakRssMb: peakRssMb(pid),
    probes: times.length,
    probeP50: at(0.5),
    probeP99: at(0.99),
  };
}
