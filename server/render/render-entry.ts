import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
import type { ViteDevServer } from 'vite';
import type { RenderInput } from '../../client/entry-server';
import type { AppConfig } from '../config';
import { type ClientAssets, CLIENT_ENTRY, readClientAssets } from './client-assets';

type RenderFunction = (input: RenderInput) => Promise<void>;

/** How pages are rendered in this mode: where the SSR entry and the browser assets come from. */
export interface RenderEntry {
  loadRender(): Promise<RenderFunction>;
  assets: ClientAssets;
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
 * edits apply at once. The React Refresh preamble is served as a module (no inline script).
 */
async function developmentEntry(rootDir: string): Promise<RenderEntry> {
  const { createServer } = await import('vite');
  const vite: ViteDevServer = await createServer({
    root: rootDir,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  const preamble = [
    "import RefreshRuntime from '/@react-refresh';",
    'RefreshRuntime.injectIntoGlobalHook(window);',
    'window.$RefreshReg$ = () => {};',
    'window.$RefreshSig$ = () => (type) => type;',
    'window.__vite_plugin_react_preamble_installed__ = true;',
  ].join('\n');
  const devMiddleware: RequestHandler = (req, res, next) => {
    if (req.path === '/@react-refresh-preamble.js') {
      res.type('text/javascript').send(preamble);
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
      bootstrapModules: ['/@vite/client', '/@react-refresh-preamble.js', `/${CLIENT_ENTRY}`],
      stylesheets: [],
    },
    devMiddleware,
    close: () => vite.close(),
  };
}

export function createRenderEntry(config: AppConfig): Promise<RenderEntry> {
  return config.mode === 'development'
    ? developmentEntry(config.rootDir)
    : productionEntry(config.distDir);
}
