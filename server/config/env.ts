import { randomBytes } from 'node:crypto';
import path from 'node:path';

import express from 'express';
import { z } from 'zod';

import type { PublicConfig } from '../../shared/render-contract';
import { DEFAULT_CHANNEL } from '../../shared/routing/query-params';
import { isLogFormat, LOG_FORMATS } from '../logging/log-format';
import { isLogLevel, LOG_LEVELS } from '../logging/log-level';
import { OTHER_CHANNEL } from '../metrics/campaign-channel';
import { DEFAULT_METRICS_PORT } from '../metrics/metrics-server';
import { isIndexNowKey } from '../seo/indexnow-key';
import { ConfigError } from './config-error';
import {
  DEFAULT_PAGE_CACHE_MAX_MB,
  DEFAULT_PAGE_CACHE_SECONDS,
  DEFAULT_SHUTDOWN_DELAY_SECONDS,
  DEFAULT_UPSTREAM_MAX_BYTES,
  MIN_UPSTREAM_MAX_BYTES,
} from './defaults';
import { loadSiteConfig } from './site-config';

// Under the 65,536 file descriptors a container usually gets, with room for upstream sockets,
// files and Redis; an ingress in front holds far fewer, reused connections per pod.
export const DEFAULT_MAX_CONNECTIONS = 10_000;

/**
 * Whether Express accepts `value` as its `trust proxy` address list: asked of Express itself, so
 * the rule is exactly the one the app applies (which would otherwise throw after start-up).
 */
function isTrustedProxyList(value: string): boolean {
  try {
    express().set('trust proxy', value);
    return true;
  } catch {
    return false;
  }
}

/** Unset and blank are the same: the variable is off. */
export const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** An http(s) address with no credentials in it, or undefined. */
export function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password
      ? url
      : undefined;
  } catch {
    return undefined;
  }
}

/** An http(s) origin without credentials, path, query or fragment. */
const origin = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const url = httpUrl(value);
  if (!url || url.username || url.password) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be an http(s) origin such as https://api.example.com',
    });
    return z.NEVER;
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be an origin without a path, query or fragment',
    });
    return z.NEVER;
  }
  return url.origin;
});

/** A redis:// or rediss:// URL (credentials, database number and options allowed). */
const redisUrl = optionalText.refine(
  (value) => {
    if (value === undefined) return true;
    try {
      return ['redis:', 'rediss:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  },
  { message: 'must be a redis:// or rediss:// URL such as redis://redis:6379' },
);

/** An http(s) URL that may have a path and query (an API endpoint of a third party). */
const endpoint = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const url = httpUrl(value);
  if (!url) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be an http(s) URL such as https://ip.example.com/json',
    });
    return z.NEVER;
  }
  return url.href;
});

/** A whole number from `min` to `max`; undefined when unset. */
const optionalWholeNumber = (max: number, min = 0) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
      return z.NEVER;
    }
    return number;
  });

const wholeNumber = (max: number, fallback: number, min = 0) =>
  optionalWholeNumber(max, min).transform((value) => value ?? fallback);

/** A day: a page fresher than that is no cache but a stale copy. */
const MAX_PAGE_CACHE_SECONDS = 86_400;

/**
 * The campaign channels the metrics name: the spec's default channel and the platforms campaigns
 * run on. Any other `channel` a visitor brings is counted as OTHER_CHANNEL.
 */
const DEFAULT_CAMPAIGN_CHANNELS = [
  DEFAULT_CHANNEL,
  'bilibili',
  'douyin',
  'kuaishou',
  'wechat',
  'qq',
  'weibo',
  'xiaohongshu',
  'baidu',
];
/** Each channel is a metric label value: a few dozen short names at most. */
const MAX_CAMPAIGN_CHANNELS = 50;
const CAMPAIGN_CHANNEL = /^[A-Za-z0-9_.-]{1,64}$/;

/** WeChat's own API; WECHAT_API_ORIGIN names a stand-in for tests. */
const DEFAULT_WECHAT_API_ORIGIN = 'https://api.weixin.qq.com';

/** Every variable the server reads, with its rule: the one list of the environment. */
const envVariables = z.object({
  NODE_ENV: optionalText,
  PORT: wholeNumber(65_535, 3000),
  HOST: optionalText.transform((value) => value ?? '0.0.0.0'),
  API_UPSTREAM_URL: origin,
  CSRF_SECRET: optionalText.refine((value) => value === undefined || value.length >= 16, {
    message: 'must be at least 16 characters long',
  }),
  TRUST_PROXY: optionalText.transform((value, ctx): boolean | number | string => {
    if (value === undefined || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    if (!isTrustedProxyList(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be true, false, a hop count or a list of addresses and subnets (10.0.0.0/8, loopback)',
      });
      return z.NEVER;
    }
    return value;
  }),
  PUBLIC_ORIGIN: origin,
  CAPTCHA_ID: optionalText,
  ANALYTICS_ID: optionalText,
  TRACKING_HOST: origin,
  INSTALL_SDK_KEY: optionalText,
  IM_APP_ID: optionalText,
  DOWNLOAD_HOST: origin,
  IP_LOOKUP_URL: endpoint,
  INDEXNOW_KEY: optionalText.refine((value) => value === undefined || isIndexNowKey(value), {
    message: 'must be 8 to 128 letters, digits or dashes (an IndexNow key)',
  }),
  // An official account's AppID is `wx` and 16 hex digits, its AppSecret 32 hex digits.
  WECHAT_APP_ID: optionalText.refine(
    (value) => value === undefined || /^wx[0-9a-f]{16}$/i.test(value),
    { message: "must be the official account's AppID: wx and 16 hex digits" },
  ),
  WECHAT_APP_SECRET: optionalText.refine(
    (value) => value === undefined || /^[0-9a-f]{32}$/i.test(value),
    { message: "must be the official account's AppSecret: 32 hex digits" },
  ),
  WECHAT_API_ORIGIN: origin.transform((value) => value ?? DEFAULT_WECHAT_API_ORIGIN),
  DEMO_API: optionalText.refine((value) => value === undefined || value === '1' || value === '0', {
    message: 'must be 1 (serve the demo API when API_UPSTREAM_URL is unset) or 0',
  }),
  UPSTREAM_MAX_BYTES: wholeNumber(1024 ** 3, DEFAULT_UPSTREAM_MAX_BYTES, MIN_UPSTREAM_MAX_BYTES),
  // Its default depends on NODE_ENV, so it is filled in with the others below.
  PAGE_CACHE_SECONDS: optionalWholeNumber(MAX_PAGE_CACHE_SECONDS),
  PAGE_CACHE_MAX_MB: wholeNumber(64 * 1024, DEFAULT_PAGE_CACHE_MAX_MB),
  SHUTDOWN_DELAY_SECONDS: wholeNumber(300, DEFAULT_SHUTDOWN_DELAY_SECONDS),
  SITE_CONFIG: optionalText,
  DIST_DIR: optionalText,
  APP_ROOT: optionalText,
  RATE_LIMIT_REDIS_URL: redisUrl,
  MAX_CONNECTIONS: wholeNumber(1_000_000, DEFAULT_MAX_CONNECTIONS),

  METRICS_PORT: wholeNumber(65_535, DEFAULT_METRICS_PORT),
  CAMPAIGN_CHANNELS: optionalText.transform((value, ctx) => {
    if (value === undefined) return DEFAULT_CAMPAIGN_CHANNELS;
    const channels = value.split(',').map((channel) => channel.trim());
    if (
      channels.length > MAX_CAMPAIGN_CHANNELS ||
      !channels.every((c) => CAMPAIGN_CHANNEL.test(c))
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `must be at most ${MAX_CAMPAIGN_CHANNELS} comma-separated names of letters, digits, ".", "_" or "-"`,
      });
      return z.NEVER;
    }
    // The metrics would count a channel of that name and every unnamed one as one.
    if (channels.includes(OTHER_CHANNEL)) {
      ctx.addIssue({
        code: 'custom',
        message: `must not name "${OTHER_CHANNEL}", the label the metrics give every channel not named`,
      });
      return z.NEVER;
    }
    return channels;
  }),
  LOG_LEVEL: optionalText.transform((value, ctx) => {
    if (value === undefined) return 'info';
    if (!isLogLevel(value)) {
      ctx.addIssue({ code: 'custom', message: `must be one of ${LOG_LEVELS.join(', ')}` });
      return z.NEVER;
    }
    return value;
  }),
  LOG_FORMAT: optionalText.transform((value, ctx) => {
    if (value === undefined) return 'json';
    if (!isLogFormat(value)) {
      ctx.addIssue({ code: 'custom', message: `must be one of ${LOG_FORMATS.join(', ')}` });
      return z.NEVER;
    }
    return value;
  }),
});

/** The names of every environment variable the server reads (deployment manifests use these). */
export const CONFIG_ENV_NAMES: readonly string[] = Object.keys(envVariables.shape);

/** The environment checked variable by variable, then setting against setting; out comes the config. */
const configSchema = envVariables
  .superRefine((vars, ctx) => {
    // A deployment that forgot its upstream must not quietly serve sample data with a fixed code.
    if (vars.API_UPSTREAM_URL === undefined && vars.DEMO_API !== '1') {
      ctx.addIssue({
        code: 'custom',
        path: ['API_UPSTREAM_URL'],
        message: 'is not set (set DEMO_API=1 to serve the built-in demo API instead)',
      });
    }
    // One without the other is a deployment half done: say so rather than quietly share no card.
    if ((vars.WECHAT_APP_ID === undefined) !== (vars.WECHAT_APP_SECRET === undefined)) {
      const missing = vars.WECHAT_APP_ID === undefined ? 'WECHAT_APP_ID' : 'WECHAT_APP_SECRET';
      const other = missing === 'WECHAT_APP_ID' ? 'WECHAT_APP_SECRET' : 'WECHAT_APP_ID';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: `is not set while ${other} is (set both for WeChat share cards, or neither)`,
      });
    }
    // The metrics must never be reachable through the public port.
    if (vars.METRICS_PORT !== 0 && vars.METRICS_PORT === vars.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT (set it to 0 to turn metrics off)',
      });
    }
  })
  .transform((vars) => {
    const rootDir = path.resolve(vars.APP_ROOT ?? process.cwd());
    const mode: 'production' | 'development' =
      vars.NODE_ENV === 'development' ? 'development' : 'production';
    return {
      mode,
      port: vars.PORT,
      host: vars.HOST,
      /** The IndexNow key the site serves at `/<key>.txt`; undefined: that path is a 404. */
      indexNowKey: vars.INDEXNOW_KEY,
      /** Origin of the upstream API; undefined means "start the embedded demo API". */
      apiUpstreamUrl: vars.API_UPSTREAM_URL,
      csrfSecret: vars.CSRF_SECRET ?? randomBytes(32).toString('hex'),
      /** Whether CSRF_SECRET was generated for this process (replicas would disagree). */
      csrfSecretGenerated: vars.CSRF_SECRET === undefined,
      /** Express `trust proxy` value. */
      trustProxy: vars.TRUST_PROXY,
      /** Public origin for absolute links; undefined means the request's own origin. */
      publicOrigin: vars.PUBLIC_ORIGIN,
      /**
       * The third-party integrations; each is off (loads nothing) when its variable is unset.
       * They are exactly the settings the browser may see: the page is handed this object as it is.
       */
      integrations: {
        captchaId: vars.CAPTCHA_ID,
        analyticsId: vars.ANALYTICS_ID,
        trackingHost: vars.TRACKING_HOST,
        installSdkKey: vars.INSTALL_SDK_KEY,
        imAppId: vars.IM_APP_ID,
        downloadHost: vars.DOWNLOAD_HOST,
        ipLookupUrl: vars.IP_LOOKUP_URL,
        // Only that sharing is on: the AppID comes with each signature, the secret never leaves.
        wechatShare: vars.WECHAT_APP_ID && vars.WECHAT_APP_SECRET ? true : undefined,
      } satisfies PublicConfig,
      /** The official account whose JS-SDK ticket signs share cards in WeChat; undefined: off. */
      wechat:
        vars.WECHAT_APP_ID && vars.WECHAT_APP_SECRET
          ? {
              appId: vars.WECHAT_APP_ID,
              appSecret: vars.WECHAT_APP_SECRET,
              origin: vars.WECHAT_API_ORIGIN,
            }
          : undefined,
      /** DEMO_API=1: serve the embedded demo API when no upstream is set. */
      demoApi: vars.DEMO_API === '1',
      /** Largest upstream answer accepted, for server-side data and the /api proxy. */
      upstreamMaxBytes: vars.UPSTREAM_MAX_BYTES,
      /** Seconds an anonymous page stays fresh in the page cache; 0 turns the cache off. */
      pageCacheSeconds:
        vars.PAGE_CACHE_SECONDS ?? (mode === 'development' ? 0 : DEFAULT_PAGE_CACHE_SECONDS),
      /** Byte bound of the page cache. */
      pageCacheMaxBytes: vars.PAGE_CACHE_MAX_MB * 1024 * 1024,
      /** After SIGTERM, how long /readyz answers 503 while everything else is still served. */
      shutdownDelaySeconds: vars.SHUTDOWN_DELAY_SECONDS,
      /** External addresses and company facts from the SITE_CONFIG file; undefined when unset. */
      siteConfig: vars.SITE_CONFIG
        ? loadSiteConfig(path.resolve(rootDir, vars.SITE_CONFIG))
        : undefined,
      /** Port of the Prometheus metrics endpoint, apart from the public one; 0 turns it off. */
      metricsPort: vars.METRICS_PORT,
      /** The channels the campaign metrics name; any other is counted as OTHER_CHANNEL. */
      campaignChannels: new Set(vars.CAMPAIGN_CHANNELS) as ReadonlySet<string>,
      /** Least severe level logged. */
      logLevel: vars.LOG_LEVEL,
      /** JSON lines, or readable lines for a terminal. */
      logFormat: vars.LOG_FORMAT,
      /** Build output: `client/` (assets) and `server/` (SSR entry). */
      distDir: path.resolve(rootDir, vars.DIST_DIR ?? 'dist'),
      /** Where the static files (public/) live in development. */
      rootDir,
      /** Redis for the rate-limit counters, shared by every replica; undefined: in this process. */
      rateLimitRedisUrl: vars.RATE_LIMIT_REDIS_URL,
      /** Most connections the HTTP server holds at once; more are closed on arrival. */
      maxConnections: vars.MAX_CONNECTIONS,
    };
  });

export type AppConfig = z.output<typeof configSchema>;

/**
 * Reads and validates the environment once, at start-up; the first bad variable is the error, as
 * one line naming it. (A bad SITE_CONFIG file throws its own ConfigError from the transform.)
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`${String(issue.path[0])} ${issue.message}`);
  }
  return parsed.data;
}
