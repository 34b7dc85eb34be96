/** The built server on a port something else holds: one line saying so, and exit 1. */
import { createServer, type Server } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServerProcess } from '../helpers/server-process';

let holder: Server;
let takenPort: number;
beforeAll(async () => {
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const address = holder.address();
  takenPort = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

describe('a port already in use', () => {
  it.each([
    ['PORT', {}],
    ['METRICS_PORT', { PORT: '0' }],
  ])('%s: stops with one line naming the setting, no stack trace', async (setting, extra) => {
    const start = startServerProcess(process.cwd(), {
      DEMO_API: '1',
      [setting]: String(takenPort),
      ...extra,
    });
    const error = await start.then(
      () => new Error('the server started on a port in use'),
      (reason: unknown) => reason as Error,
    );
    expect(error.message).toContain('exited with 1 before listening');
    expect(error.message).toContain(
      `Port ${takenPort} on 127.0.0.1 is already in use: stop what listens there, or set ${setting}.`,
    );
    expect(error.message).not.toMatch(/^\s+at /m);
  });
});
