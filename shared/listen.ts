type ListenError = Error & { code?: string };

/** What `listen` needs of node:http's Server, typed without Node's types as all of shared/ is. */
interface ListeningServer {
  once(event: 'error', listener: (error: ListenError) => void): unknown;
  off(event: 'error', listener: (error: ListenError) => void): unknown;
  listen(port: number, host: string, callback: () => void): unknown;
}

/** A port that something else already listens on; the message names the setting to change. */
export class PortInUseError extends Error {}

/**
 * Listens on `port` of `host`, for the site server, its metrics server and the demo API alike. A
 * port that is taken rejects with a PortInUseError naming `setting`, rather than Node's
 * `listen EADDRINUSE`; the server is left unused.
 */
export function listen(
  server: ListeningServer,
  { port, host, setting }: { port: number; host: string; setting: string },
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const refuse = (error: ListenError) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(
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
