import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { RequestHandler } from 'express';
import type { ViteDevServer } from 'vite';

import type {
  PageAssets,
  RenderEntryModule,
  RenderFunction,
  StaticLegalPagesFunction,
} from '../../shared/render-contract';
import type { AppConfig } from '../config/env';
import { CLIENT_ENTRY, readClientAssets } from './client-assets';
import { renderShowingErrors } from './dev-error-page';

/** The SSR entry as Vite's loader names it. */
export const SERVER_ENTRY = `/${CLIENT_ENTRY.replace('entry-client', 'entry-server')}`;

/** The development boot module: React Refresh's preamble, then the entry, served by Vite. */
export const DEV_ENTRY_PATH = '/client/dev-entry.ts';

/** How pages are rendered in this mode: where the SSR entry and the browser assets come from. */
export interface RenderEntry {
  loadRender(): Promise<RenderFunction>;
  /** The standalone legal files' renderer, from the same module as the pages'. */
  loadStaticLegalPages(): Promise<StaticLegalPagesFunction>;
  assets: PageAssets;
  /** Development only: Vite's own middleware (module transforms, HMR). */
  devMiddleware?: RequestHandler;
  close(): Promise<void>;
}

/** Production: the built SSR entry is imported once; assets come from Vite's manifest. */
async function productionEntry(distDir: string): Promise<RenderEntry> {
  const modulePath = path.join(distDir, 'server', 'entry-server.js');
  const { render, renderStaticLegalPages } = (await import(
    pathToFileURL(modulePath).href
  )) as RenderEntryModule;
  const assets = await readClientAssets(distDir);
  return {
    loadRender: async () => render,
    loadStaticLegalPages: async () => renderStaticLegalPages,
    assets,
    close: async () => {},
  };
}

/**
 * Development: Vite in middleware mode; the SSR entry is loaded through Vite on every request so
 * edits apply at once. Vite serves the boot module and its HMR client, so no inline script is
 * needed.
 */
async function developmentEntry(rootDir: string): Promise<RenderEntry> {
  const { createServer } = await import('vite');
  const vite: ViteDevServer = await createServer({
    root: rootDir,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  const devMiddleware: RequestHandler = (req, res, next) => vite.middlewares(req, res, next);
  const load = async () => (await vite.ssrLoadModule(SERVER_ENTRY)) as RenderEntryModule;
  return {
    loadRender: async () => renderShowingErrors(async () => (await load()).render),
    loadStaticLegalPages: async () => (await load()).renderStaticLegalPages,
    assets: {
      // Vite's HMR client, as its transformIndexHtml would name it.
      bootstrapModules: ['/@vite/client', DEV_ENTRY_PATH],
      stylesheets: [],
      // Vite serves each source module on its own: nothing to name ahead.
      modulePreloads: () => [],
    },
    devMiddleware,
    close: () => vite.close(),
  };
}

/** The render entry of the configured mode: the build in production, Vite in development. */
export function createRenderEntry(config: AppConfig): Promise<RenderEntry> {
  return config.mode === 'development'
    ? developmentEntry(config.rootDir)
    : productionEntry(config.distDir);
}
