/**
 * The one place that decides how an answer is compressed: which codings, in which order of
 * preference and at which level, for each kind of answer. The rule behind every choice is how
 * often one compressed body is sent:
 * - made per request and sent once (a page complete at its first flush, a proxied answer): the
 *   cheapest coding for about the same size, at a fast level, whole, in one call;
 * - streamed (a page whose shell leaves first): a compression stream flushed per React flush;
 * - kept for many visitors (a cached page, the sitemap, a file made at start-up, the build's
 *   files): brotli at a high level, made once, and gzip for the browsers without it.
 * Every answer this may compress varies on Accept-Encoding, and a client that names no encoding
 * gets none.
 */
import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import type { Request, Response } from 'express';

import { acceptedCodings, type Coding } from './accepted-encodings';

export type { Coding } from './accepted-encodings';

/** Answers made per request and compressed whole. */
export type WholeAnswer = 'page' | 'proxied';

/** Smaller bodies are sent as they are: the bytes saved would not pay for the call. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Best first. zstd makes the home page as small as gzip does for half the CPU. For a page, brotli
 * at BROTLI_WHOLE_QUALITY comes next: as small as gzip (10.8 against 10.7 KB) for 17 % less CPU
 * (262 against 317 µs a home page), which Safari, accepting no zstd, gets. An API answer of a few
 * KB keeps gzip before brotli, which costs more there (43 against 39 µs). Streamed pages keep
 * brotli first, the order they have always had: zstd's per-flush output is not measured here.
 */
const WHOLE_ORDER: Readonly<Record<WholeAnswer, readonly Coding[]>> = {
  page: ['zstd', 'br', 'gzip'],
  proxied: ['zstd', 'gzip', 'br'],
};
const STREAMED_ORDER: readonly Coding[] = ['br', 'gzip'];
/** Kept copies: the smallest first. */
const KEPT_ORDER = ['br', 'gzip'] as const;

/**
 * Brotli's window for what is compressed per request, as a power of two: 256 KB, more than any
 * page or API answer. The default (4 MB) made each compressed response allocate and clear several
 * megabytes, which cost an uncached page twice its render in CPU.
 */
const BROTLI_WINDOW_BITS = 18;
/** Per request, streamed: a fast level that still beats gzip on HTML. */
const BROTLI_FAST_QUALITY = 4;
/** Per request, whole: as small as gzip's fast level, for less CPU (see WHOLE_ORDER). */
const BROTLI_WHOLE_QUALITY = 2;
/** Kept copies made while serving: nearly the smallest bytes at a fraction of the maximum's time. */
const BROTLI_KEPT_QUALITY = 9;
/**
 * zlib's fastest deflate (levels 1 to 3) at its best: the home page comes out 5 % larger than at
 * the default level 6 (8.8 against 8.4 KB) for 40 % less CPU, which the default's lazy matching
 * spends on every uncached render.
 */
const GZIP_FAST_LEVEL = 3;
/** Kept copies made while serving, in zlib's threads. */
const GZIP_KEPT_LEVEL = zlib.constants.Z_DEFAULT_COMPRESSION;
/**
 * zstd's default level: the home page comes out as small as gzip's at level 3 (8.2 KB) for half
 * its CPU. Chrome, Edge and Firefox accept zstd; Node marks its zstd API experimental, but the
 * format is a fixed standard and one call is all this uses.
 */
const ZSTD_LEVEL = 3;

const BROTLI_FAST_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_FAST_QUALITY,
  [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
};

/** Media types worth compressing: text, JSON, XML, scripts and SVG; images and archives are not. */
const COMPRESSIBLE_TYPE =
  /^(?:text\/[\w.+-]+|application\/(?:[\w.-]+\+)?(?:json|xml)|application\/(?:x-)?javascript|image\/svg\+xml)\s*(?:;|$)/i;

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE_TYPE.test(contentType);
}

/** The first of `order` the request accepts and `available` allows; identity when none. */
function chooseCoding(
  req: IncomingMessage,
  order: readonly Coding[],
  available: (coding: Coding) => boolean = () => true,
): Coding | 'identity' {
  const accepts = acceptedCodings(req);
  if (!accepts) return 'identity';
  return order.find((coding) => accepts[coding] && available(coding)) ?? 'identity';
}

/** `body` in `coding`, at the per-request level, in one synchronous call. */
export function compressWhole(body: Buffer, coding: Coding): Buffer {
  if (coding === 'zstd') {
    // The size up front lets zstd size its tables to the body: 15 % less CPU for a page.
    return zlib.zstdCompressSync(body, {
      pledgedSrcSize: body.length,
      params: { [zlib.constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL },
    });
  }
  if (coding === 'gzip') return zlib.gzipSync(body, { level: GZIP_FAST_LEVEL });
  return zlib.brotliCompressSync(body, {
    params: {
      ...BROTLI_FAST_PARAMS,
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_WHOLE_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * A whole body made for this request, in the coding its kind prefers among those the client
 * takes, with Vary, Content-Encoding and Content-Length set: what to send. For a page complete
 * before its first byte left, one synchronous call costs a fraction of a compression stream's
 * set-up, flushes and thread hand-offs. A HEAD answer is sized as the plain body, as it has none.
 */
export function encodeWhole(req: Request, res: Response, kind: WholeAnswer, body: Buffer): Buffer {
  res.vary('Accept-Encoding');
  const coding =
    body.length >= COMPRESS_FROM_BYTES && req.method !== 'HEAD'
      ? chooseCoding(req, WHOLE_ORDER[kind])
      : 'identity';
  const sent = coding === 'identity' ? body : compressWhole(body, coding);
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', sent.length);
  return sent;
}

/** A compression stream for a page sent in pieces, and how to push out what it holds so far. */
export interface StreamEncoder {
  stream: Transform;
  /** Sends what was written so far without ending the stream (once per React flush). */
  flush: () => void;
}

/**
 * The encoder of a page whose shell leaves before the rest, with Vary and Content-Encoding set,
 * or undefined when it goes as it is. Call before the headers leave.
 */
export function streamEncoder(req: Request, res: Response): StreamEncoder | undefined {
  res.vary('Accept-Encoding');
  const coding = req.method === 'HEAD' ? 'identity' : chooseCoding(req, STREAMED_ORDER);
  if (coding === 'identity') return undefined;
  res.setHeader('Content-Encoding', coding);
  res.removeHeader('Content-Length');
  if (coding === 'br') {
    const stream = zlib.createBrotliCompress({ params: BROTLI_FAST_PARAMS });
    return { stream, flush: () => stream.flush(zlib.constants.BROTLI_OPERATION_FLUSH) };
  }
  // Only zstd is never streamed (not in STREAMED_ORDER), so this is gzip.
  const stream = zlib.createGzip({ level: GZIP_FAST_LEVEL });
  // A sync flush keeps the dictionary, so later sections still compress against the shell.
  return { stream, flush: () => stream.flush(zlib.constants.Z_SYNC_FLUSH) };
}

/** A body with the compressed copies kept of it; a copy may be missing (a PNG has none). */
/** The copies a kept body may have. */
export type KeptCoding = 'identity' | 'br' | 'gzip';

export interface KeptBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The bytes a kept body holds, its copies included. */
export function keptBytes({ identity, br, gzip }: KeptBody): number {
  return identity.length + (br?.length ?? 0) + (gzip?.length ?? 0);
}

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/**
 * The copies of a body kept while it is current (a cached page, a sitemap file): made once, in
 * zlib's threads, off the event loop, for every visitor until it is stale.
 */
export async function keptCopies(identity: Buffer): Promise<Required<KeptBody>> {
  const [br, gzip] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_KEPT_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: GZIP_KEPT_LEVEL }),
  ]);
  return { identity, br, gzip };
}

/**
 * The copies of a file made at start-up (the legal pages, the QR codes' SVG): made once for the
 * life of the process, so at the smallest size zlib makes, as the build does for its files.
 */
export function startupCopies(identity: Buffer): Required<KeptBody> {
  return {
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
    gzip: zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * Answers with the smallest kept copy the client takes (brotli, then gzip, then none: browsers
 * list gzip first with equal weight), or with 304 when `notModified`. Headers other than the
 * encoding's and the length are the caller's, set before.
 */
export function sendKept(req: Request, res: Response, body: KeptBody, notModified: boolean): void {
  res.vary('Accept-Encoding');
  if (notModified) {
    res.status(304).end();
    return;
  }
  const coding = keptCoding(req, body);
  const sent = body[coding]!;
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', sent.length);
  res.end(req.method === 'HEAD' ? undefined : sent);
}

/** Which kept copy of `body` the client takes: brotli, then gzip, then none. */
export function keptCoding(req: IncomingMessage, body: KeptBody): KeptCoding {
  const coding = chooseCoding(
    req,
    KEPT_ORDER,
    (name) => name !== 'zstd' && body[name] !== undefined,
  );
  return coding === 'br' || coding === 'gzip' ? coding : 'identity';
}
