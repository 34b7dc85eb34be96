import type http from 'node:http';
import net, { type Socket } from 'node:net';

/**
 * How long a keep-alive connection must have been quiet (no response to send, not a byte of a
 * next request read) before a drain closes it. A client looping over requests sends its next one
 * within a millisecond or so of the last answer, and that answer already told it to close; a
 * connection quiet this long belongs to a client that is not sending, so closing it cannot meet a
 * request on the wire, while the drain still ends well inside the grace period.
 */
export const DRAIN_QUIET_MS = 1000;

/** How often a drain looks for connections that have turned quiet. */
const DRAIN_CHECK_INTERVAL_MS = 100;

interface ConnectionState {
  responses: Set<http.ServerResponse>;
  /** When its last response ended (or it opened). */
  quietSince: number;
  /** `bytesRead` then: any more means a next request is arriving. */
  bytesReadWhenQuiet: number;
}

export interface GracefulDrain {
  /**
   * Stops accepting, asks every keep-alive client to close (`Connection: close` on each response
   * still to be sent) and closes the connections that stay quiet; resolves once none is left.
   */
  drain(): Promise<void>;
}

function askToClose(res: http.ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
  // Headers already sent (a streamed page): the socket closes once this response ends.
  res.shouldKeepAlive = false;
}

/**
 * Tracks the server's connections from the start, so that a later drain loses no request. Node's
 * own `server.close()` and `closeIdleConnections()` destroy every connection without a request in
 * progress at that instant, including one whose next request is already on the wire: its client
 * gets ECONNRESET for a request the server never saw.
 */
export function trackForDrain(server: http.Server): GracefulDrain {
  const connections = new Map<Socket, ConnectionState>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, {
      responses: new Set(),
      quietSince: performance.now(),
      bytesReadWhenQuiet: socket.bytesRead,
    });
    socket.once('close', () => connections.delete(socket));
  });
  // First, so that the header is set before any handler starts answering.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) askToClose(res);
    const state = connections.get(req.socket);
    if (!state) return;
    state.responses.add(res);
    res.once('close', () => {
      state.responses.delete(res);
      state.quietSince = performance.now();
      state.bytesReadWhenQuiet = req.socket.bytesRead;
    });
  });

  const closeQuiet = () => {
    const now = performance.now();
    for (const [socket, state] of connections) {
      const quiet =
        state.responses.size === 0 &&
        socket.bytesRead === state.bytesReadWhenQuiet &&
        now - state.quietSince >= DRAIN_QUIET_MS;
      if (quiet) socket.destroy();
    }
  };

  return {
    drain() {
      draining = true;
      for (const state of connections.values()) state.responses.forEach(askToClose);
      // net's close, not http's: http's closes idle connections at once, racing their requests.
      const closed = new Promise<void>((resolve) => {
        net.Server.prototype.close.call(server, () => resolve());
      });
      closeQuiet();
      const timer = setInterval(closeQuiet, DRAIN_CHECK_INTERVAL_MS);
      return closed.finally(() => clearInterval(timer));
    },
  };
}
