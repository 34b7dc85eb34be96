// `npm run bench:ab -- <dist A> <dist B> [rounds]`: an interleaved A/B of two builds (say, main's
// and a branch's, each built with DIST_DIR=… npm run build) on the rows a change to the page path
// can move: cached pages, campaign visitors and uncached renders. The sides alternate A B B A …
// so that a shared machine's drift falls on both; each row reports the median of its runs and
// the spread of each side's own runs, which is the noise a difference has to beat.
import '../require-node.js';

import path from 'node:path';

import { measure, SERVER_WARM_UP_S, warmUp } from './load.js';
import { startDemoApi, startPageServer } from './page-server.js';
import { stopAll } from './processes.js';
import { findTargets } from './targets.js';
import { measureUnique, unique } from './unique-load.js';

const [distA, distB, roundsArg] = process.argv.slice(2);
if (!distA || !distB) {
  console.error('usage: npm run bench:ab -- <dist A> <dist B> [rounds, default 3]');
  process.exit(2);
}
const ROUNDS = Number(roundsArg ?? 3);
const SIDES = { A: path.resolve(distA), B: path.resolve(distB) };
const CACHE_SECONDS = 5;

/** Each side's runs of each row: `runs[row][side]` = [{ cpu, rps }]. */
const runs = new Map();
function record(row, side, result) {
  if (!runs.has(row)) runs.set(row, { A: [], B: [] });
  runs.get(row)[side].push({ cpu: result.cpuUsPerRequest, rps: result.rps });
}

async function measureSide(side, demoUrl, targets) {
  for (const cacheSeconds of [CACHE_SECONDS, 0]) {
    const cache = cacheSeconds > 0 ? 'cached' : 'uncached';
    const server = await startPageServer(`ab-${side}`, SIDES[side], demoUrl, cacheSeconds);
    try {
      for (const target of targets) {
        await warmUp(`${server.url}${target.path}`, target.headers, SERVER_WARM_UP_S);
      }
      for (const target of targets) {
        console.error(`${side}: ${cache} ${target.name}…`);
        const result = await measure(
          `${server.url}${target.path}`,
          target.headers,
          server.child.pid,
        );
        record(`${cache} ${target.name}`, side, result);
      }
      if (cacheSeconds > 0) {
        console.error(`${side}: campaign visitors…`);
        const result = await measureUnique(
          server.url,
          () => `/?channel=bilibili&track_id=${unique()}`,
          targets[0].headers,
          { pid: server.child.pid },
        );
        record('campaign visitors', side, result);
      }
    } finally {
      await server.stop();
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** The spread of one side's runs, as a share of their median. */
const spread = (values) => (Math.max(...values) - Math.min(...values)) / median(values);
const percent = (share) => `${(share * 100).toFixed(1)}%`;

try {
  const demo = await startDemoApi();
  const probe = await startPageServer('ab-probe', SIDES.A, demo.url, CACHE_SECONDS);
  const targets = (await findTargets(probe.url, demo.url)).filter((target) => target.page);
  await probe.stop();
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
    for (const side of order) await measureSide(side, demo.url, targets);
  }
} finally {
  await stopAll();
}

console.log(`\nA = ${SIDES.A}\nB = ${SIDES.B}\n${ROUNDS} rounds, sides alternating\n`);
const header = ['row', 'A µs/req', 'B µs/req', 'B/A', 'A spread', 'B spread', 'A req/s', 'B req/s'];
const widths = [26, 9, 9, 7, 9, 9, 8, 8];
const line = (cells) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' ');
console.log(line(header));
for (const [row, { A, B }] of runs) {
  const cpuA = median(A.map((run) => run.cpu));
  const cpuB = median(B.map((run) => run.cpu));
  console.log(
    line([
      row,
      String(cpuA),
      String(cpuB),
      (cpuB / cpuA).toFixed(3),
      percent(spread(A.map((run) => run.cpu))),
      percent(spread(B.map((run) => run.cpu))),
      String(median(A.map((run) => run.rps))),
      String(median(B.map((run) => run.rps))),
    ]),
  );
}
console.log(
  '\nµs/req = the server process’s CPU time per request (median of the runs); B/A under 1: B is cheaper. A difference inside a side’s spread is noise.',
);
