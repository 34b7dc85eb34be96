/**
 * The settings of `npm run search-push`, from its arguments and environment, checked the way the
 * server checks its own (server/config/env.ts): each bad value is one line naming it.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

import { z } from 'zod';

import { httpUrl, optionalText } from '../config/env';
import { isIndexNowKey } from './indexnow-key';
import type { SearchPushOptions } from './search-push';
import { BAIDU_PUSH_ENDPOINT } from './search-push-baidu';
import { INDEXNOW_ENDPOINT } from './search-push-indexnow';
import { sinceDay } from './search-push-since';
import { SITEMAP_PATH } from './sitemap';

export const USAGE = `Usage: npm run search-push -- [--site <origin>] [--sitemap <url>] [--since <date>|P<n>D] [--max <n>]

Pushes the site's new and changed pages to Baidu (BAIDU_PUSH_TOKEN) and IndexNow (INDEXNOW_KEY).
  --site      the site's public origin (default PUBLIC_ORIGIN)
  --sitemap   where to read its sitemap (default <site>/sitemap.xml)
  --since     push by <lastmod> from this day on (an ISO date, or P<n>D: n days ago), keeping
              no state; without it, SEARCH_PUSH_STATE (default ./search-push-state.json)
              records what was pushed
  --max       most URLs pushed to each engine in one run (default SEARCH_PUSH_MAX_URLS or 10000)`;

const DEFAULT_STATE_FILE = 'search-push-state.json';
const DEFAULT_MAX_URLS = 10_000;
/** Baidu's daily quota is at most 100,000; no run needs more. */
const MAX_MAX_URLS = 100_000;

export class SettingsError extends Error {}

const origin = optionalText.refine(
  (value) => {
    if (value === undefined) return true;
    const url = httpUrl(value);
    return url !== undefined && url.pathname === '/' && !url.search && !url.hash;
  },
  { message: 'must be an http(s) origin such as https://www.example.com' },
);
const endpoint = (fallback: string) =>
  optionalText
    .refine((value) => value === undefined || httpUrl(value) !== undefined, {
      message: 'must be an http(s) URL',
    })
    .transform((value) => value ?? fallback);

const settingsSchema = z.object({
  site: origin,
  sitemap: optionalText.refine((value) => value === undefined || httpUrl(value) !== undefined, {
    message: 'must be an http(s) URL such as https://www.example.com/sitemap.xml',
  }),
  since: optionalText.refine((value) => value === undefined || sinceDay(value) !== undefined, {
    message: 'must be an ISO date such as 2026-05-01, or P<n>D for n days ago',
  }),
  max: optionalText.refine(
    (value) =>
      value === undefined || (/^\d+$/.test(value) && +value >= 1 && +value <= MAX_MAX_URLS),
    { message: `must be a whole number from 1 to ${MAX_MAX_URLS}` },
  ),
  BAIDU_PUSH_TOKEN: optionalText.refine(
    (value) => value === undefined || /^[\w-]{1,128}$/.test(value),
    {
      message: 'must be the token of Baidu’s push API (letters and digits)',
    },
  ),
  INDEXNOW_KEY: optionalText.refine((value) => value === undefined || isIndexNowKey(value), {
    message: 'must be 8 to 128 letters, digits or dashes (an IndexNow key)',
  }),
  BAIDU_PUSH_ENDPOINT: endpoint(BAIDU_PUSH_ENDPOINT),
  INDEXNOW_ENDPOINT: endpoint(INDEXNOW_ENDPOINT),
  SEARCH_PUSH_STATE: optionalText,
});

/** The arguments and the environment as one list of settings; an argument wins over its variable. */
function rawSettings(argv: readonly string[], env: Record<string, string | undefined>) {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        site: { type: 'string' },
        sitemap: { type: 'string' },
        since: { type: 'string' },
        max: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new SettingsError(`${(error as Error).message.split('\n')[0]}\n${USAGE}`);
  }
  return {
    help: values.help === true,
    raw: {
      ...env,
      site: values.site ?? env.PUBLIC_ORIGIN,
      sitemap: values.sitemap,
      since: values.since,
      max: values.max ?? env.SEARCH_PUSH_MAX_URLS,
    },
  };
}

/** The name a bad setting goes by for the person who set it. */
const NAMES: Readonly<Record<string, string>> = {
  site: '--site (or PUBLIC_ORIGIN)',
  sitemap: '--sitemap',
  since: '--since',
  max: '--max (or SEARCH_PUSH_MAX_URLS)',
};

/** The run's options, or `help` when asked for the usage. */
export function searchPushSettings(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  now: Date = new Date(),
): SearchPushOptions | 'help' {
  const { help, raw } = rawSettings(argv, env);
  if (help) return 'help';
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new SettingsError(`${NAMES[name] ?? name} ${issue.message}`);
  }
  const settings = parsed.data;
  if (settings.site === undefined) {
    throw new SettingsError(
      `--site (or PUBLIC_ORIGIN) is not set: the site's public origin\n${USAGE}`,
    );
  }
  if (settings.BAIDU_PUSH_TOKEN === undefined && settings.INDEXNOW_KEY === undefined) {
    throw new SettingsError(
      'neither BAIDU_PUSH_TOKEN nor INDEXNOW_KEY is set: no engine to push to',
    );
  }
  const site = new URL(settings.site).origin;
  return {
    site,
    sitemapUrl: settings.sitemap ?? `${site}${SITEMAP_PATH}`,
    ...(settings.since !== undefined ? { since: sinceDay(settings.since, now)! } : {}),
    statePath: path.resolve(settings.SEARCH_PUSH_STATE ?? DEFAULT_STATE_FILE),
    maxUrls: settings.max === undefined ? DEFAULT_MAX_URLS : Number(settings.max),
    ...(settings.BAIDU_PUSH_TOKEN !== undefined
      ? { baidu: { token: settings.BAIDU_PUSH_TOKEN, endpoint: settings.BAIDU_PUSH_ENDPOINT } }
      : {}),
    ...(settings.INDEXNOW_KEY !== undefined
      ? { indexNow: { key: settings.INDEXNOW_KEY, endpoint: settings.INDEXNOW_ENDPOINT } }
      : {}),
  };
}
