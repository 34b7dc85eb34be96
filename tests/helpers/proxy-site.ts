/**
 * The proxy test harness: an upstream on loopback (by default one that records every call), the
 * site in front of it listening on loopback, a logger that keeps its lines, and the anti-forgery
 * credentials a visitor holds after the token route.
 *
 * By default the site is the /api part alone, wired as production wires it, where the proxy's
 * deadline and limits can be set; `whole: true` runs the whole app as `npm start` assembles it.
 */
import type { RequestListener } from 'node:http';

import { afterAll, afterEach, beforeAll } from 'vitest';

import { XSRF_TOKEN_PATH } from '../../shared/api/xsrf';
import { listen } from './listen';
import {
  buildTestApp,
  type ProxyAppOptions,
  type RecordingLogger,
  recordingLogger,
} from './proxy-app';
import { startTestApp } from './test-app';
import { type FakeUpstream, type LoopbackUpstream, startFakeUpstream } from './upstreams';
import { credentialsFrom, type VisitorCredentials } from './visitor-cookies';

export interface ProxySite<U extends LoopbackUpstream = FakeUpstream> {
  /** Origin of the site. */
  url: string;
  upstream: U;
  visitor: VisitorCredentials;
  logger: RecordingLogger;
  /** Closes the site, then its upstream. */
  close(): Promise<void>;
}

export type ProxySiteOptions<U extends LoopbackUpstream> = {
  /** Starts the upstream (the demo API, a closed port…); default: a recording fake one. */
  upstream?: () => Promise<U>;
} & (
  | ({ whole?: false } & Omit<ProxyAppOptions, 'upstreamUrl' | 'logger'>)
  | { whole: true; env?: Record<string, string> }
);

async function startSite(
  options: ProxySiteOptions<LoopbackUpstream>,
  upstreamUrl: string,
  logger: RecordingLogger,
): Promise<{ app: RequestListener; close(): Promise<void> }> {
  if (options.whole) return startTestApp({ upstreamUrl, env: options.env, logger });
  return { app: buildTestApp({ ...options, upstreamUrl, logger }), close: async () => {} };
}

/** Starts an upstream and the site in front of it; `close()` stops both. */
export async function startProxySite<U extends LoopbackUpstream = FakeUpstream>(
  options: ProxySiteOptions<U> = {},
): Promise<ProxySite<U>> {
  // Without a starter of its own, U is the default FakeUpstream (a caller naming another U
  // passes its starter).
  const upstream = options.upstream
    ? await options.upstream()
    : ((await startFakeUpstream()) as unknown as U);
  const logger = recordingLogger();
  const site = await startSite(options, upstream.url, logger);
  const server = await listen(site.app);
  const issued = await fetch(`${server.url}${XSRF_TOKEN_PATH}`);
  await issued.arrayBuffer();
  return {
    url: server.url,
    upstream,
    visitor: credentialsFrom(issued.headers.getSetCookie()),
    logger,
    close: async () => {
      await server.close();
      await site.close();
      await upstream.close();
    },
  };
}

/**
 * The site for the enclosing describe block (or the file): started before its tests, closed
 * after them, its fake upstream and its log cleared after each test. Read its fields in a test
 * or hook, once it has started.
 */
export function proxySiteForSuite<U extends LoopbackUpstream = FakeUpstream>(
  options: ProxySiteOptions<U> = {},
): ProxySite<U> {
  const site = {} as ProxySite<U>;
  beforeAll(async () => {
    Object.assign(site, await startProxySite(options));
  });
  afterEach(() => {
    (site.upstream as Partial<FakeUpstream>).reset?.();
    site.logger.lines.length = 0;
  });
  afterAll(async () => {
    await site.close?.();
  });
  return site;
}

/** A write through the site's /api, as the browser's API client sends it. */
export function postApi(
  site: Pick<ProxySite<LoopbackUpstream>, 'url' | 'visitor'>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: {
      cookie: site.visitor.cookie,
      'x-xsrf-token': site.visitor.token,
      'content-type': 'application/json',
      lan: 'zh',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}
