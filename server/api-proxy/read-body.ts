/**
 * Buffers a request body up to a limit. Buffering (rather than streaming) keeps the body
 * available for a retry and lets an oversized body be refused before anything goes upstream.
 */
import type { IncomingMessage } from 'node:http';

/** How much of a refused body is drained, as a multiple of the limit. */
const DRAIN_FACTOR = 4;

export type BodyReadResult =
  { kind: 'ok'; body: Buffer | undefined } | { kind: 'too-large' } | { kind: 'aborted' };

/**
 * Reads and drops the rest of a refused body so the client, still uploading, gets to read the
 * 413 instead of a reset; past `cap` more bytes the connection is cut: draining is a courtesy.
 */
function discardRest(req: IncomingMessage, cap: number): void {
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > cap) req.socket.destroy();
  });
  req.resume();
}

function hasBody(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length !== '0';
}

/**
 * Resolves the body (undefined when the request has none), `too-large` as soon as the declared
 * or received length exceeds `limit`, or `aborted` when the client went away.
 */
export function readLimitedBody(req: IncomingMessage, limit: number): Promise<BodyReadResult> {
  if (!hasBody(req) || req.readableEnded) return Promise.resolve({ kind: 'ok', body: undefined });
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    discardRest(req, DRAIN_FACTOR * limit);
    return Promise.resolve({ kind: 'too-large' });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onAbort);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        cleanup();
        discardRest(req, DRAIN_FACTOR * limit);
        resolve({ kind: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve({ kind: 'ok', body: Buffer.concat(chunks, received) });
    };
    const onAbort = () => {
      cleanup();
      resolve({ kind: 'aborted' });
    };
    const onClose = () => {
      if (!req.readableEnded) onAbort();
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onAbort);
    req.on('close', onClose);
  });
}
