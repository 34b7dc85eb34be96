import type { Request } from 'express';

export type BodyEncoding = 'br' | 'gzip' | 'zstd' | 'identity';

/** Which compressed copies of a body exist (a file's `.br`/`.gz`, or ones made on demand). */
export interface PreparedEncodings {
  br: boolean;
  gzip: boolean;
}

/**
 * The smallest of the prepared bodies that the client takes: brotli, then gzip, then none.
 * Browsers list gzip before br with equal weight, and plain negotiation would follow their order.
 */
export function preferredEncoding(
  req: Request,
  prepared: PreparedEncodings,
): Exclude<BodyEncoding, 'zstd'> {
  // A client that names no encoding gets none, as the compression middleware does: many
  // scripts and tools cannot decode what they did not ask for.
  if (!req.get('accept-encoding')) return 'identity';
  if (prepared.br && req.acceptsEncodings('br')) return 'br';
  if (prepared.gzip && req.acceptsEncodings('gzip')) return 'gzip';
  return 'identity';
}

const ZSTD_TOKEN = /\bzstd\b/i;

/**
 * The encoding of a body compressed while the visitor waits (an uncached page): zstd, then gzip,
 * then brotli, the cheapest first for about the same size. zstd makes the home page as small as
 * gzip does for half the CPU; brotli at a level fast enough for this is barely smaller than gzip
 * for about three times the CPU, and pays where a body is compressed once, at a high level, for
 * many visitors (cached pages, static files).
 */
export function onDemandEncoding(req: Request): BodyEncoding {
  const accepted = req.get('accept-encoding');
  if (!accepted) return 'identity';
  // Named, not matched by `*`: a client that accepts anything may not have met zstd yet.
  if (ZSTD_TOKEN.test(accepted) && req.acceptsEncodings('zstd')) return 'zstd';
  if (req.acceptsEncodings('gzip')) return 'gzip';
  if (req.acceptsEncodings('br')) return 'br';
  return 'identity';
}
