/**
 * The process's shutdown state: after SIGTERM readiness fails first (shutting down), while
 * everything else is still served; the drain that follows belongs to the HTTP server
 * (http/graceful-drain.ts).
 */
export class Lifecycle {
  shuttingDown = false;
}
