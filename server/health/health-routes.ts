import { Router } from 'express';

export interface Lifecycle {
  /** Set when SIGTERM arrived: readiness turns 503 so the balancer stops sending traffic. */
  shuttingDown: boolean;
  /** Set once the server stops accepting: every response asks its client to close the socket. */
  draining: boolean;
}

/** `/healthz` (alive) and `/readyz` (willing to take traffic), contract section 2. */
export function healthRoutes(lifecycle: Lifecycle): Router {
  const router = Router();
  // A keep-alive client told to close reconnects elsewhere instead of losing its next request.
  router.use((_req, res, next) => {
    if (lifecycle.draining) res.setHeader('Connection', 'close');
    next();
  });
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (lifecycle.shuttingDown) res.status(503).json({ status: 'shutting down' });
    else res.json({ status: 'ready' });
  });
  return router;
}
