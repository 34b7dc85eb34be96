/**
 * A server process of the tests' own (nginx, redis-server) on a free loopback port. The port is
 * free when chosen, but the process binds it a little later: in between, another test may be
 * handed it. The process then fails to bind it, or something else answers there; either way the
 * start is tried again on another port, so a test never talks to another test's server.
 */
import { freePort } from '../../scripts/bench/ports.js';

/** How often a start is tried, each on a new port, before the tests fail. */
const ATTEMPTS = 3;

/**
 * Calls `start` with a free port until it gives a server: `start` resolves `undefined` when its
 * process did not get the port (it exited, or another process answered there).
 */
export async function onOwnPort<T>(
  what: string,
  start: (port: number) => Promise<T | undefined>,
): Promise<T> {
  const lost: number[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = await freePort();
    const started = await start(port);
    if (started !== undefined) return started;
    lost.push(port);
  }
  throw new Error(`${what} did not start on a port of its own (tried ${lost.join(', ')})`);
}
