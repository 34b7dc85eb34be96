/**
 * The standalone legal pages (`/terms.html` and its siblings), rendered once at start-up from
 * the company facts of the running SITE_CONFIG (the demo operator without one) and served from
 * memory, precompressed, like the build's static files. The config the pods run with is the one
 * source of truth: nothing generated from another copy of it can go stale or name the demo.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { RequestHandler } from 'express';

import type { SiteConfig } from '../../shared/site-config-schema';
import type { AppConfig } from '../config/env';
import { memoryFile, sendFile, type StaticFile } from '../http/static-files';

/** What the renderer module (client/legal/static-pages.ts) exports. */
interface LegalPagesModule {
  renderStaticLegalPages(
    css: string,
    facts?: Pick<SiteConfig, 'company' | 'legalOperators'>,
    origin?: string,
  ): { file: string; html: string }[];
}

/** Where the renderer module and its style sheet are. */
export interface LegalRendererFiles {
  module: string;
  css: string;
}

/** The renderer's source, for development (tsx) and for tests that render from source. */
export function sourceLegalRenderer(rootDir: string): LegalRendererFiles {
  const dir = path.join(rootDir, 'client', 'legal');
  return { module: path.join(dir, 'static-pages.ts'), css: path.join(dir, 'legal.css') };
}

/**
 * The renderer and its style sheet: the build's bundle in production, the source in
 * development. Loaded by path, as the render entry is: the server never imports the browser's
 * code.
 */
function rendererFiles(config: AppConfig): LegalRendererFiles {
  if (config.mode === 'development') return sourceLegalRenderer(config.rootDir);
  const dir = path.join(config.distDir, 'server');
  return { module: path.join(dir, 'legal-pages.js'), css: path.join(dir, 'legal.css') };
}

/** Serves the legal pages rendered for this process's SITE_CONFIG; everything else passes on. */
export async function legalPages(
  config: AppConfig,
  files: LegalRendererFiles = rendererFiles(config),
): Promise<RequestHandler> {
  const [renderer, css] = await Promise.all([
    import(pathToFileURL(files.module).href) as Promise<LegalPagesModule>,
    readFile(files.css, 'utf8'),
  ]);
  const startedAt = new Date();
  const pages = renderer.renderStaticLegalPages(css, config.siteConfig, config.publicOrigin);
  // Revalidated on every use (html), so a new SITE_CONFIG shows at once.
  const served = new Map<string, StaticFile>(
    pages.map(({ file, html }) => [
      `/${file}`,
      memoryFile(`/${file}`, Buffer.from(html), startedAt),
    ]),
  );
  return (req, res, next) => {
    const file = req.method === 'GET' || req.method === 'HEAD' ? served.get(req.path) : undefined;
    if (file) sendFile(req, res, file);
    else next();
  };
}
