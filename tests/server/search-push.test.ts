import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { XMLParser } from 'fast-xml-parser';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { runSearchPush, type SearchPushOptions } from '../../server/seo/search-push';
import { listen, type Listening } from '../helpers/listen';
import {
  baiduQuota,
  baiduUrls,
  indexNowBody,
  type StandIn,
  startBaiduStandIn,
  startIndexNowStandIn,
} from '../helpers/search-engine-stand-ins';
import { startTestApp, type TestApp } from '../helpers/test-app';

const SITE = 'https://www.site.test';
const KEY = 'a1b2c3d4-e5f6-0718-293a-4b5c6d7e8f90';
const TOKEN = 'edk7yc4rEZP9pDQD';

let site: TestApp;
let served: Listening;
/** The sitemap's entries as an XML parser of its own reads them, in order. */
let sitemap: { loc: string; lastmod?: string }[];
let dir: string;
const standIns: StandIn[] = [];

beforeAll(async () => {
  site = await startTestApp({ env: { PUBLIC_ORIGIN: SITE, INDEXNOW_KEY: KEY } });
  served = await listen(site.app);
  const response = await request(site.app).get('/sitemap.xml');
  const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(response.text) as {
    urlset: { url: { loc: string; lastmod?: string }[] };
  };
  sitemap = parsed.urlset.url.map(({ loc, lastmod }) => ({ loc, lastmod }));
});

afterAll(async () => {
  await served?.close();
  await site?.close();
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'search-push-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});
afterEach(async () => {
  await Promise.all(standIns.splice(0).map((standIn) => standIn.close()));
});

async function standIn(start: Promise<StandIn>): Promise<StandIn> {
  const started = await start;
  standIns.push(started);
  return started;
}

let runs = 0;
/** Options for a run against `baidu` and `indexNow`, with a state file of its own. */
function options(
  engines: { baidu?: StandIn; indexNow?: StandIn },
  more: Partial<SearchPushOptions> = {},
): SearchPushOptions {
  return {
    site: SITE,
    sitemapUrl: `${served.url}/sitemap.xml`,
    statePath: path.join(dir, `state-${++runs}.json`),
    maxUrls: 10_000,
    ...(engines.baidu && { baidu: { token: TOKEN, endpoint: engines.baidu.url } }),
    ...(engines.indexNow && { indexNow: { key: KEY, endpoint: engines.indexNow.url } }),
    http: { deadlineMs: 10_000, retries: 3, retryBaseMs: 10, maxRetryWaitMs: 5_000 },
    ...more,
  };
}

describe('npm run search-push', () => {
  it('reads a sitemap of the whole site', () => {
    expect(sitemap.length).toBeGreaterThan(100);
    expect(sitemap.every(({ loc }) => loc.startsWith(`${SITE}/`))).toBe(true);
    expect(sitemap.some(({ loc }) => loc.startsWith(`${SITE}/m/`))).toBe(true);
  });

  it('pushes every URL of the sitemap to both engines, then nothing on a second run', async () => {
    const baidu = await standIn(startBaiduStandIn());
    const indexNow = await standIn(startIndexNowStandIn());
    const run = options({ baidu, indexNow });
    const urls = sitemap.map(({ loc }) => loc);

    const first = await runSearchPush(run);
    expect(first.ok).toBe(true);
    expect(baidu.posts.flatMap(baiduUrls)).toEqual(urls);
    for (const post of baidu.posts) {
      expect(post.contentType).toBe('text/plain');
      expect(post.url.searchParams.get('site')).toBe(SITE);
      expect(post.url.searchParams.get('token')).toBe(TOKEN);
      expect(baiduUrls(post).length).toBeLessThanOrEqual(2000);
    }
    expect(indexNow.posts).toHaveLength(1);
    expect(indexNow.posts[0]!.contentType).toMatch(/^application\/json/);
    expect(indexNowBody(indexNow.posts[0]!)).toEqual({
      host: 'www.site.test',
      key: KEY,
      keyLocation: `${SITE}/${KEY}.txt`,
      urlList: urls,
    });
    expect(first.lines).toEqual([
      `baidu: pushed ${urls.length}, skipped 0, remaining quota ${100_000 - urls.length}`,
      `indexnow: pushed ${urls.length}, skipped 0`,
    ]);

    const before = [baidu.posts.length, indexNow.posts.length];
    const second = await runSearchPush(run);
    expect([baidu.posts.length, indexNow.posts.length]).toEqual(before);
    expect(second).toEqual({
      ok: true,
      lines: [
        `baidu: pushed 0, skipped ${urls.length}, remaining quota unknown`,
        `indexnow: pushed 0, skipped ${urls.length}`,
      ],
    });
  });

  it('sends Baidu no more than its remaining quota, stops at 0, and goes on the next day', async () => {
    const urls = sitemap.map(({ loc }) => loc);
    // One URL to learn the quota, which then says 3 are left.
    const baidu = await standIn(startBaiduStandIn(baiduQuota(4)));
    const run = options({ baidu });

    const first = await runSearchPush(run);
    expect(baidu.posts.map((post) => baiduUrls(post).length)).toEqual([1, 3]);
    expect(first.ok).toBe(true);
    expect(first.lines[0]).toBe(
      `baidu: pushed 4, skipped ${urls.length - 4}, remaining quota 0 (stopped: the day’s quota is used up; ${urls.length - 4} new or changed left for the next run)`,
    );

    const nextDay = await standIn(startBaiduStandIn());
    const second = await runSearchPush({ ...run, baidu: { token: TOKEN, endpoint: nextDay.url } });
    expect(second.ok).toBe(true);
    expect(nextDay.posts.flatMap(baiduUrls)).toEqual(urls.slice(4));
  });

  it('stops when Baidu refuses a post as over quota, as a stop and not a failure', async () => {
    const baidu = await standIn(startBaiduStandIn(baiduQuota(0)));
    const result = await runSearchPush(options({ baidu }));
    expect(baidu.posts).toHaveLength(1);
    expect(result.ok).toBe(true);
    expect(result.lines[0]).toMatch(
      /^baidu: pushed 0, .*remaining quota 0 \(stopped: the day’s quota/,
    );
  });

  it('waits as long as a 429 says in Retry-After, then sends again', async () => {
    const indexNow = await standIn(
      startIndexNowStandIn((_post, index) =>
        index === 0
          ? { status: 429, headers: { 'Retry-After': '1' }, body: '' }
          : { status: 202, body: '' },
      ),
    );
    const result = await runSearchPush(options({ indexNow }));
    expect(result).toEqual({
      ok: true,
      lines: [
        'baidu: off (BAIDU_PUSH_TOKEN is not set)',
        `indexnow: pushed ${sitemap.length}, skipped 0`,
      ],
    });
    expect(indexNow.posts).toHaveLength(2);
    // The backoff of this run is 10 ms: only Retry-After makes it wait a second.
    expect(indexNow.posts[1]!.at - indexNow.posts[0]!.at).toBeGreaterThanOrEqual(990);
    expect(indexNow.posts[1]!.body).toBe(indexNow.posts[0]!.body);
  });

  it('reports a 400 with its message and does not send it again', async () => {
    const baidu = await standIn(
      startBaiduStandIn(() => ({
        status: 400,
        body: JSON.stringify({ error: 400, message: 'site error' }),
      })),
    );
    const indexNow = await standIn(startIndexNowStandIn());
    const run = options({ baidu, indexNow });
    const result = await runSearchPush(run);
    expect(baidu.posts).toHaveLength(1);
    expect(result.ok).toBe(false);
    expect(result.lines).toEqual([
      `baidu: pushed 0, skipped ${sitemap.length}, remaining quota unknown (failed: HTTP 400: site error; ${sitemap.length} new or changed left for the next run)`,
      // One engine's failure is not the other's.
      `indexnow: pushed ${sitemap.length}, skipped 0`,
    ]);
    // Nothing is recorded as pushed to Baidu: the next run tries again.
    await runSearchPush(run);
    expect(baidu.posts).toHaveLength(2);
  });

  it('gives up on an engine that keeps failing, after a bounded number of tries', async () => {
    const indexNow = await standIn(startIndexNowStandIn(() => ({ status: 503, body: 'busy' })));
    const result = await runSearchPush(options({ indexNow }));
    expect(indexNow.posts).toHaveLength(4);
    expect(result.ok).toBe(false);
    expect(result.lines[1]).toMatch(/^indexnow: pushed 0, .*failed: HTTP 503: busy/);
  });

  it('pushes nothing to IndexNow while the site does not serve the key', async () => {
    const indexNow = await standIn(startIndexNowStandIn());
    const run = options({ indexNow });
    const result = await runSearchPush({
      ...run,
      indexNow: { key: 'another-key-0001', endpoint: indexNow.url },
    });
    expect(indexNow.posts).toHaveLength(0);
    expect(result.ok).toBe(false);
    expect(result.lines[1]).toMatch(
      /failed: the site does not serve the key at \/another-key-0001\.txt \(HTTP 404\)/,
    );
  });

  it('with --since, pushes what changed from that day on by <lastmod>, keeping no state', async () => {
    const days = [...new Set(sitemap.flatMap(({ lastmod }) => lastmod ?? []))].sort();
    expect(days.length).toBeGreaterThan(1);
    const since = days.at(-1)!;
    const indexNow = await standIn(startIndexNowStandIn());
    const run = options({ indexNow }, { since });
    const result = await runSearchPush(run);
    const changed = sitemap.filter(({ lastmod }) => lastmod !== undefined && lastmod >= since);
    expect(indexNow.posts.flatMap((post) => indexNowBody(post).urlList)).toEqual(
      changed.map(({ loc }) => loc),
    );
    expect(result.lines[1]).toBe(
      `indexnow: pushed ${changed.length}, skipped ${sitemap.length - changed.length}`,
    );
    expect(existsSync(run.statePath)).toBe(false);
  });

  it('pushes at most the run cap to each engine and leaves the rest for the next run', async () => {
    const indexNow = await standIn(startIndexNowStandIn());
    const run = options({ indexNow }, { maxUrls: 5 });
    const first = await runSearchPush(run);
    expect(first.lines[1]).toBe(
      `indexnow: pushed 5, skipped ${sitemap.length - 5} (stopped at the run's cap of 5; ${sitemap.length - 5} new or changed left for the next run)`,
    );
    await runSearchPush(run);
    expect(indexNow.posts.flatMap((post) => indexNowBody(post).urlList)).toEqual(
      sitemap.slice(0, 10).map(({ loc }) => loc),
    );
  });
});

/** `npm run search-push` as a process: what it prints and its exit code. */
function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/search-push.ts', ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('scripts/search-push.ts as a process', () => {
  it('pushes, says so in one line per engine, and pushes nothing new the second time', async () => {
    const baidu = await standIn(startBaiduStandIn());
    const indexNow = await standIn(startIndexNowStandIn());
    const env = {
      PUBLIC_ORIGIN: SITE,
      BAIDU_PUSH_TOKEN: TOKEN,
      BAIDU_PUSH_ENDPOINT: baidu.url,
      INDEXNOW_KEY: KEY,
      INDEXNOW_ENDPOINT: indexNow.url,
      SEARCH_PUSH_STATE: path.join(dir, 'cli-state.json'),
    };
    const args = ['--sitemap', `${served.url}/sitemap.xml`];
    const count = sitemap.length;

    const first = await runCli(args, env);
    expect(first).toEqual({
      code: 0,
      stdout: `baidu: pushed ${count}, skipped 0, remaining quota ${100_000 - count}\nindexnow: pushed ${count}, skipped 0\n`,
      stderr: '',
    });
    const second = await runCli(args, env);
    expect(second.code).toBe(0);
    expect(second.stdout).toBe(
      `baidu: pushed 0, skipped ${count}, remaining quota unknown\nindexnow: pushed 0, skipped ${count}\n`,
    );
    expect(baidu.posts.flatMap(baiduUrls)).toHaveLength(count);
    expect(indexNow.posts).toHaveLength(1);
  });

  it('stops at a bad setting with one line naming it', async () => {
    const result = await runCli(['--since', 'yesterday'], {
      PUBLIC_ORIGIN: SITE,
      INDEXNOW_KEY: KEY,
    });
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'search-push: --since must be an ISO date such as 2026-05-01, or P<n>D for n days ago\n',
    });
  });
});
