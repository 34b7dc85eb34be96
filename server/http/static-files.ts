import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import express, { type Request, type RequestHandler, type Response } from 'express';

import { type KeptBody, sendKept, startupCopies } from './compression-policy';
import { HASHED_ASSET_FILE, PREVIOUS_ASSETS_DIR } from './previous-assets';

const ONE_YEAR_S = 365 * 24 * 60 * 60;
const ONE_DAY_S = 24 * 60 * 60;
const ASSETS_PREFIX = '/assets/';

/**
 * Paths that name a file, not a page: a miss among them is a small plain 404, never the cost of
 * rendering the not-found page.
 */
const FILE_LIKE_PATH =
  /^\/(?:assets|qr)\/|\.(?:svg|png|jpe?g|gif|webp|avif|ico|js|mjs|css|map|woff2?|ttf)$/i;

/** A file held in memory with its compressed copies. */
export interface StaticFile extends KeptBody {
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

/**
 * Reads every visitor-facing file of `dir` (not dotfiles, not the .br/.gz copies) once, each
 * under `urlPrefix` + its path in `dir`; with `accept`, only the files whose path in `dir` it
 * accepts.
 */
async function loadFiles(
  dir: string,
  {
    urlPrefix = '',
    accept = () => true,
  }: { urlPrefix?: string; accept?: (relativePath: string) => boolean } = {},
): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const relativePath = path.relative(dir, file).split(path.sep).join('/');
        if (!accept(relativePath)) return;
        const urlPath = `${urlPrefix}/${relativePath}`;
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

/**
 * A file made at start-up (not read from disk), compressed once, here, for every visitor; a file
 * that is compressed already (a PNG) is sent as it is.
 */
export function memoryFile(
  urlPath: string,
  identity: Buffer,
  lastModified: Date,
  { compress = true } = {},
): StaticFile {
  return {
    ...(compress ? startupCopies(identity) : { identity }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    lastModified: lastModified.toUTCString(),
    cacheControl: cacheControlFor(urlPath),
    extension: path.extname(urlPath),
  };
}

/** Answers with `file`: 304 when fresh, else its smallest copy the client takes. */
export function sendFile(req: Request, res: Response, file: StaticFile): void {
  res.setHeader('Cache-Control', file.cacheControl);
  res.setHeader('ETag', file.etag);
  res.setHeader('Last-Modified', file.lastModified);
  // Worked out each time: the hashed asset without a memo of it measured 1.02× (0.80–1.37), noise.
  res.type(file.extension);
  sendKept(req, res, file, req.fresh);
}

/**
 * The hashed assets of the build this one replaced (none when the folder is missing), served
 * like the current ones: only files named as the build hashes them, top level only.
 */
async function loadPreviousAssets(distDir: string): Promise<Map<string, StaticFile>> {
  try {
    return await loadFiles(path.join(distDir, PREVIOUS_ASSETS_DIR), {
      urlPrefix: ASSETS_PREFIX.slice(0, -1),
      // A file name alone: a subfolder's path has a slash, which the pattern refuses.
      accept: (relativePath) => HASHED_ASSET_FILE.test(relativePath),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
}

/**
 * The browser build (`dist/client`: hashed assets, and public/ files such as the legal pages),
 * then the previous build's hashed assets for pages still held from it, read into memory at
 * start-up with the copies the build precompressed, and served with ETag, Last-Modified and 304.
 * From memory rather than express.static: express.static (serve-static), with the same headers
 * and a precompressed copy put in the file's stead, made the hashed asset 1.92× the CPU
 * (1.61–3.57; `npm run bench:ab`, one run on a noisy shared machine): a stat and a file stream
 * per request.
 */
export async function staticFiles(distDir: string): Promise<RequestHandler> {
  const files = await loadFiles(path.join(distDir, 'client'));
  for (const [urlPath, file] of await loadPreviousAssets(distDir)) {
    if (!files.has(urlPath)) files.set(urlPath, file);
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const file = files.get(req.path);
    if (file) {
      sendFile(req, res, file);
      return;
    }
    next();
  };
}

/** A GET or HEAD of a file-like path that nothing above answered: a plain 404. */
export function unknownFileNotFound(): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !FILE_LIKE_PATH.test(req.path)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.status(404).type('text/plain').send('404 Not Found');
  };
}

/** Development: public/ straight from the source tree (Vite serves the modules). */
export function publicFiles(rootDir: string): RequestHandler {
  return express.static(path.join(rootDir, 'public'), { index: false });
}
