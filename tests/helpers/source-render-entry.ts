import type { ViteDevServer } from 'vite';

import { DEV_ENTRY_PATH, type RenderEntry, SERVER_ENTRY } from '../../server/render/render-entry';
import type { RenderEntryModule } from '../../shared/render-contract';

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
 * Renders the SSR entry from source, so a test sees an edited page without a build: through
 * Vite's SSR loader, loaded with all it may import when the app is made, so that no request pays
 * for a transform. The page names the development boot module; nothing serves it here, since
 * HTTP-level tests run no scripts.
 */
export async function sourceRenderEntry(rootDir: string): Promise<RenderEntry> {
  let entryModule: RenderEntryModule;
  try {
    const vite = await acquireSourceVite(rootDir);
    entryModule = (await vite.ssrLoadModule(SERVER_ENTRY)) as RenderEntryModule;
    await loadOnDemandModules(vite);
  } catch (error) {
    await releaseSourceVite();
    throw error;
  }
  let closed = false;
  return {
    loadRender: async () => entryModule.render,
    loadStaticLegalPages: async () => entryModule.renderStaticLegalPages,
    assets: { bootstrapModules: [DEV_ENTRY_PATH], stylesheets: [], modulePreloads: () => [] },
    close: async () => {
      if (closed) return;
      closed = true;
      await releaseSourceVite();
    },
  };
}
