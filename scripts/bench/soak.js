// A memory soak of the built server: 50 keep-alive connections over pages (three languages, both
// trees, three encodings) and /api for SOAK_SECONDS, on loopback, with the server's resident set
// and V8 heap sampled as it runs, to see where its memory levels off. The server runs with the
// heap settings `npm start` gives node (NODE_OPTIONS set for the soak replaces them, to compare).
import { readFileSync } from 'node:fs';

import autocannon from 'autocannon';

import { startHeapOptions } from './heap-options.js';
import { freePort } from './ports.js';
import { startService, stopAll } from './processes.js';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const SAMPLE_S = Number(process.env.SOAK_SAMPLE_SECONDS ?? 15);
const MIB = 1024 * 1024;

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131 Safari/537.36';
const MOBILE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const PAGES = ['/', '/about-us', '/game-library', '/game-partner', '/activity', '/download'];
const ENCODINGS = ['br', 'gzip', 'zstd'];

/** The requests each connection cycles through: every page in each language, tree and encoding. */
function requests() {
  const list = [];
  for (const prefix of ['', '/en', '/ja']) {
    for (const mobile of [false, true]) {
      for (const page of PAGES) {
        for (const encoding of ENCODINGS) {
          const path = `${prefix}${mobile ? '/m' : ''}${page === '/' && (prefix || mobile) ? '' : page}`;
          list.push({
            method: 'GET',
            path: path || '/',
            headers: { 'user-agent': mobile ? MOBILE : DESKTOP, 'accept-encoding': encoding },
          });
        }
      }
    }
  }
  list.push({ method: 'GET', path: '/api/visitor/game/list?page=1&page_size=10' });
  return list;
}

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function heap(metricsUrl) {
  const text = await (await fetch(metricsUrl)).text();
  const value = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / MIB;
  return {
    heapUsed: value('nodejs_heap_size_used_bytes'),
    heapTotal: value('nodejs_heap_size_total_bytes'),
    external: value('nodejs_external_memory_bytes'),
  };
}

const metricsPort = await freePort();
const nodeOptions = process.env.NODE_OPTIONS ?? startHeapOptions().join(' ');
const server = await startService('soak-server', ['dist/server/index.js'], {
  NODE_OPTIONS: nodeOptions,
  DEMO_API: '1',
  PORT: '0',
  HOST: '127.0.0.1',
  METRICS_PORT: String(metricsPort),
});
const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
const pid = server.child.pid;
const started = Date.now();
const samples = [];
const sample = async () => {
  const at = Math.round((Date.now() - started) / 1000);
  const row = { at, rss: rssMiB(pid), ...(await heap(metricsUrl)) };
  samples.push(row);
  console.log(
    `${String(at).padStart(5)} s  rss ${row.rss.toFixed(0)} MiB  heap ${row.heapUsed.toFixed(0)}/${row.heapTotal.toFixed(0)} MiB  external ${row.external.toFixed(0)} MiB`,
  );
};
console.log(
  `soak: ${CONNECTIONS} connections for ${SECONDS} s, NODE_OPTIONS=${nodeOptions || 'unset'}, MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? 'unset'}`,
);
await sample();
const timer = setInterval(() => void sample(), SAMPLE_S * 1000);
try {
  const result = await new Promise((resolve, reject) =>
    autocannon(
      { url: server.url, connections: CONNECTIONS, duration: SECONDS, requests: requests() },
      (error, res) => (error ? reject(error) : resolve(res)),
    ),
  );
  clearInterval(timer);
  await sample();
  const last = samples.slice(-Math.max(1, Math.floor(samples.length / 3)));
  const peak = Math.max(...samples.map((row) => row.rss));
  console.log(
    `requests ${result.requests.total}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  console.log(
    `rss: start ${samples[0].rss.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB, last third ${Math.min(...last.map((row) => row.rss)).toFixed(0)}–${Math.max(...last.map((row) => row.rss)).toFixed(0)} MiB; heap used last ${samples.at(-1).heapUsed.toFixed(0)} MiB`,
  );
  // The report: RSS and heap in use at each whole minute asked for (the sample nearest it).
  const report = [60, 180, 300, SECONDS]
    .filter((at, index, all) => at <= SECONDS && all.indexOf(at) === index)
    .map((at) => {
      const row = samples.reduce((best, candidate) =>
        Math.abs(candidate.at - at) < Math.abs(best.at - at) ? candidate : best,
      );
      return `${at / 60} min: rss ${row.rss.toFixed(0)} MiB, heap used ${row.heapUsed.toFixed(0)} MiB`;
    });
  console.log(`report: ${report.join('; ')}`);
  console.log(
    `report: ${result.requests.total} requests, ${result.errors + result.timeouts + result.non2xx} errors (non-2xx, failed or timed out)`,
  );
} finally {
  clearInterval(timer);
  await stopAll();
}
