// Lighthouse's mobile preset on the mobile pages, as a phone on a slow link sees them: its default
// config (a Moto G Power's screen and user agent, slow 4G and a 4× slower CPU, simulated from a
// trace taken on the unthrottled link), the performance category alone, in Debian's Chromium.
// The figures are the median of three runs per page; they are printed, never asserted.
//
// `npm run bench` reports them as one of its sections; alone, `npm run bench:lighthouse` runs the
// same pages against a server of its own (the build in DIST_DIR, built when missing, on the demo
// API, page cache on as in production), or `npm run bench:lighthouse -- <origin>` against a
// running site.
import { pathToFileURL } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { chromiumPath } from '../chromium.js';

const RUNS = 3;
/** A Chinese browser: the root is served in Chinese rather than redirected to /en. */
const HEADERS = { 'Accept-Language': 'zh-CN,zh;q=0.9' };

/** A partner's detail page on the mobile tree: the first one the partner list links to. */
async function partnerPath(origin, userAgent) {
  const response = await fetch(`${origin}/m/game-partner`, {
    headers: { ...HEADERS, 'User-Agent': userAgent },
  });
  const found = /href="(\/m\/game-partner\/detail-\d+)"/.exec(await response.text())?.[1];
  if (!found) throw new Error('/m/game-partner links to no partner detail');
  return found;
}

/** The pages measured; `/` with a campaign query is redirected to the mobile tree for a phone. */
async function pages(origin, userAgent) {
  return [
    { name: 'mobile home', path: '/m' },
    { name: 'mobile download', path: '/m/download' },
    { name: 'partner detail', path: await partnerPath(origin, userAgent) },
    { name: 'campaign on /', path: '/?channel=bilibili&track_id=bench' },
  ];
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One run's figures: score 0–100, times in ms, CLS unitless, bytes as transferred. */
function figures(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** A run that Lighthouse itself reports as failed (a trace without a navigation, say) is retried. */
const ATTEMPTS = 3;

async function runOnce(url, settings) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, settings);
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (!error) return result.lhr;
    if (attempt === ATTEMPTS) throw new Error(`lighthouse ${url}: ${error.message}`);
    console.error(`lighthouse ${url}: ${error.message}; again`);
  }
}

const METRICS = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'bytes'];

/**
 * Each page `runs` times in one headless Chromium (Lighthouse clears its cache and storage before
 * every run); each figure is the median of its own runs.
 */
export async function measureLighthouse(origin, { runs = RUNS } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const settings = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: HEADERS,
    };
    // The preset's own phone user agent, read from Lighthouse's default settings.
    const { defaultSettings } = await import('lighthouse/core/config/constants.js');
    const rows = [];
    for (const page of await pages(origin, defaultSettings.emulatedUserAgent)) {
      console.error(`lighthouse: ${page.path}…`);
      const all = [];
      for (let run = 0; run < runs; run += 1) {
        all.push(figures(await runOnce(`${origin}${page.path}`, settings)));
      }
      const medians = Object.fromEntries(
        METRICS.map((metric) => [metric, median(all.map((run) => run[metric]))]),
      );
      rows.push({
        ...page,
        finalPath: ((url) => `${url.pathname}${url.search}`)(new URL(all[0].finalUrl)),
        ...medians,
        runs: all,
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

const COLUMNS = [
  ['page', 16, (row) => row.name],
  ['score', 6, (row) => row.score],
  ['FCP s', 6, (row) => (row.fcpMs / 1000).toFixed(2)],
  ['LCP s', 6, (row) => (row.lcpMs / 1000).toFixed(2)],
  ['TBT ms', 7, (row) => Math.round(row.tbtMs)],
  ['CLS', 6, (row) => row.cls.toFixed(3)],
  ['KB', 6, (row) => (row.bytes / 1024).toFixed(1)],
  ['path', 0, (row) => (row.finalPath === row.path ? row.path : `${row.path} → ${row.finalPath}`)],
];

export function printLighthouse(rows) {
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(COLUMNS[i][1]) : cell.padStart(COLUMNS[i][1])))
      .join(' ');
  console.log(line(COLUMNS.map(([title]) => title)));
  for (const row of rows) console.log(line(COLUMNS.map(([, , value]) => String(value(row)))));
}

export const LIGHTHOUSE_NOTE = `Lighthouse ${
  (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version
} mobile preset (simulated slow 4G, 4× CPU), performance only, median of ${RUNS} runs per figure; KB = total bytes transferred.`;

// Alone: against the origin given, or a server of its own.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await import('../require-node.js');
  const { distDir, ensureBuild } = await import('../ensure-build.js');
  const { startDemoApi, startPageServer } = await import('./page-server.js');
  const { stopAll } = await import('./processes.js');
  let origin = process.argv[2];
  try {
    if (!origin) {
      await ensureBuild();
      const demo = await startDemoApi();
      origin = (await startPageServer('server-lighthouse', distDir, demo.url, 5)).url;
    }
    const rows = await measureLighthouse(origin.replace(/\/$/, ''));
    console.log(`\n${LIGHTHOUSE_NOTE}\n`);
    printLighthouse(rows);
  } finally {
    await stopAll();
  }
}
