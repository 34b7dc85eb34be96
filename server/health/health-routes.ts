import { Router } from 'express';

import type { Lifecycle } from './lifecycle';

/** `/healthz` (alive while the process lives) and `/readyz` (503 once shutdown has begun). */
export function healthRoutes(lifecycle: Lifecycle): Router {
  const router = Router();
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
