// The first seconds on a phone (contract §8): when the menu and the login button first answer a
// tap, beside the first contentful paint and the end of hydration. Debian's Chromium as an iPhone
// (390×844 at 3×, touch, Safari's user agent) on a slow link set through the DevTools protocol:
// 150 ms latency, 1.6 Mbps down, 750 kbps up, and a CPU 4× slower. Every run is a fresh context
// (empty cache) that loads one page and taps one control: from the first contentful paint, every
// 100 ms, until a dialog or a popover is on screen.
//
// The tap that worked is the one whose click the page received last before it answered: the
// dialog on screen, the control's `aria-expanded` turned true, or (after hydration) a script asked
// for, the chunk of a dialog that React opens lazily. Its time is the finger's, when it was made;
// every tap before it was lost: it did nothing.
// Times are from the navigation's start (the redirect included), the median of BENCH_FIRST_TAP_RUNS
// runs (3) per page and control; they are printed, never asserted. Each run takes about 5 s: 3 runs
// of 3 pages and 2 controls add about 1.5 minutes to `npm run bench`, 1 run half a minute, and 0
// leaves the section out.
//
// `npm run bench` reports them as one of its sections; alone, `npm run bench:first-tap` runs them
// against a server of its own (the build in DIST_DIR, built when missing, on the demo API, page
// cache on as in production), or `npm run bench:first-tap -- <origin>` against a running site.
import { pathToFileURL } from 'node:url';

import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, chromiumPath } from '../chromium.js';

export const FIRST_TAP_RUNS = Number(process.env.BENCH_FIRST_TAP_RUNS ?? 3);
const TAP_EVERY_MS = 100;
/** How long a run may wait for the paint, for the control to answer, for hydration. */
const WAIT_MS = 20_000;

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const CONTEXT = {
  userAgent: IPHONE_UA,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
};
/** Bytes per second, as the protocol counts them. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
const CPU_SLOWDOWN = 4;

const CAMPAIGN = 'channel=bilibili&track_id=T1';
const PAGES = [
  { name: 'mobile home', path: `/m?${CAMPAIGN}` },
  { name: 'mobile download', path: `/m/download?${CAMPAIGN}` },
  // A phone opening a desktop campaign link: the server sends it to the mobile tree.
  { name: 'campaign on /', path: `/?${CAMPAIGN}` },
];
const CONTROLS = [
  { name: 'menu', selector: '.menu-button' },
  { name: '登录/注册', selector: '.account-corner--login' },
];

/**
 * Runs in every document before its own scripts: records, in the page's clock, the first
 * contentful paint, hydration (RootLayout sets `data-hydrated` on <html>), the first time a control
 * says it is expanded and the first time something that opens is on screen — a React portal's
 * `[role=dialog]`, a `<dialog open>` or an open popover alike — and reports each to the bench,
 * with the middle of the control to tap, as soon as a frame has laid it out.
 */
function recordInPage(selector) {
  const marks = {
    fcp: null,
    control: null,
    hydrated: null,
    expanded: null,
    opened: null,
    clicks: [],
  };
  Object.defineProperty(window, '__firstTap', { value: marks });
  const report = (name, at) => {
    if (marks[name] !== null) return;
    marks[name] = at;
    window.__firstTapReport?.(name, at, performance.timeOrigin);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') report('fcp', entry.startTime);
    }
  }).observe({ type: 'paint', buffered: true });

  const findControl = () => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    if (box && box.width > 0)
      report('control', { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    else requestAnimationFrame(findControl);
  };
  requestAnimationFrame(findControl);

  const OPENS = 'dialog, [role=dialog], [role=alertdialog], [popover]';
  const onScreen = (element) => {
    if (element.matches('[popover]') && !element.matches(':popover-open')) return false;
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.right > 0 &&
      box.bottom > 0 &&
      box.left < innerWidth &&
      box.top < innerHeight
    );
  };
  let pending = false;
  const check = () => {
    pending = false;
    if (marks.opened === null && [...document.querySelectorAll(OPENS)].some(onScreen)) {
      report('opened', performance.now());
    }
  };
  // Checked at the frame after any change: when it is painted, not when it is decided.
  const soon = () => {
    if (pending || marks.opened !== null) return;
    pending = true;
    requestAnimationFrame(check);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target;
      if (record.attributeName === 'data-hydrated' && target === document.documentElement) {
        report('hydrated', performance.now());
      }
      if (
        record.attributeName === 'aria-expanded' &&
        target.getAttribute('aria-expanded') === 'true'
      )
        report('expanded', performance.now());
    }
    soon();
  }).observe(document, { subtree: true, childList: true, attributes: true });
  // A popover or a dialog can open without a mutation; a click is the other moment to look.
  document.addEventListener('toggle', soon, true);
  addEventListener(
    'click',
    () => {
      marks.clicks.push(performance.now());
      soon();
    },
    true,
  );
}

function median(values) {
  const known = values.filter((value) => value !== null && value !== undefined);
  if (known.length === 0) return null;
  const sorted = [...known].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Resolves when `test()` holds, checked every 10 ms; false after `ms`. */
async function until(test, ms) {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) return false;
    await sleep(10);
  }
  return true;
}

/** One fresh context: load `url`, tap `control` from the first paint until it answers. */
async function runOnce(browser, url, control) {
  const context = await browser.newContext(CONTEXT);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // The browser says it has painted sooner than the page's observer can.
    let painted = false;
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name === 'firstContentfulPaint') painted = true;
    });

    // Page-clock times as the page reports them; the bench's own clock is mapped onto the same
    // origin (both are wall-clock milliseconds on one machine).
    const marks = {};
    let timeOrigin = null;
    await page.exposeBinding('__firstTapReport', (_source, name, at, origin) => {
      marks[name] ??= at;
      timeOrigin ??= origin;
    });
    await page.addInitScript(recordInPage, control.selector);
    const requests = [];
    page.on('request', (request) => {
      requests.push({ at: Date.now(), type: request.resourceType(), url: request.url() });
    });
    const sinceStart = (wallMs) => wallMs - timeOrigin;

    await page.goto(url, { waitUntil: 'commit', timeout: WAIT_MS });
    const shown = () => (painted || marks.fcp !== undefined) && marks.control !== undefined;
    if (!(await until(shown, WAIT_MS))) throw new Error(`${url}: no ${control.selector} painted`);
    const target = marks.control;

    const taps = [];
    const deadline = Date.now() + WAIT_MS;
    let next = Date.now();
    while (marks.opened === undefined && Date.now() < deadline) {
      await sleep(next - Date.now());
      const at = Date.now();
      // The page listens to touches: a tap is taken once its main thread is free, and the next
      // one waits for it.
      await page.touchscreen.tap(target.x, target.y);
      taps.push(at);
      next = at + TAP_EVERY_MS;
    }
    if (marks.opened === undefined) throw new Error(`${url}: ${control.name} never opened`);
    await until(() => marks.fcp !== undefined && marks.hydrated !== undefined, WAIT_MS);
    taps.forEach((at, i) => {
      taps[i] = sinceStart(at);
    });
    const clicks = await page.evaluate(() => window.__firstTap.clicks);

    // A lazily opened dialog answers first with its chunk's request, which only a tap asks for
    // once the page has hydrated.
    const asked = requests.find(
      (request) =>
        request.type === 'script' &&
        marks.hydrated !== undefined &&
        sinceStart(request.at) > Math.max(marks.hydrated, taps[0]),
    );
    const answered = Math.min(
      marks.opened,
      marks.expanded ?? Infinity,
      asked ? sinceStart(asked.at) : Infinity,
    );
    // Taps wait for a busy main thread: the one that worked is the one whose click came last
    // before the answer, each tap making one click, in order.
    const received = clicks.length === taps.length ? clicks : taps;
    const worked = received.findLastIndex((at) => at <= answered);
    return {
      finalPath: ((final) => `${final.pathname}${final.search}`)(new URL(page.url())),
      fcpMs: marks.fcp,
      tapMs: taps[worked] ?? null,
      afterFcpMs: worked >= 0 ? taps[worked] - marks.fcp : null,
      openMs: marks.opened,
      hydratedMs: marks.hydrated ?? null,
      lostTaps: Math.max(worked, 0),
      // The bench's own delay: when it could first tap, after the paint.
      firstTapAfterFcpMs: taps[0] - marks.fcp,
      taps,
      clicks,
      marks,
      asked: asked && { ...asked, at: sinceStart(asked.at) },
    };
  } finally {
    await context.close();
  }
}

const METRICS = ['fcpMs', 'tapMs', 'afterFcpMs', 'openMs', 'hydratedMs', 'lostTaps'];

/**
 * Each page and control `runs` times, each in a fresh context of one headless Chromium; each
 * figure is the median of its own runs.
 */
export async function measureFirstTap(origin, { runs = FIRST_TAP_RUNS } = {}) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const rows = [];
    for (const page of PAGES) {
      for (const control of CONTROLS) {
        console.error(`first tap: ${control.name} on ${page.path}…`);
        const all = [];
        for (let run = 0; run < runs; run += 1) {
          all.push(await runOnce(browser, `${origin}${page.path}`, control));
        }
        const medians = Object.fromEntries(
          METRICS.map((metric) => [metric, median(all.map((one) => one[metric]))]),
        );
        rows.push({
          page: page.name,
          path: page.path,
          control: control.name,
          finalPath: all[0].finalPath,
          ...medians,
          lostRuns: all.filter((one) => one.lostTaps > 0).length,
          runs: all,
        });
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const seconds = (ms) => (ms === null ? '-' : (ms / 1000).toFixed(2));
const COLUMNS = [
  ['page', 16, (row) => row.page],
  ['control', 9, (row) => row.control],
  ['FCP s', 6, (row) => seconds(row.fcpMs)],
  ['tap s', 6, (row) => seconds(row.tapMs)],
  ['−FCP s', 7, (row) => seconds(row.afterFcpMs)],
  ['open s', 7, (row) => seconds(row.openMs)],
  ['hydrated s', 11, (row) => seconds(row.hydratedMs)],
  ['lost taps', 10, (row) => `${row.lostTaps} (${row.lostRuns}/${row.runs.length})`],
  ['path', 0, (row) => (row.finalPath === row.path ? row.path : `${row.path} → ${row.finalPath}`)],
];

export function printFirstTap(rows) {
  // The control's name is Chinese: two columns a character on a terminal.
  const width = (text) => [...text].reduce((sum, char) => sum + (char > '\u2e7f' ? 2 : 1), 0);
  const pad = (text, size, left) => {
    const fill = ' '.repeat(Math.max(0, size - width(text)));
    return left ? text + fill : fill + text;
  };
  const line = (cells) => cells.map((cell, i) => pad(cell, COLUMNS[i][1], i < 2)).join(' ');
  console.log(line(COLUMNS.map(([title]) => title)));
  for (const row of rows) console.log(line(COLUMNS.map(([, , value]) => String(value(row)))));
}

export const FIRST_TAP_NOTE = `First tap (Chromium as an iPhone, 150 ms latency, 1.6 Mbps down, CPU ${CPU_SLOWDOWN}× slower, empty cache; a tap every ${TAP_EVERY_MS} ms from the first paint), median of ${FIRST_TAP_RUNS} runs per figure; s from the navigation's start; tap = the tap that worked, −FCP = after the first paint (contract: ≤ 0.3 s), open = the dialog on screen, hydrated = the page's scripts done; lost taps = taps before it that did nothing (runs with any).`;

// Alone: against the origin given, or a server of its own.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await import('../require-node.js');
  const { distDir, ensureBuild } = await import('../ensure-build.js');
  const { startDemoApi, startPageServer } = await import('./page-server.js');
  const { stopAll } = await import('./processes.js');
  if (!(FIRST_TAP_RUNS >= 1)) throw new Error('BENCH_FIRST_TAP_RUNS: 1 or more runs, please');
  let origin = process.argv[2];
  const started = performance.now();
  try {
    if (!origin) {
      await ensureBuild();
      const demo = await startDemoApi();
      origin = (await startPageServer('server-first-tap', distDir, demo.url, 5)).url;
    }
    const rows = await measureFirstTap(origin.replace(/\/$/, ''));
    console.log(`\n${FIRST_TAP_NOTE}\n`);
    printFirstTap(rows);
    console.log(`\n${Math.round((performance.now() - started) / 1000)} s`);
  } finally {
    await stopAll();
  }
}
