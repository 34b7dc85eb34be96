// `npm run bench:ab -- <dist A> <dist B> [rounds] [pairs]`: an interleaved A/B of two builds (say,
// main's and a branch's, each built with DIST_DIR=… npm run build) on the rows a change to the page
// path can move: cached pages, campaign visitors and uncached renders; and the rows of answers
// that are not pages (the static legal page, the hashed asset, the proxied /api GET), which every
// step in front of the pages costs too (measured with the cached servers: the page cache does not
// touch them).
//
// Each round starts both builds' servers side by side, and measures each row in short slices,
// A B, B A, …, so that each slice of A has a slice of B seconds away from it. A shared machine's
// load drifts over tens of seconds; a pair of adjacent slices sees the same drift, so the ratio
// within a pair is much steadier than either side's own figures. Each row reports the median of
// all pairs' ratios and their range, which is the noise a difference has to beat.
import '../require-node.js';

import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

import { measuredRun, SERVER_WARM_UP_S, warmUp } from './load.js';
import { startDemoApi, startPageServer } from './page-server.js';
import { stopAll } from './processes.js';
import { findTargets } from './targets.js';
import { campaignPath, uniquePaths } from './unique-load.js';

const [distA, distB, roundsArg, pairsArg] = process.argv.slice(2);
if (!distA || !distB) {
  console.error(
    'usage: npm run bench:ab -- <dist A> <dist B> [rounds, default 3] [pairs, default 2]',
  );
  process.exit(2);
}
/**
 * Each round starts both servers afresh: one process's JIT and heap make it a few percent
 * cheaper or dearer than another of the same build for its whole life (up to 14 % between two
 * builds of the same server code), which no number of slices from that one process averages out.
 */
const ROUNDS = Number(roundsArg ?? 3);
/** Pairs of slices per row in each round. */
const PAIRS = Number(pairsArg ?? 2);
/** Long enough for a few thousand uncached renders' CPU to dwarf the 10 ms tick it is read in. */
const SLICE_S = Number(process.env.BENCH_SLICE_S ?? 3);
const SIDES = { A: path.resolve(distA), B: path.resolve(distB) };
const CACHE_SECONDS = 5;
/** BENCH_AB_ROWS, a regular expression, keeps the rows whose names it matches; default all. */
const ROW_FILTER = new RegExp(process.env.BENCH_AB_ROWS ?? '');

/**
 * Where taskset (util-linux) and two CPUs are there, the servers share the last CPU and
 * everything else (this load generator, the demo API) the others: a server the scheduler left on
 * the CPU a neighbour or the generator loads most would otherwise be dearer for the whole run,
 * and pairing slices does not cancel that.
 */
const SERVER_CPU = os.availableParallelism() - 1;
function pin(pid, cpus) {
  if (SERVER_CPU < 1) return false;
  try {
    execFileSync('taskset', ['-a', '-cp', cpus, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const pinned = pin(process.pid, `0-${SERVER_CPU - 1}`);

/** Each row's pairs of slices, over all rounds: `rows[row]` = [{ A: result, B: result }]. */
const rows = new Map();

/** One row: `PAIRS` pairs of slices, in the order A B, B A, A B, … */
async function measureRow(row, servers, requestFor) {
  if (!ROW_FILTER.test(row)) return;
  if (!rows.has(row)) rows.set(row, []);
  const pairs = rows.get(row);
  for (let pair = 0; pair < PAIRS; pair += 1) {
    const order = pair % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
    const results = {};
    for (const side of order) {
      console.error(`${row}: pair ${pairs.length + 1}/${ROUNDS * PAIRS}, ${side}…`);
      const server = servers[side];
      results[side] = await measuredRun(
        { ...requestFor(server.url), duration: SLICE_S },
        server.child.pid,
      );
    }
    pairs.push(results);
  }
}

async function measureMode(cacheSeconds, demoUrl, targets, fileTargets) {
  const cache = cacheSeconds > 0 ? 'cached' : 'uncached';
  const servers = {
    A: await startPageServer(`ab-A-${cache}`, SIDES.A, demoUrl, cacheSeconds),
    B: await startPageServer(`ab-B-${cache}`, SIDES.B, demoUrl, cacheSeconds),
  };
  try {
    const files = cacheSeconds > 0 ? fileTargets : [];
    for (const server of Object.values(servers)) {
      if (pinned) pin(server.child.pid, String(SERVER_CPU));
      for (const target of [...targets, ...files]) {
        await warmUp(`${server.url}${target.path}`, target.headers, SERVER_WARM_UP_S);
      }
    }
    for (const target of targets) {
      await measureRow(`${cache} ${target.name}`, servers, (origin) => ({
        url: `${origin}${target.path}`,
        headers: target.headers,
      }));
    }
    if (cacheSeconds > 0) {
      await measureRow('campaign visitors', servers, (origin) => ({
        url: origin,
        headers: targets[0].headers,
        requests: uniquePaths(() => campaignPath()),
      }));
    }
    for (const target of files) {
      await measureRow(target.name, servers, (origin) => ({
        url: `${origin}${target.path}`,
        headers: target.headers,
      }));
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

try {
  const demo = await startDemoApi();
  if (pinned) pin(demo.child.pid, `0-${SERVER_CPU - 1}`);
  const probe = await startPageServer('ab-probe', SIDES.A, demo.url, CACHE_SECONDS);
  const found = await findTargets(probe.url, demo.url);
  const targets = found.filter((target) => target.page);
  const fileTargets = found.filter((target) => !target.page);
  await probe.stop();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const cacheSeconds of [CACHE_SECONDS, 0]) {
      const cache = cacheSeconds > 0 ? 'cached' : 'uncached';
      const names = targets.map((target) => `${cache} ${target.name}`);
      if (cacheSeconds > 0) {
        names.push('campaign visitors', ...fileTargets.map((target) => target.name));
      }
      if (names.some((name) => ROW_FILTER.test(name))) {
        await measureMode(cacheSeconds, demo.url, targets, fileTargets);
      }
    }
  }
} finally {
  await stopAll();
}

console.log(
  `\nA = ${SIDES.A}\nB = ${SIDES.B}\n${ROUNDS} rounds of fresh servers × ${PAIRS} pairs of ${SLICE_S} s slices per row, alternating; ${
    pinned ? `both servers on CPU ${SERVER_CPU}, the load elsewhere` : 'no CPU pinning'
  }\n`,
);
const header = ['row', 'A µs/req', 'B µs/req', 'B/A', 'B/A range', 'A req/s', 'B req/s'];
const widths = [26, 9, 9, 7, 13, 8, 8];
const line = (cells) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' ');
console.log(line(header));
for (const [row, pairs] of rows) {
  const ratios = pairs.map(({ A, B }) => B.cpuUsPerRequest / A.cpuUsPerRequest);
  console.log(
    line([
      row,
      String(median(pairs.map(({ A }) => A.cpuUsPerRequest))),
      String(median(pairs.map(({ B }) => B.cpuUsPerRequest))),
      median(ratios).toFixed(3),
      `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
      String(median(pairs.map(({ A }) => A.rps))),
      String(median(pairs.map(({ B }) => B.rps))),
    ]),
  );
}
console.log(
  '\nµs/req = the server process’s CPU time per request (median of the slices); B/A = the median of the ratios of adjacent slices, under 1: B is cheaper. A ratio whose range holds 1 is noise.',
);
