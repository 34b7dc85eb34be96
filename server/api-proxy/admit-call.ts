import type { Request, RequestHandler, Response } from 'express';

import type { RateLimits } from '../rate-limit/rate-limits';
import { passed, refused, type Stage } from './proxy-call';

/** A request the proxy may send on: its whole body, and how to settle its rate limits. */
export interface AdmittedCall {
  /** The body, read whole; undefined when the request has none. */
  body: Buffer | undefined;
  /** Called when the upstream turned the call down: it then counts as a refused attempt. */
  onTurnedDown?: () => Promise<void>;
}

export interface AdmitOptions {
  /** Reads the body whole into a Buffer (express.raw with its limit). */
  parseBody: RequestHandler;
  bodyLimit: number;
  rateLimits?: Pick<RateLimits, 'admit'>;
}

const BODY_TOO_LARGE = 'Request body too large';
const BODY_ERROR_MESSAGES: Record<number, string> = {
  413: BODY_TOO_LARGE,
  415: 'Unsupported request body encoding',
};

/** The 4xx a body parser error stands for (413 too large, 415 encoding, else 400). */
function bodyErrorStatus(error: unknown): number {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
}

/** Whether the request declares a body (the framing headers say so, whatever its length). */
function declaresBody(req: Request): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined
  );
}

/** A body whose type says JSON must parse as JSON: the upstream gets no half or broken one. */
function isBrokenJson(req: Request, body: Buffer | undefined): boolean {
  if (!body || body.length === 0 || !req.is(['json', '+json'])) return false;
  try {
    JSON.parse(body.toString('utf8'));
    return false;
  } catch {
    return true;
  }
}

/** `promise`'s value, or undefined as soon as `signal` aborts. */
function valueUnlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Runs the body parser: its error, or undefined; `signal.reason` as soon as `signal` aborts. */
function readBody(
  req: Request,
  res: Response,
  parseBody: RequestHandler,
  signal: AbortSignal,
): Promise<unknown> {
  return new Promise((resolve) => {
    const onAbort = () => resolve(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    void parseBody(req, res, (error?: unknown) => {
      signal.removeEventListener('abort', onAbort);
      resolve(error);
    });
  });
}

/**
 * Reads the body whole and checks it (framing complete, JSON that parses, the rate limits of its
 * call) before anything goes upstream; everything it waits for counts against `signal`.
 */
export async function admitCall(
  req: Request,
  res: Response,
  pathname: string,
  signal: AbortSignal,
  { parseBody, bodyLimit, rateLimits }: AdmitOptions,
): Promise<Stage<AdmittedCall>> {
  const bodyError = await readBody(req, res, parseBody, signal);
  if (bodyError !== undefined) {
    if (bodyError === signal.reason) {
      // A declared length over the limit is refused as such, however long its drain takes.
      return Number(req.headers['content-length']) > bodyLimit
        ? refused({
            outcome: 'body-refused',
            status: 413,
            message: BODY_TOO_LARGE,
          })
        : refused({
            outcome: 'body-timeout',
            status: 408,
            message: 'Request body timed out',
          });
    }
    const status = bodyErrorStatus(bodyError);
    const message = BODY_ERROR_MESSAGES[status] ?? 'Invalid request body';
    return refused({ outcome: 'body-refused', status, message, error: bodyError });
  }
  // A framing error (a malformed chunk) ends the message without an error the body parser
  // sees when it arrived in the same packet as the headers: only a complete message goes on.
  if (declaresBody(req) && !req.complete) {
    return refused({
      outcome: 'body-refused',
      status: 400,
      message: 'Incomplete request body',
    });
  }
  const body = Buffer.isBuffer(req.body) ? req.body : undefined;
  if (isBrokenJson(req, body)) {
    return refused({ outcome: 'body-refused', status: 400, message: 'Invalid JSON body' });
  }
  if (!rateLimits) return passed({ body });
  const admission = await valueUnlessAborted(rateLimits.admit(req, pathname, body), signal);
  if (admission === undefined) {
    return refused({ outcome: 'timeout', status: 504, message: 'Upstream timed out' });
  }
  if (!admission.admitted) {
    return admission.status === 400
      ? refused({ outcome: 'body-refused', status: 400, message: 'Invalid request body' })
      : refused({
          outcome: 'rate-limited',
          status: 429,
          message: 'Too many requests',
          retryAfterSeconds: admission.retryAfterSeconds,
        });
  }
  return passed({ body, onTurnedDown: admission.refused });
}
