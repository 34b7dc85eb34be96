import type { Request } from 'express';

export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** Which compressed copies of a body exist (a file's `.br`/`.gz`, or ones made on demand). */
export interface PreparedEncodings {
  br: boolean;
  gzip: boolean;
}

/**
 * The smallest of the prepared bodies that the client takes: brotli, then gzip, then none.
 * Browsers list gzip before br with equal weight, and plain negotiation would follow their order.
 */
export function preferredEncoding(req: Request, prepared: PreparedEncodings): BodyEncoding {
  // A client that names no encoding gets none, as the compression middleware does: many
  // scripts and tools cannot decode what they did not ask for.
  if (!req.get('accept-encoding')) return 'identity';
  if (prepared.br && req.acceptsEncodings('br')) return 'br';
  if (prepared.gzip && req.acceptsEncodings('gzip')) return 'gzip';
  return 'identity';
}

/**
 * The encoding of a body compressed while the visitor waits (an uncached page): gzip, then
 * brotli. At a level fast enough for that, brotli makes the home page barely smaller than gzip
 * does (8.3 against 8.8 KB) for about three times the CPU; brotli pays where a body is compressed
 * once, at a high level, for many visitors (cached pages, static files).
 */
export function onDemandEncoding(req: Request): BodyEncoding {
  if (!req.get('accept-encoding')) return 'identity';
  if (req.acceptsEncodings('gzip')) return 'gzip';
  if (req.acceptsEncodings('br')) return 'br';
  return 'identity';
}
