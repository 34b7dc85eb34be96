// `npm run bench`: load-tests the page server alone. The demo API runs in its own process as the
// upstream, and the server runs twice, one after the other (never both under load on a
// two-core machine): with the page cache on (the production default) and off. Each target is
// compared with a bare node:http process answering the same bytes from memory (the ceiling).
// One run on a shared machine: read the ratios, not the absolute numbers.
// Last, Lighthouse's mobile preset on the mobile pages of the cached server (bench/lighthouse.js),
// and the first working tap on a slow phone beside it (bench/first-tap.js).
import './require-node.js';

import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { startCeiling } from './bench/ceiling.js';
import { measureEdgeRows, NGINX } from './bench/edge.js';
import { firstLoadJs } from './bench/first-load-js.js';
import {
  FIRST_TAP_NOTE,
  FIRST_TAP_RUNS,
  measureFirstTap,
  printFirstTap,
} from './bench/first-tap.js';
import { LIGHTHOUSE_NOTE, measureLighthouse, printLighthouse } from './bench/lighthouse.js';
import { CONNECTIONS, DURATION_S, measure, SERVER_WARM_UP_S, warmUp } from './bench/load.js';
import { startDemoApi, startPageServer } from './bench/page-server.js';
import { stopAll } from './bench/processes.js';
import { printTable, writeJson } from './bench/report.js';
import { ACCEPT_ENCODING, capture, DESKTOP_UA, findTargets, MOBILE_UA } from './bench/targets.js';
import {
  campaignPath,
  flood,
  hitShareDuringFlood,
  measureUnique,
  unique,
} from './bench/unique-load.js';
import { distDir, ensureBuild } from './ensure-build.js';

const PRODUCTION_CACHE_SECONDS = 5;
const UNKNOWN_QR = { target: 'unknown QR (404)', path: '/qr/x.svg' };

const started = performance.now();
const seconds = (from) => Math.round((performance.now() - from) / 100) / 10;

await ensureBuild();
const buildSeconds = seconds(started);
const buildInfo = JSON.parse(await readFile(path.join(distDir, 'build-info.json'), 'utf8'));

function startServer(upstreamUrl, cacheSeconds) {
  return startPageServer(`server-cache-${cacheSeconds}`, distDir, upstreamUrl, cacheSeconds);
}

const rows = [];
let targets;
let firstLoad;
let lighthouseRows;
let firstTapRows;
let floodResult;

/**
 * The URLs no visitor asks for twice, against the cached home page's ceiling (measured right
 * after the home row): campaign clicks and junk queries should be served from the page of `/`,
 * and junk paths cost at most an uncached page.
 */
async function measureUniqueUrls(origin, pid, home, measured) {
  const { ceilingRps } = measured.find((row) => row.target === home.name && row.cache === 'on');
  const loads = [
    ['campaign visitors', '/?channel=bilibili&track_id=<unique>', () => campaignPath()],
    ['junk query', '/?x=<unique>', () => `/?x=${unique()}`],
    ['junk path (404)', '/x-<unique>', () => `/x-${unique()}`],
  ];
  const result = [];
  for (const [name, shown, pathFor] of loads) {
    console.error(`measuring ${name}…`);
    const load = await measureUnique(origin, pathFor, home.headers, { pid });
    result.push({
      target: name,
      path: shown,
      cache: 'on',
      ...load,
      ceilingRps,
      ratio: load.rps / ceilingRps,
    });
  }
  console.error('measuring / during a flood of unique URLs…');
  const during = await hitShareDuringFlood(
    origin,
    '/',
    () => `/x-${unique()}?y=${unique()}`,
    home.headers,
  );
  result.push({
    target: '/ during junk flood',
    path: '/',
    cache: 'on',
    cacheStatus: `${(during.hitShare * 100).toFixed(1)}% hit`,
    ...during,
    ceilingRps,
    ratio: during.rps / ceilingRps,
  });
  return result;
}

/**
 * A server with a 128 MB heap under 50 connections of unique 15 KB queries for 10 s, with a
 * liveness probe on a fresh connection every 100 ms: its peak memory and the probe's latency.
 */
async function measureFlood(upstreamUrl, home) {
  console.error('measuring the flood…');
  const server = await startPageServer(
    'server-flood',
    distDir,
    upstreamUrl,
    PRODUCTION_CACHE_SECONDS,
    {
      NODE_OPTIONS: '--max-old-space-size=128',
    },
  );
  try {
    return await flood(server.url, server.child.pid, {
      path: '/',
      headers: home.headers,
      connections: 50,
      seconds: 10,
      queryBytes: 15 * 1024,
    });
  } finally {
    await server.stop();
  }
}
try {
  const demo = await startDemoApi();
  let ceiling;
  for (const cacheSeconds of [PRODUCTION_CACHE_SECONDS, 0]) {
    const server = await startServer(demo.url, cacheSeconds);
    const cache = cacheSeconds > 0 ? 'on' : 'off';
    if (!targets) {
      targets = await findTargets(server.url, demo.url);
      ceiling = await startCeiling(targets);
    }
    for (const target of targets.filter((t) => t.page)) {
      await warmUp(`${server.url}${target.path}`, target.headers, SERVER_WARM_UP_S);
    }
    // Static files and /api do not go through the page cache: once is enough.
    for (const target of targets.filter((t) => t.page || cacheSeconds > 0)) {
      // Progress on stderr, so that stdout is the report alone.
      console.error(`measuring ${target.name}, cache ${target.page ? cache : 'n/a'}…`);
      const result = await measure(`${server.url}${target.path}`, target.headers, server.child.pid);
      // Asked after the warm-up and the run, so with the cache on this should say hit or stale.
      const { cacheStatus } = await capture(server.url, target.path, target.headers);
      // Each row's ceiling is measured right after it, so that both halves of the ratio meet
      // the same moment of a shared machine (a ceiling from minutes before can be far off).
      const top = await measure(`${ceiling.url}${target.path}`, target.headers);
      rows.push({
        target: target.name,
        path: target.path,
        cache: target.page ? cache : 'n/a',
        cacheStatus: target.page ? (cacheStatus ?? '?') : undefined,
        ...result,
        encoding: target.sample.encoding,
        bodyBytes: target.sample.body.length,
        ceilingRps: top.rps,
        ratio: result.rps / top.rps,
      });
    }
    if (cacheSeconds > 0) {
      // A miss that costs the visitor nothing must cost the server little: a plain 404, no page.
      console.error(`measuring ${UNKNOWN_QR.path}…`);
      const headers = targets[0].headers;
      const result = await measure(`${server.url}${UNKNOWN_QR.path}`, headers, server.child.pid);
      const sample = await capture(server.url, UNKNOWN_QR.path, headers);
      rows.push({
        ...UNKNOWN_QR,
        cache: 'n/a',
        ...result,
        encoding: sample.encoding,
        bodyBytes: sample.body.length,
        status: sample.status,
      });
      rows.push(...(await measureUniqueUrls(server.url, server.child.pid, targets[0], rows)));
      const mobileHome = targets.find((t) => t.page && t.headers['User-Agent'] === MOBILE_UA);
      const edge = await measureEdgeRows(server.url, {
        desktop: targets[0].headers,
        mobile: mobileHome.headers,
      });
      if (edge) rows.push(...edge.rows);
      else console.error(`edge rows skipped: no nginx at ${NGINX} (apt-get install nginx-light)`);
      firstLoad = await firstLoadJs(`${server.url}/`, DESKTOP_UA);
      lighthouseRows = await measureLighthouse(server.url);
      if (FIRST_TAP_RUNS > 0) firstTapRows = await measureFirstTap(server.url);
    }
    await server.stop();
  }
  floodResult = await measureFlood(demo.url, targets[0]);
} finally {
  await stopAll();
}

// Each target's rows together; the sort is stable, so cache on (measured first) stays before off.
const names = [
  ...new Set([...targets.map((target) => target.name), ...rows.map((row) => row.target)]),
];
rows.sort((a, b) => names.indexOf(a.target) - names.indexOf(b.target));
console.log(
  `\n${CONNECTIONS} connections, ${DURATION_S} s per run, loopback, answer bodies received and counted but not kept, Accept-Encoding: "${ACCEPT_ENCODING.desktop}" (desktop), "${ACCEPT_ENCODING.mobile}" (mobile); build ${buildInfo.id}\n`,
);
printTable(rows);
console.log(
  `\n${[...targets.map((target) => `${target.name}: ${target.path}`), `${UNKNOWN_QR.target}: ${UNKNOWN_QR.path}`].join(', ')}`,
);
console.log('CPU µs/req = the server process’s CPU time over the measured run, per request.');
console.log(
  'edge rows: through `npm run edge` (nginx) in front of the cached server; ceiling = the same nginx serving a static file of the answer’s size; (origin n/s) = requests that reached the origin during the row.',
);
console.log(
  '\n(cache status) = the page cache header on a request after the run; ? = no such header.',
);
console.log(
  '(x% hit) = the share of hits among the answers to / while the other half of the connections sent unique URLs.',
);
console.log(
  `First-load JS of the desktop home: ${firstLoad.kb} KB gzip in ${firstLoad.count} files`,
);
console.log(
  `Flood (128 MB heap, 50 connections of unique 15 KB queries for 10 s): ${floodResult.rps} req/s, ` +
    `${floodResult.non2xx} non-2xx, ${floodResult.errors} errors; peak RSS ${floodResult.peakRssMb} MB; ` +
    `/healthz on a fresh connection every 100 ms (${floodResult.probes} probes): p50 ${floodResult.probeP50} ms, p99 ${floodResult.probeP99} ms`,
);
console.log(`\n${LIGHTHOUSE_NOTE}\n`);
printLighthouse(lighthouseRows);
if (firstTapRows) {
  console.log(`\n${FIRST_TAP_NOTE}\n`);
  printFirstTap(firstTapRows);
} else console.log('\nFirst tap left out (BENCH_FIRST_TAP_RUNS=0).');
const totalSeconds = seconds(started);
const file = await writeJson({
  date: new Date().toISOString(),
  build: buildInfo.id,
  node: process.version,
  cpus: os.cpus().length,
  settings: { connections: CONNECTIONS, durationSeconds: DURATION_S },
  rows,
  flood: floodResult,
  firstLoadJs: firstLoad,
  lighthouse: lighthouseRows,
  firstTap: firstTapRows,
  buildSeconds,
  totalSeconds,
});
console.log(`Results in ${file}. Total time ${totalSeconds} s (build check ${buildSeconds} s).`);
