import type { ServerResponse } from 'node:http';

import type { RequestHandler } from 'express';

/**
 * The process's shutdown state. After SIGTERM readiness fails first (shutting down); once the
 * server stops accepting (draining) every response asks its client to close the connection, so a
 * keep-alive client reconnects elsewhere instead of losing its next request on a closed socket.
 */
export class Lifecycle {
  shuttingDown = false;
  draining = false;
  private readonly inFlight = new Set<ServerResponse>();

  /** Marks every response that is still to be sent, and answers later ones with the same. */
  drain(): void {
    this.draining = true;
    for (const res of this.inFlight) askToClose(res);
  }

  /** Tracks the responses in flight, so that a drain can reach them too. */
  track(): RequestHandler {
    return (_req, res, next) => {
      if (this.draining) askToClose(res);
      else {
        this.inFlight.add(res);
        res.once('close', () => this.inFlight.delete(res));
      }
      next();
    };
  }
}

function askToClose(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
  // Headers already sent (a streamed page): the socket closes once this response ends.
  res.shouldKeepAlive = false;
}
