// `npm run bench`: load-tests the page server alone. The demo API runs in its own process as the
// upstream, and the server runs twice, one after the other (never both under load on a
// two-core machine): with the page cache on (the production default) and off. Each target is
// compared with a bare node:http process answering the same bytes from memory (the ceiling).
// One run on a shared machine: read the ratios, not the absolute numbers.
import './require-node.js';

import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { startCeiling } from './bench/ceiling.js';
import { firstLoadJs } from './bench/first-load-js.js';
import { CONNECTIONS, DURATION_S, measure, SERVER_WARM_UP_S, warmUp } from './bench/load.js';
import { startService, stopAll } from './bench/processes.js';
import { printTable, writeJson } from './bench/report.js';
import { capture, DESKTOP_UA, findTargets } from './bench/targets.js';
import { distDir, ensureBuild, serverEntry } from './ensure-build.js';

const PRODUCTION_CACHE_SECONDS = 5;

const started = performance.now();
const seconds = (from) => Math.round((performance.now() - from) / 100) / 10;

await ensureBuild();
const buildSeconds = seconds(started);
const buildInfo = JSON.parse(await readFile(path.join(distDir, 'build-info.json'), 'utf8'));

function startServer(upstreamUrl, cacheSeconds) {
  return startService(`server-cache-${cacheSeconds}`, [serverEntry], {
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    DIST_DIR: distDir,
    API_UPSTREAM_URL: upstreamUrl,
    PAGE_CACHE_SECONDS: String(cacheSeconds),
    SHUTDOWN_DELAY_SECONDS: '0',
    // Requests are still measured; only the scrape port stays shut, so runs side by side agree.
    METRICS_PORT: '0',
    // Fixed, so the server does not warn about a per-process secret; nothing here is secret.
    CSRF_SECRET: 'bench-only-csrf-secret-not-for-production',
    // The bench's upstream is the separate demo process, never the embedded one.
    DEMO_API: undefined,
  });
}

const rows = [];
let targets;
let firstLoad;
try {
  const demo = await startService('demo-api', ['--import', 'tsx', 'demo-api/index.ts'], {
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
  });
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
      const result = await measure(`${server.url}${target.path}`, target.headers);
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
    if (cacheSeconds > 0) firstLoad = await firstLoadJs(`${server.url}/`, DESKTOP_UA);
    await server.stop();
  }
} finally {
  await stopAll();
}

// Each target's rows together; the sort is stable, so cache on (measured first) stays before off.
const names = targets.map((target) => target.name);
rows.sort((a, b) => names.indexOf(a.target) - names.indexOf(b.target));
console.log(
  `\n${CONNECTIONS} connections, ${DURATION_S} s per run, loopback, Accept-Encoding: gzip, br; build ${buildInfo.id}\n`,
);
printTable(rows);
console.log(`\n${targets.map((target) => `${target.name}: ${target.path}`).join(', ')}`);
console.log(
  '\n(cache status) = the page cache header on a request after the run; ? = no such header.',
);
console.log(
  `First-load JS of the desktop home: ${firstLoad.kb} KB gzip in ${firstLoad.count} files`,
);
const totalSeconds = seconds(started);
const file = await writeJson({
  date: new Date().toISOString(),
  build: buildInfo.id,
  node: process.version,
  cpus: os.cpus().length,
  settings: { connections: CONNECTIONS, durationSeconds: DURATION_S },
  rows,
  firstLoadJs: firstLoad,
  buildSeconds,
  totalSeconds,
});
console.log(`Results in ${file}. Total time ${totalSeconds} s (build check ${buildSeconds} s).`);
