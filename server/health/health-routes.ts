import { Router } from 'express';

import type { Lifecycle } from './lifecycle';
import { PROBE_PATHS, probeAnswer } from './probe-answers';

/** The probes on the public port, for a balancer or a deployment without a metrics port. */
export function healthRoutes(lifecycle: Lifecycle): Router {
  const router = Router();
  for (const path of PROBE_PATHS) {
    router.get(path, (_req, res) => {
      const answer = probeAnswer(path, lifecycle);
      res.setHeader('Cache-Control', 'no-store');
      res.status(answer.status).json(answer.body);
    });
  }
  return router;
}
