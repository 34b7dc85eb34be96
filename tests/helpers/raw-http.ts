import net from 'node:net';

export interface RawAnswer {
  /** The status of the first response, or undefined when the server sent none. */
  status: number | undefined;
  /** Every byte the server sent, as latin1 text. */
  text: string;
  ms: number;
  /** Whether the server closed the connection (rather than `timeoutMs` passing first). */
  closedByServer: boolean;
}

/**
 * Sends bytes over a raw socket, as no HTTP client would, and collects the answer until the
 * server closes the connection (send `Connection: close`) or `timeoutMs` passes. The socket is
 * not half-closed: a Node server drops a request whose client has ended its side.
 */
export function rawRequest(
  url: string,
  bytes: string | Buffer,
  { timeoutMs = 5000 } = {},
): Promise<RawAnswer> {
  const { port, hostname } = new URL(url);
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(bytes);
    });
    const chunks: Buffer[] = [];
    let timedOut = false;
    const done = () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({
        status: status ? Number(status) : undefined,
        text,
        ms: performance.now() - started,
        closedByServer: !timedOut,
      });
    };
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', done);
    socket.on('error', () => undefined);
  });
}
