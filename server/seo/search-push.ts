/**
 * `npm run search-push`: tells search engines of the site's new and changed pages. It reads the
 * sitemap the running site serves, picks what is new or changed (against the state file, or by
 * `<lastmod>` with `--since`), and pushes it to Baidu and to IndexNow, each where its setting is
 * given. One line per engine says what came of it.
 */
import { type BaiduPush, pushToBaidu } from './search-push-baidu';
import type { EngineOutcome } from './search-push-engine';
import { DEFAULT_PUSH_HTTP, pushHttp, type PushHttpOptions } from './search-push-http';
import { type IndexNowPush, pushToIndexNow } from './search-push-indexnow';
import { changedSince } from './search-push-since';
import { readSitemap, type SitemapEntry } from './search-push-sitemap';
import {
  type Engine,
  newOrChanged,
  type PushState,
  readPushState,
  recordAfter,
  writePushState,
} from './search-push-state';

export interface SearchPushOptions {
  /** The site's public origin: its sitemap lists URLs on it, and only those are pushed. */
  site: string;
  /** Where the sitemap is read; `<site>/sitemap.xml` unless given. */
  sitemapUrl: string;
  /** `YYYY-MM-DD`: push by `<lastmod>` from that day on, keeping no state. */
  since?: string;
  /** The state file, where `since` is not given. */
  statePath: string;
  /** Most URLs pushed to each engine in one run. */
  maxUrls: number;
  baidu?: { token: string; endpoint: string };
  indexNow?: { key: string; endpoint: string };
  http?: PushHttpOptions;
}

export interface SearchPushResult {
  /** One line per engine, then any line about the run itself. */
  lines: string[];
  /** False when an engine failed or the run could not start. */
  ok: boolean;
}

const SETTING: Record<Engine, string> = { baidu: 'BAIDU_PUSH_TOKEN', indexnow: 'INDEXNOW_KEY' };

/** Which of the site's URLs an engine takes: Baidu only the https ones (its https site). */
function eligible(engine: Engine, site: string, entries: readonly SitemapEntry[]): SitemapEntry[] {
  return entries.filter((entry) => {
    let url: URL;
    try {
      url = new URL(entry.url);
    } catch {
      return false;
    }
    return url.origin === site && (engine !== 'baidu' || url.protocol === 'https:');
  });
}

function reportLine(
  engine: Engine,
  listed: number,
  pending: number,
  maxUrls: number,
  outcome: EngineOutcome,
): string {
  const pushed = outcome.accepted.length;
  const parts = [`pushed ${pushed}`, `skipped ${listed - pushed}`];
  if (engine === 'baidu') parts.push(`remaining quota ${outcome.remaining ?? 'unknown'}`);
  const left = pending - pushed;
  const why = outcome.failed
    ? `failed: ${outcome.failed}`
    : outcome.stopped
      ? `stopped: ${outcome.stopped}`
      : left > 0
        ? `stopped at the run's cap of ${maxUrls}`
        : undefined;
  const tail = [why, left > 0 ? `${left} new or changed left for the next run` : undefined];
  if (outcome.note) tail.push(outcome.note);
  const said = tail.filter(Boolean).join('; ');
  return `${engine}: ${parts.join(', ')}${said ? ` (${said})` : ''}`;
}

export async function runSearchPush(options: SearchPushOptions): Promise<SearchPushResult> {
  const http = pushHttp(options.http ?? DEFAULT_PUSH_HTTP);
  const entries = await readSitemap(http, options.sitemapUrl);
  const state: PushState | undefined =
    options.since === undefined ? await readPushState(options.statePath, options.site) : undefined;

  const pushers: Record<Engine, ((urls: string[]) => Promise<EngineOutcome>) | undefined> = {
    baidu:
      options.baidu &&
      ((urls) =>
        pushToBaidu({ http, site: options.site, ...options.baidu! } satisfies BaiduPush, urls)),
    indexnow:
      options.indexNow &&
      ((urls) =>
        pushToIndexNow(
          {
            http,
            site: options.site,
            readFrom: options.sitemapUrl,
            ...options.indexNow!,
          } satisfies IndexNowPush,
          urls,
        )),
  };

  const lines: string[] = [];
  let ok = true;
  for (const engine of ['baidu', 'indexnow'] as const) {
    const push = pushers[engine];
    if (!push) {
      lines.push(`${engine}: off (${SETTING[engine]} is not set)`);
      continue;
    }
    const candidates = eligible(engine, options.site, entries);
    const pending =
      options.since === undefined
        ? newOrChanged(candidates, state!.engines[engine])
        : changedSince(candidates, options.since);
    const batch = pending.slice(0, options.maxUrls);
    const outcome =
      batch.length > 0 ? await push(batch.map((entry) => entry.url)) : { accepted: [] };
    if (state) {
      const accepted = batch.slice(0, outcome.accepted.length);
      state.engines[engine] = recordAfter(state.engines[engine], entries, accepted);
      await writePushState(options.statePath, state);
    }
    if (outcome.failed) ok = false;
    lines.push(reportLine(engine, entries.length, pending.length, options.maxUrls, outcome));
  }
  return { lines, ok };
}
