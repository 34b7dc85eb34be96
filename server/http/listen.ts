import type { Server } from 'node:http';

/**
 * Listens on `port` of `host`. A port that is taken rejects with a message naming the setting
 * that chooses it, rather than Node's `listen EADDRINUSE`; the server is left unused.
 */
export function listen(
  server: Server,
  { port, host, setting }: { port: number; host: string; setting: string },
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const refuse = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on ${host} is already in use: stop what listens there, or set ${setting}.`,
            )
          : error,
      );
    };
    server.once('error', refuse);
    server.listen(port, host, () => {
      server.off('error', refuse);
      resolve();
    });
  });
}
