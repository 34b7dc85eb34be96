import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import type { RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll } from 'vitest';

import { type RunningDemoApi, startDemoApi } from '../../demo-api/start-demo-api';
import { createApp, type CreateAppOptions } from '../../server/app';
import { BUILD_INFO_FILE } from '../../server/build-info/build-info';
import { loadConfig } from '../../server/config/env';
import { type Logger, silentLogger } from '../../server/logging/logger';
import type { AppMetrics } from '../../server/metrics/metrics';
import type { RenderEntry } from '../../server/render/render-entry';
import { listen } from './listen';
import { sourceRenderEntry } from './source-render-entry';
import { type LoopbackUpstream, startRelayUpstream } from './upstreams';

export const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
export const TABLET_UA =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export interface TestApp {
  app: RequestListener;
  /** Origin of the upstream the app talks to. */
  upstreamUrl: string;
  /** The demo API the app started for itself (none when `upstreamUrl` was given). */
  demoApi?: RunningDemoApi;
  /** Closes the app, then what it started: the stand-in in front of the demo API, the demo API. */
  close(): Promise<void>;
}

/** The app listening on loopback, for tests whose requests need a socket of their own. */
export interface ServedTestApp extends TestApp {
  /** Origin of the app, `http://127.0.0.1:<port>`. */
  url: string;
}

/**
 * Where pages come from: `source` renders client/ through Vite's SSR loader (no build needed,
 * edits show at once); `build` renders the built bundle in DIST_DIR, as production does, for
 * browsers, which need the built scripts.
 */
export type RenderFrom = 'source' | 'build';

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Default: the embedded demo API, started here. */
  upstreamUrl?: string;
  /**
   * A stand-in the app calls instead of the demo API it starts, made in front of it from its
   * origin (a relay that holds answers back, fails or rewrites them); closed with the app.
   */
  inFrontOfDemo?: (demoUrl: string) => Promise<LoopbackUpstream>;
  /** Default `source`. */
  renderFrom?: RenderFrom;
  /** The page cache's clock, for tests that move time instead of waiting. */
  now?: () => number;
  /** How long a visitor's page waits for its data (the app's default unless set). */
  dataWaitMs?: number;
  /** Pages from this entry instead (a render that answers as no page of the site does). */
  renderEntry?: () => Promise<RenderEntry>;
  /** Default: silent. */
  logger?: Logger;
  /** Default: a registry of the app's own, which the test does not read. */
  metrics?: AppMetrics;
  /** Default: the configuration's helmet headers and page policy. */
  security?: CreateAppOptions['security'];
}

/**
 * What a source-rendered app serves instead of a build folder: public/ as the static files (the
 * build copies them unchanged) and a fixed build id. Removed with the app.
 */
async function sourceBuildFolder(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-source-render-'));
  await symlink(path.resolve('public'), path.join(dir, 'client'), 'dir');
  await writeFile(
    path.join(dir, BUILD_INFO_FILE),
    JSON.stringify({ id: 'source', timestamp: Date.now() }),
  );
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The source-rendered apps of a test file share one Vite server, which closes with the last of
 * them; this hold keeps it open from the first app to the end of the file, so that describe
 * blocks opening apps one after another do not each start their own.
 */
let sourceHold: Promise<RenderEntry | undefined> | undefined;
afterAll(async () => {
  await (await sourceHold)?.close();
});

/**
 * The production app (production config, demo API as upstream unless one is given), exactly as
 * `npm start` assembles it, for supertest; only where pages are rendered from may differ.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const fromSource = (options.renderFrom ?? 'source') === 'source';
  const folder = fromSource ? await sourceBuildFolder() : undefined;
  const config = loadConfig({
    NODE_ENV: 'production',
    // The upstream is handed to the app below; the config only has to accept its absence.
    DEMO_API: '1',
    CSRF_SECRET: 'test-secret-0123456789',
    // The build under test: parallel runs may each build into their own folder.
    DIST_DIR: folder?.dir ?? process.env.DIST_DIR,
    // Tests see every render unless they test the page cache itself (it is on in production).
    PAGE_CACHE_SECONDS: '0',
    ...options.env,
  });
  // A failure to render from source shows in createApp below, with the app's own error.
  if (fromSource) sourceHold ??= sourceRenderEntry(config.rootDir).catch(() => undefined);
  const demo = options.upstreamUrl ? undefined : await startDemoApi();
  let inFront: LoopbackUpstream | undefined;
  try {
    if (demo && options.inFrontOfDemo) inFront = await options.inFrontOfDemo(demo.url);
    const upstreamUrl = options.upstreamUrl ?? inFront?.url ?? demo!.url;
    const { app, close } = await createApp({
      config,
      upstreamUrl,
      logger: options.logger ?? silentLogger,
      renderEntry:
        options.renderEntry ?? (fromSource ? () => sourceRenderEntry(config.rootDir) : undefined),
      now: options.now,
      dataWaitMs: options.dataWaitMs,
      metrics: options.metrics,
      security: options.security,
    });
    return {
      app,
      upstreamUrl,
      demoApi: demo,
      close: async () => {
        await close();
        await inFront?.close();
        await demo?.close();
        await folder?.remove();
      },
    };
  } catch (error) {
    await inFront?.close();
    await demo?.close();
    await folder?.remove();
    throw error;
  }
}

/** `startTestApp`, listening on loopback: one origin for the page cache, raw sockets, fetch. */
export async function serveTestApp(options: TestAppOptions = {}): Promise<ServedTestApp> {
  const testApp = await startTestApp(options);
  const server = await listen(testApp.app).catch(async (error: unknown) => {
    await testApp.close();
    throw error;
  });
  return {
    ...testApp,
    url: server.url,
    close: async () => {
      await server.close();
      await testApp.close();
    },
  };
}

/**
 * The app listening on loopback, its upstream the demo API behind a relay that holds back the
 * answers of the paths matching `delay.path` for `delay.ms`: a slow API, for streaming tests.
 */
export function startAppWithSlowUpstream(
  delay: { path: RegExp; ms: number },
  renderFrom?: RenderFrom,
): Promise<ServedTestApp> {
  return serveTestApp({
    inFrontOfDemo: (demoUrl) => startRelayUpstream(demoUrl, delay),
    renderFrom,
  });
}

/**
 * The app in front of a loopback upstream from `start` (one that refuses, never answers…), for
 * the enclosing describe block: started before its tests, closed after. `app` is set by the time
 * the tests run.
 */
export function appBehindUpstream(
  start: () => Promise<LoopbackUpstream>,
  options: Omit<TestAppOptions, 'upstreamUrl' | 'inFrontOfDemo'> = {},
): { app: TestApp } {
  const suite = {} as { app: TestApp };
  let upstream: LoopbackUpstream | undefined;
  beforeAll(async () => {
    upstream = await start();
    suite.app = await startTestApp({ ...options, upstreamUrl: upstream.url });
  });
  afterAll(async () => {
    await suite.app?.close();
    await upstream?.close();
  });
  return suite;
}
