import type { Request } from 'express';
import { LRUCache } from 'lru-cache';

export type BodyEncoding = 'br' | 'gzip' | 'zstd' | 'identity';

/** Which compressed copies of a body exist (a file's `.br`/`.gz`, or ones made on demand). */
export interface PreparedEncodings {
  br: boolean;
  gzip: boolean;
}

/** The encodings that compress. */
export type Compression = Exclude<BodyEncoding, 'identity'>;

type Accepted = Readonly<Record<Compression, boolean>>;

const ZSTD_TOKEN = /\bzstd\b/i;
/** Longer values are negotiated each time rather than kept: nobody's browser sends one. */
const REMEMBERED_HEADER_LENGTH = 256;

/**
 * What each Accept-Encoding value accepts: browsers send a handful of values, and negotiating one
 * (parsing it, weighing q-values) was a tenth of the server's own work for a static file.
 */
const acceptedBy = new LRUCache<string, Accepted>({ max: 1000 });

/** What the request accepts, or undefined when it names no encoding. */
function accepted(req: Request): Accepted | undefined {
  const header = req.get('accept-encoding');
  if (!header) return undefined;
  let answer = acceptedBy.get(header);
  if (answer === undefined) {
    answer = {
      br: req.acceptsEncodings('br') !== false,
      gzip: req.acceptsEncodings('gzip') !== false,
      // Named, not matched by `*`: a client that accepts anything may not have met zstd yet.
      zstd: ZSTD_TOKEN.test(header) && req.acceptsEncodings('zstd') !== false,
    };
    if (header.length <= REMEMBERED_HEADER_LENGTH) acceptedBy.set(header, answer);
  }
  return answer;
}

/**
 * The smallest of the prepared bodies that the client takes: brotli, then gzip, then none.
 * Browsers list gzip before br with equal weight, and plain negotiation would follow their order.
 * A client that names no encoding gets none, as the compression middleware does: many scripts
 * and tools cannot decode what they did not ask for.
 */
export function preferredEncoding(
  req: Request,
  prepared: PreparedEncodings,
): Exclude<BodyEncoding, 'zstd'> {
  const accepts = accepted(req);
  if (prepared.br && accepts?.br) return 'br';
  if (prepared.gzip && accepts?.gzip) return 'gzip';
  return 'identity';
}

/**
 * The encoding of a body compressed while the visitor waits (an uncached page): zstd, then gzip,
 * then brotli, the cheapest first for about the same size. zstd makes the home page as small as
 * gzip does for half the CPU; brotli at a level fast enough for this is barely smaller than gzip
 * for about three times the CPU, and pays where a body is compressed once, at a high level, for
 * many visitors (cached pages, static files).
 */
export function onDemandEncoding(req: Request): BodyEncoding {
  const accepts = accepted(req);
  if (accepts?.zstd) return 'zstd';
  if (accepts?.gzip) return 'gzip';
  if (accepts?.br) return 'br';
  return 'identity';
}
