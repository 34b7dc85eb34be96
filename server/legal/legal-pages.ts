/**
 * The standalone legal pages (`/terms.html` and its siblings), rendered once at start-up from
 * the company facts of the running SITE_CONFIG (the demo operator without one) and served from
 * memory, precompressed, like the build's static files. The config the pods run with is the one
 * source of truth: nothing generated from another copy of it can go stale or name the demo.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

import type { RequestHandler } from 'express';

import type { AppConfig } from '../config/env';
import { send, type StaticFile } from '../http/static-files';
import type { SourceRenderConfig } from '../render/render-entry';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What the renderer module (client/legal/static-pages.ts) exports. */
interface LegalPagesModule {
  renderStaticLegalPages(
    css: string,
    company?: { name: string; contactEmail: string },
  ): { file: string; html: string }[];
}

/**
 * The renderer and its style sheet: the build's bundle in production, the source otherwise
 * (development runs on tsx, the tests on Vite's loader). Loaded by path, as the render entry is:
 * the server never imports the browser's code.
 */
function rendererFiles(config: AppConfig | SourceRenderConfig): { module: string; css: string } {
  const fromSource =
    config.mode === 'development' || ('renderFrom' in config && config.renderFrom === 'source');
  if (fromSource) {
    const dir = path.join(config.rootDir, 'client', 'legal');
    return { module: path.join(dir, 'static-pages.ts'), css: path.join(dir, 'legal.css') };
  }
  const dir = path.join(config.distDir, 'server');
  return { module: path.join(dir, 'legal-pages.js'), css: path.join(dir, 'legal.css') };
}

async function staticFile(html: string, startedAt: Date): Promise<StaticFile> {
  const identity = Buffer.from(html);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  return {
    identity,
    gzip: gzipped,
    br: brotli,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    lastModified: startedAt.toUTCString(),
    // Revalidated on every use, so a new SITE_CONFIG shows at once.
    cacheControl: 'public, no-cache',
    extension: '.html',
  };
}

/** Serves the legal pages rendered for this process's SITE_CONFIG; everything else passes on. */
export async function legalPages(config: AppConfig | SourceRenderConfig): Promise<RequestHandler> {
  const files = rendererFiles(config);
  const [renderer, css] = await Promise.all([
    import(pathToFileURL(files.module).href) as Promise<LegalPagesModule>,
    readFile(files.css, 'utf8'),
  ]);
  const startedAt = new Date();
  const pages = renderer.renderStaticLegalPages(css, config.site?.company);
  const served = new Map<string, StaticFile>(
    await Promise.all(
      pages.map(async ({ file, html }) => [`/${file}`, await staticFile(html, startedAt)] as const),
    ),
  );
  return (req, res, next) => {
    const file = req.method === 'GET' || req.method === 'HEAD' ? served.get(req.path) : undefined;
    if (file) send(req, res, file);
    else next();
  };
}
