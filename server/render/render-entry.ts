import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { RequestHandler } from 'express';
import type { ViteDevServer } from 'vite';

import type { PageAssets, RenderFunction } from '../../shared/render-contract';
import type { AppConfig } from '../config/env';
import { CLIENT_ENTRY, readClientAssets } from './client-assets';

const DEV_ENTRY_PATH = '/@dev-entry.js';

/** How pages are rendered in this mode: where the SSR entry and the browser assets come from. */
export interface RenderEntry {
  loadRender(): Promise<RenderFunction>;
  assets: PageAssets;
  /** Development only: Vite's own middleware (module transforms, HMR). */
  devMiddleware?: RequestHandler;
  close(): Promise<void>;
}

/** Production: the built SSR entry is imported once; assets come from Vite's manifest. */
async function productionEntry(distDir: string): Promise<RenderEntry> {
  const modulePath = path.join(distDir, 'server', 'entry-server.js');
  const { render } = (await import(pathToFileURL(modulePath).href)) as { render: RenderFunction };
  const assets = await readClientAssets(distDir);
  return { loadRender: async () => render, assets, close: async () => {} };
}

/**
 * Development: Vite in middleware mode; the SSR entry is loaded through Vite on every request so
 * edits apply at once. The boot module is served from here, so no inline script is needed.
 */
async function developmentEntry(rootDir: string): Promise<RenderEntry> {
  const { createServer } = await import('vite');
  const vite: ViteDevServer = await createServer({
    root: rootDir,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  // Module scripts that React bootstraps run async, in no set order; one module importing the
  // three in sequence guarantees the React Refresh preamble runs before any component module.
  const devEntry = [
    "import '/@vite/client';",
    "import RefreshRuntime from '/@react-refresh';",
    'RefreshRuntime.injectIntoGlobalHook(window);',
    'window.$RefreshReg$ = () => {};',
    'window.$RefreshSig$ = () => (type) => type;',
    'window.__vite_plugin_react_preamble_installed__ = true;',
    `await import('/${CLIENT_ENTRY}');`,
  ].join('\n');
  const devMiddleware: RequestHandler = (req, res, next) => {
    if (req.path === DEV_ENTRY_PATH) {
      res.type('text/javascript').send(devEntry);
      return;
    }
    vite.middlewares(req, res, next);
  };
  return {
    loadRender: async () =>
      (
        (await vite.ssrLoadModule(`/${CLIENT_ENTRY.replace('entry-client', 'entry-server')}`)) as {
          render: RenderFunction;
        }
      ).render,
    assets: {
      bootstrapModules: [DEV_ENTRY_PATH],
      stylesheets: [],
    },
    devMiddleware,
    close: () => vite.close(),
  };
}

/**
 * Tests only: render the SSR entry from source, so a test sees an edited page without a build.
 * The test app builder asks for it; the config that `loadConfig` reads never does.
 */
export interface SourceRenderConfig extends AppConfig {
  renderFrom: 'source';
}

const SERVER_ENTRY = `/${CLIENT_ENTRY.replace('entry-client', 'entry-server')}`;

/** One Vite server per module instance (one test file), shared by its apps while any is open. */
let sourceVite: { server: Promise<ViteDevServer>; users: number } | undefined;

async function acquireSourceVite(rootDir: string): Promise<ViteDevServer> {
  if (!sourceVite) {
    const server = import('vite').then(({ createServer }) =>
      createServer({
        root: rootDir,
        appType: 'custom',
        // Test output shows failures, not Vite's notes on its own config.
        logLevel: 'error',
        // Nothing runs in a browser and nothing changes during a test file: no HMR, websocket,
        // file watcher or browser dependency pre-bundling.
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      }),
    );
    sourceVite = { server, users: 0 };
  }
  sourceVite.users += 1;
  return sourceVite.server;
}

async function releaseSourceVite(): Promise<void> {
  if (!sourceVite || --sourceVite.users > 0) return;
  const { server } = sourceVite;
  sourceVite = undefined;
  // A server that failed to start has nothing to close; its error went to whoever awaited it.
  await server.then(
    (vite) => vite.close(),
    () => undefined,
  );
}

/**
 * Loads every module the loaded ones import on demand (the pages and layouts behind lazy
 * routes), until there are no new ones: the build has them all at hand too, so a test's first
 * request of a page is not slowed by a transform that production never does.
 */
async function loadOnDemandModules(vite: ViteDevServer): Promise<void> {
  const graph = vite.environments.ssr.moduleGraph;
  const loaded = new Set<string>();
  for (;;) {
    const urls = [...graph.urlToModuleMap.values()]
      .flatMap((module) => module.transformResult?.dynamicDeps ?? [])
      // The project's own modules; Node loads the packages, as in production.
      .filter((url) => url.startsWith('/') && !loaded.has(url));
    if (urls.length === 0) return;
    for (const url of urls) loaded.add(url);
    await Promise.all(urls.map((url) => vite.ssrLoadModule(url)));
  }
}

/**
 * Source (tests): the SSR entry through Vite's SSR loader, loaded with all it may import when
 * the app is made, so that no request pays for a transform. The page names the development boot
 * module; nothing serves it here, since HTTP-level tests run no scripts.
 */
async function sourceEntry(rootDir: string): Promise<RenderEntry> {
  let render: RenderFunction;
  try {
    const vite = await acquireSourceVite(rootDir);
    ({ render } = (await vite.ssrLoadModule(SERVER_ENTRY)) as { render: RenderFunction });
    await loadOnDemandModules(vite);
  } catch (error) {
    await releaseSourceVite();
    throw error;
  }
  let closed = false;
  return {
    loadRender: async () => render,
    assets: { bootstrapModules: [DEV_ENTRY_PATH], stylesheets: [] },
    close: async () => {
      if (closed) return;
      closed = true;
      await releaseSourceVite();
    },
  };
}

export function createRenderEntry(config: AppConfig | SourceRenderConfig): Promise<RenderEntry> {
  if ('renderFrom' in config && config.renderFrom === 'source') return sourceEntry(config.rootDir);
  return config.mode === 'development'
    ? developmentEntry(config.rootDir)
    : productionEntry(config.distDir);
}
