import http, { type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Sends `target` byte for byte (no URL normalisation), as a hostile client would, in an
 * otherwise well-formed request; raw-http.ts sends whole malformed requests instead.
 */
export function rawRequest(
  baseUrl: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const headers = { ...init.headers };
  // Node sends DELETE/OPTIONS bodies without framing unless told the length.
  if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: target, method: init.method ?? 'GET', headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
