import type { Request } from 'express';

export type BodyEncoding = 'br' | 'gzip' | 'identity';

/**
 * The smallest of the prepared bodies that the client takes: brotli, then gzip, then none.
 * Browsers list gzip before br with equal weight, and plain negotiation would follow their order.
 */
export function preferredEncoding(
  req: Request,
  prepared: { br?: unknown; gzip?: unknown },
): BodyEncoding {
  if (prepared.br !== undefined && req.acceptsEncodings('br')) return 'br';
  if (prepared.gzip !== undefined && req.acceptsEncodings('gzip')) return 'gzip';
  return 'identity';
}
