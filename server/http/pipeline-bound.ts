import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Requests of one connection in work at once. Answers to pipelined requests go out in order, so
 * work beyond the next answer or two gains a client nothing; browsers do not pipeline at all, and
 * a proxy in front sends one request at a time per connection.
 */
export const PIPELINE_DEPTH = 2;

interface ConnectionWork {
  active: number;
  /** Requests already parsed (one read of the socket can hold thousands) waiting for a turn. */
  waiting: [IncomingMessage, ServerResponse][];
  /** Whether this bound has stopped the socket's reads. */
  holding: boolean;
}

/**
 * Bounds what one connection can cost: at most `depth` of its requests are handed to `listener`
 * at once, and while more wait, the socket is not read, so a client that pipelines thousands of
 * requests and never reads the answers holds one read's worth of parsed requests, not the work,
 * memory and upstream calls of them all. A request is in work until its answer has been written
 * out (or the connection is gone).
 *
 * Node's own server stops reading only once unsent answers pass the socket's high-water mark,
 * after their work is done, and a response that finishes resumes the socket (to drain an unread
 * request body): the hold is therefore re-applied whenever the socket resumes, as Node's server
 * does for its own pause.
 */
export function boundPipelining(
  listener: RequestListener,
  depth = PIPELINE_DEPTH,
): RequestListener {
  const connections = new WeakMap<Socket, ConnectionWork>();

  const hold = (socket: Socket, work: ConnectionWork) => {
    if (work.holding) return;
    work.holding = true;
    socket.pause();
  };
  const release = (socket: Socket, work: ConnectionWork) => {
    if (!work.holding) return;
    work.holding = false;
    socket.resume();
  };

  const connectionWork = (socket: Socket): ConnectionWork => {
    let work = connections.get(socket);
    if (work) return work;
    const created: ConnectionWork = { active: 0, waiting: [], holding: false };
    connections.set(socket, created);
    socket.on('resume', () => {
      if (created.holding) socket.pause();
    });
    // Requests still waiting when the client goes away are never started.
    socket.once('close', () => {
      created.waiting.length = 0;
    });
    work = created;
    return work;
  };

  const start = (
    socket: Socket,
    work: ConnectionWork,
    req: IncomingMessage,
    res: ServerResponse,
  ) => {
    work.active += 1;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      work.active -= 1;
      const next = socket.destroyed ? undefined : work.waiting.shift();
      if (next) start(socket, work, ...next);
      else if (work.waiting.length === 0) release(socket, work);
    };
    res.once('finish', end);
    res.once('close', end);
    listener(req, res);
  };

  return (req, res) => {
    const socket = req.socket;
    const work = connectionWork(socket);
    if (work.active < depth) {
      start(socket, work, req, res);
      return;
    }
    work.waiting.push([req, res]);
    hold(socket, work);
  };
}
