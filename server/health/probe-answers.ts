import type { Lifecycle } from './lifecycle';

/** `/healthz`: alive while the process lives; `/readyz`: 503 once shutdown has begun. */
export const PROBE_PATHS = ['/healthz', '/readyz'] as const;
export type ProbePath = (typeof PROBE_PATHS)[number];

export interface ProbeAnswer {
  status: number;
  body: { status: string };
}

export function isProbePath(path: string | undefined): path is ProbePath {
  return (PROBE_PATHS as readonly (string | undefined)[]).includes(path);
}

/**
 * A probe's answer. The public port and the metrics port both give it, so a probe aimed at the
 * metrics port is answered even while every public connection slot is taken.
 */
export function probeAnswer(path: ProbePath, lifecycle: Lifecycle): ProbeAnswer {
  if (path === '/healthz') return { status: 200, body: { status: 'ok' } };
  return lifecycle.shuttingDown
    ? { status: 503, body: { status: 'shutting down' } }
    : { status: 200, body: { status: 'ready' } };
}
