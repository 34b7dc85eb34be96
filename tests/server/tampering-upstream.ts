import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { LoopbackUpstream } from '../helpers/upstreams';

/** Rewrites one JSON answer of the upstream: gets the call's path and the parsed body. */
export type Tamper = (path: string, body: unknown) => unknown;

export interface TamperingUpstream extends LoopbackUpstream {
  /** Replaces the rewrite for the calls that follow (tests in a file run one after another). */
  setTamper(tamper: Tamper): void;
}

/** Leaves every answer as it is. */
export const untouched: Tamper = (_path, body) => body;

/** Adds `field: value` to every object of the answer, the envelope and each nested one. */
export function withFieldEverywhere(field: string, value: unknown): Tamper {
  const add = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(add);
    if (typeof node !== 'object' || node === null) return node;
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) copy[key] = add(child);
    copy[field] = value;
    return copy;
  };
  return (_path, body) => add(body);
}

/** Swaps the envelope's payload of the calls whose path matches for `payload(original)`. */
export function withPayload(path: RegExp, payload: (original: unknown) => unknown): Tamper {
  return (callPath, body) => {
    if (!path.test(callPath) || typeof body !== 'object' || body === null) return body;
    const envelope = body as { payload?: unknown };
    return { ...envelope, payload: payload(envelope.payload) };
  };
}

/**
 * A real HTTP upstream on loopback that relays every call to `target` (the demo API) and rewrites
 * its JSON answers: an upstream that adds fields or changes the shape of what it sends.
 */
export async function startTamperingUpstream(target: string): Promise<TamperingUpstream> {
  let tamper = untouched;
  const server = http.createServer((req, res) => {
    // Asked for uncompressed, so the relay can read and rewrite the JSON.
    const headers = { ...req.headers, host: new URL(target).host };
    delete headers['accept-encoding'];
    const forward = http.request(
      `${target}${req.url}`,
      { method: req.method, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          if (String(answer.headers['content-type']).includes('json')) {
            const rewritten = tamper(req.url ?? '', JSON.parse(body.toString('utf8')));
            body = Buffer.from(JSON.stringify(rewritten));
          }
          // The body is sent whole, with its new length, not in chunks.
          const kept = { ...answer.headers, 'content-length': String(body.length) };
          delete kept['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, kept);
          res.end(body);
        });
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setTamper: (next) => {
      tamper = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
