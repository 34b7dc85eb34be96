/**
 * Simulated slowness and failure, for tests of the proxy and the client:
 *
 * - `x-demo-delay-ms: N` (integer 0-15000; larger values count as 15000) waits N ms before the
 *   request is handled. A client that disconnects meanwhile cancels the wait.
 * - `x-demo-status: N` (400-599) answers HTTP N with the envelope `{ error_code: N, ... }` instead
 *   of handling the request (after the delay, when both are sent).
 *
 * Other values are ignored. The real backend ignores these headers; createDemoApi can turn them off.
 */
import type { RequestHandler } from 'express';

import { DemoApiError } from './envelope';

export const MAX_DEMO_DELAY_MS = 15_000;

export function parseDelay(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return 0;
  return Math.min(MAX_DEMO_DELAY_MS, Number(value.trim()));
}

export function parseStatus(value: string | undefined): number | undefined {
  if (!value || !/^\d{3}$/.test(value.trim())) return undefined;
  const status = Number(value.trim());
  return status >= 400 && status <= 599 ? status : undefined;
}

export function simulate(): RequestHandler {
  return (req, res, next) => {
    const delay = parseDelay(req.get('x-demo-delay-ms'));
    const status = parseStatus(req.get('x-demo-status'));
    const proceed = () => {
      if (status === undefined) next();
      else next(new DemoApiError(status, 'simulated', { status }, status));
    };
    if (delay === 0) {
      proceed();
      return;
    }
    const timer = setTimeout(() => {
      res.off('close', cancel);
      proceed();
    }, delay);
    // 'close' on the response before anything was sent means the client went away.
    const cancel = () => clearTimeout(timer);
    res.once('close', cancel);
  };
}
