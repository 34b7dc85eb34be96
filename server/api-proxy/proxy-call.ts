import { isAxiosError } from 'axios';
import type { Request, Response } from 'express';

import type { Logger } from '../logging/logger';
import { redactUrl } from '../logging/redact-query';
import { sendTooManyRequests } from '../rate-limit/too-many-requests';
import { sendErrorEnvelope } from './error-envelope';

/** How one proxied call ended, for the log line. */
export type Outcome =
  | 'proxied'
  | 'forbidden'
  | 'body-timeout'
  | 'body-refused'
  | 'rate-limited'
  | 'timeout'
  | 'bad-answer'
  | 'unreachable'
  | 'client-closed';

/** A proxied call as it ended: where it went, how, and how long it took. */
export interface ProxyCallEnd {
  /** The path below the origin, without the query. */
  path: string;
  outcome: Outcome;
  status?: number;
  /** A proxied answer: whether it was a 2xx whose envelope says error_code 0. */
  accepted?: boolean;
  attempts: number;
  ms: number;
  error?: string;
}

/** Why a call ends without the upstream's answer: what the client is told, and what is logged. */
export interface Refusal {
  outcome: Exclude<Outcome, 'proxied' | 'client-closed'>;
  status: number;
  message: string;
  error?: unknown;
  /** A rate limit's refusal: when to try again (answered in the visitor's language). */
  retryAfterSeconds?: number;
}

/** What a stage of the proxy hands on, or why the call stops there. */
export type Stage<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export const passed = <T>(value: T): Stage<T> => ({ ok: true, value });
export const refused = (refusal: Refusal): Stage<never> => ({ ok: false, refusal });

/** One proxied call: its deadline, and the one way it ends (answered or not, and logged). */
export interface ProxyCall {
  /** Aborts at the call's deadline, or when the client leaves. */
  signal: AbortSignal;
  /** Upstream tries so far. */
  attempts: number;
  /** The upstream's answer went out with `status`; `accepted` as isAcceptedAnswer says. */
  proxied: (status: number, accepted: boolean) => void;
  /** Answers the refusal, unless the client is gone. */
  refuse: (refusal: Refusal) => void;
}

export interface ProxyCallOptions {
  logger: Logger;
  /** The deadline of the whole call: the request body, every try and the whole answer. */
  timeoutMs: number;
  /** Told of every call as it ends, with its request (its body read, where it had one). */
  onCallEnded?: (call: ProxyCallEnd, req: Request) => void;
}

/** A short, stack-free description for the log line (codes like ECONNREFUSED matter most). */
function describeError(error: unknown): string {
  if (isAxiosError(error) && error.code) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Starts the call to `pathname` (below the origin, without the query): its deadline starts now,
 * and it ends with one log line, the path without its query (it can carry tokens).
 */
export function startProxyCall(
  res: Response,
  requestId: string,
  method: string,
  pathname: string,
  { logger, timeoutMs, onCallEnded }: ProxyCallOptions,
): ProxyCall {
  const started = performance.now();
  const clientGone = new AbortController();
  const onClientClose = () => {
    if (!res.writableFinished) clientGone.abort();
  };
  res.on('close', onClientClose);

  const end = (outcome: Outcome, status?: number, error?: unknown, accepted?: boolean) => {
    res.off('close', onClientClose);
    const fields: ProxyCallEnd = {
      path: pathname,
      outcome,
      status,
      ...(accepted === undefined ? {} : { accepted }),
      attempts: call.attempts,
      ms: Math.round(performance.now() - started),
      ...(error === undefined ? {} : { error: describeError(error) }),
    };
    const logged = { requestId, method, ...fields, path: redactUrl(pathname) };
    if (outcome === 'proxied') logger.info('api proxy', logged);
    else logger.warn('api proxy', logged);
    onCallEnded?.(fields, res.req);
  };

  const call: ProxyCall = {
    signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), clientGone.signal]),
    attempts: 0,
    proxied: (status, accepted) => end('proxied', status, undefined, accepted),
    refuse: ({ outcome, status, message, error, retryAfterSeconds }) => {
      if (clientGone.signal.aborted) {
        end('client-closed', undefined, error);
        return;
      }
      if (retryAfterSeconds === undefined) sendErrorEnvelope(res, status, message);
      else sendTooManyRequests(res.req, res, retryAfterSeconds);
      end(outcome, status, error);
    },
  };
  return call;
}
