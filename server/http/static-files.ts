import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import express, { type Request, type RequestHandler, type Response } from 'express';

import { preferredEncoding } from './preferred-encoding';

const ONE_YEAR_S = 365 * 24 * 60 * 60;
const ONE_DAY_S = 24 * 60 * 60;
const ASSETS_PREFIX = '/assets/';

/** A file of the browser build, held in memory with its precompressed copies. */
export interface StaticFile {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  lastModified: string;
  cacheControl: string;
  extension: string;
}

/**
 * Hashed assets never change under their name: immutable for a year. Documents (the legal
 * pages) are revalidated on every use, so a new deploy shows at once; images, icons and the
 * like are kept for a day.
 */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith(ASSETS_PREFIX)) return `public, max-age=${ONE_YEAR_S}, immutable`;
  if (urlPath.endsWith('.html')) return 'public, no-cache';
  return `public, max-age=${ONE_DAY_S}`;
}

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/** Reads every visitor-facing file of `dir` (not dotfiles, not the .br/.gz copies) once. */
async function loadFiles(dir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const urlPath = `/${path.relative(dir, file).split(path.sep).join('/')}`;
        if (urlPath.split('/').some((part) => part.startsWith('.'))) return;
        const [identity, br, gzip, info] = await Promise.all([
          readFile(file),
          readOptional(`${file}.br`),
          readOptional(`${file}.gz`),
          stat(file),
        ]);
        files.set(urlPath, {
          identity,
          br,
          gzip,
          etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
          lastModified: info.mtime.toUTCString(),
          cacheControl: cacheControlFor(urlPath),
          extension: path.extname(file),
        });
      }),
  );
  return files;
}

export function send(req: Request, res: Response, file: StaticFile): void {
  res.setHeader('Cache-Control', file.cacheControl);
  res.setHeader('ETag', file.etag);
  res.setHeader('Last-Modified', file.lastModified);
  res.vary('Accept-Encoding');
  res.type(file.extension);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = preferredEncoding(req, {
    br: file.br !== undefined,
    gzip: file.gzip !== undefined,
  });
  const body =
    (encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : undefined) ?? file.identity;
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The browser build (`dist/client`: hashed assets, and public/ files such as the legal pages),
 * read into memory at start-up with the copies the build precompressed, and served with ETag,
 * Last-Modified and 304. A miss under /assets/ is a plain 404, never a page.
 */
export async function staticFiles(distDir: string): Promise<RequestHandler> {
  const files = await loadFiles(path.join(distDir, 'client'));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const file = files.get(req.path);
    if (file) {
      send(req, res, file);
      return;
    }
    if (req.path.startsWith(ASSETS_PREFIX)) {
      res.status(404).type('text/plain').send('404 Not Found');
      return;
    }
    next();
  };
}

/** Development: public/ straight from the source tree (Vite serves the modules). */
export function publicFiles(rootDir: string): RequestHandler {
  return express.static(path.join(rootDir, 'public'), { index: false });
}
