/**
 * What `npm run search-push` has pushed, so that a later run pushes only what is new or changed:
 * for each engine, each URL it accepted with the `<lastmod>` it had then ("" for none). A URL is
 * pushed again when its `<lastmod>` differs; URLs the sitemap no longer lists are forgotten, so
 * the file never outgrows the sitemap.
 */
import { readFile, rename, stat, writeFile } from 'node:fs/promises';

import { z } from 'zod';

import type { SitemapEntry } from './search-push-sitemap';

export const ENGINES = ['baidu', 'indexnow'] as const;
export type Engine = (typeof ENGINES)[number];

/** URL → the `<lastmod>` it was pushed with. */
export type PushedRecord = Record<string, string>;

export interface PushState {
  site: string;
  engines: Record<Engine, PushedRecord>;
}

/** Twice what a full sitemap's record of both engines takes: a bigger file is not ours. */
const MAX_STATE_BYTES = 64 * 1024 * 1024;

const stateSchema = z.object({
  version: z.literal(1),
  site: z.string(),
  engines: z.object({
    baidu: z.record(z.string(), z.string()).default({}),
    indexnow: z.record(z.string(), z.string()).default({}),
  }),
});

export class PushStateError extends Error {}

/** The state kept in `file` for `site`; none yet is an empty one. */
export async function readPushState(file: string, site: string): Promise<PushState> {
  const empty: PushState = { site, engines: { baidu: {}, indexnow: {} } };
  let text: string;
  try {
    if ((await stat(file)).size > MAX_STATE_BYTES) {
      throw new PushStateError(`${file} is over ${MAX_STATE_BYTES / 1024 / 1024} MiB`);
    }
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return empty;
    if (error instanceof PushStateError) throw error;
    throw new PushStateError(`cannot read ${file}: ${(error as Error).message}`);
  }
  let parsed: z.infer<typeof stateSchema>;
  try {
    parsed = stateSchema.parse(JSON.parse(text));
  } catch {
    throw new PushStateError(`${file} is not a search-push state file (delete it to start over)`);
  }
  if (parsed.site !== site) {
    throw new PushStateError(
      `${file} is the state of ${parsed.site}, not ${site} (give SEARCH_PUSH_STATE another file)`,
    );
  }
  return { site, engines: parsed.engines };
}

/** Written beside the file, then renamed over it: a run cut short leaves the old state whole. */
export async function writePushState(file: string, state: PushState): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify({ version: 1, ...state })}\n`);
  await rename(temporary, file);
}

const lastmodOf = (entry: SitemapEntry) => entry.lastmod ?? '';

/** The entries not yet pushed to the engine, or pushed with another `<lastmod>`. */
export function newOrChanged(
  entries: readonly SitemapEntry[],
  pushed: PushedRecord,
): SitemapEntry[] {
  return entries.filter((entry) => pushed[entry.url] !== lastmodOf(entry));
}

/**
 * The record after a run: what the sitemap still lists and was pushed before or now. `listed`
 * is the whole sitemap, so that a URL left for a later run keeps its old record.
 */
export function recordAfter(
  pushed: PushedRecord,
  listed: readonly SitemapEntry[],
  accepted: readonly SitemapEntry[],
): PushedRecord {
  const record: PushedRecord = {};
  for (const entry of listed) {
    const before = pushed[entry.url];
    if (before !== undefined) record[entry.url] = before;
  }
  for (const entry of accepted) record[entry.url] = lastmodOf(entry);
  return record;
}
