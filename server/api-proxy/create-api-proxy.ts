/**
 * The /api proxy: forwards each request to the configured upstream with path, query, method
 * and body unchanged (a compressed body goes decoded) and passes status, headers and body back
 * unchanged. Mounted by the app at /api after the anti-forgery check. No other body parser may
 * run before it: it reads the body itself, with express.raw.
 *
 * One deadline covers a whole proxied call: reading the client's body, every upstream try and
 * the upstream's whole answer. The body is read whole and checked (framing complete, JSON that
 * parses, the rate limits of its call) before anything goes upstream. The answer is buffered, up
 * to a byte cap on its decoded size too, before anything is sent, so a timeout or an oversized
 * answer becomes an error envelope instead of a cut 200.
 */
import express, { type Request, type Router } from 'express';

import { API_BODY_LIMIT_BYTES, HTTP_TIMEOUT_MS } from '../../shared/api/http-constants';
import { DEFAULT_UPSTREAM_MAX_BYTES } from '../config/defaults';
import { pathOf } from '../http/query-string';
import type { Logger } from '../logging/logger';
import { redactUrl } from '../logging/redact-query';
import type { RateLimits } from '../rate-limit/rate-limits';
import { contextOf } from '../request/request-context';
import { admitCall } from './admit-call';
import { callUpstream, upstreamClient, upstreamRequest } from './call-upstream';
import { sendErrorEnvelope } from './error-envelope';
import { type ProxyCallEnd, startProxyCall } from './proxy-call';
import { checkAnswer, isAcceptedAnswer, sendAnswer } from './relay-answer';
import { checkProxyPath } from './safe-path';

export interface ApiProxyOptions {
  /** The upstream origin; `/api/x?y` goes to `${upstreamUrl}/api/x?y`. */
  upstreamUrl: string;
  logger: Logger;
  /** Deadline of the whole call (request body, retries, answer body); HTTP_TIMEOUT_MS by default. */
  timeoutMs?: number;
  /** Largest request body; API_BODY_LIMIT_BYTES by default. */
  bodyLimitBytes?: number;
  /** Largest upstream answer (UPSTREAM_MAX_BYTES); DEFAULT_UPSTREAM_MAX_BYTES by default. */
  maxAnswerBytes?: number;
  /** The rate limits of the account calls; none when absent. */
  rateLimits?: Pick<RateLimits, 'admit'>;
  /** Why a call is refused as forged (403), or undefined; every call passes when absent. */
  forgeryRefusal?: (req: Request) => string | undefined;
  /** Hears of every call once it ends (the metrics count upstream calls, failures, reports). */
  onCallEnded?: (call: ProxyCallEnd, req: Request) => void;
}

const FORWARDED_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The proxy, in stages: admit the call (its path, its anti-forgery token, its whole body, its rate
 * limits), call the
 * upstream with retries within the deadline, check its answer, and relay it.
 */
export function createApiProxy(options: ApiProxyOptions): Router {
  const { logger, upstreamUrl, rateLimits } = options;
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const bodyLimit = options.bodyLimitBytes ?? API_BODY_LIMIT_BYTES;
  const maxAnswerBytes = options.maxAnswerBytes ?? DEFAULT_UPSTREAM_MAX_BYTES;
  // Buffered, so that a body too big for the limit is refused before anything goes upstream
  // and is still at hand for a retry.
  const parseBody = express.raw({ type: () => true, limit: bodyLimit });
  const upstream = upstreamClient(upstreamUrl, maxAnswerBytes);

  const router = express.Router();
  router.use(async (req, res) => {
    const requestId = contextOf(res).id;
    if (!FORWARDED_METHODS.has(req.method)) {
      sendErrorEnvelope(res, 405, 'Method not allowed');
      return;
    }
    const checked = checkProxyPath(req.originalUrl);
    if (!checked.ok) {
      const rawPath = pathOf(req.originalUrl);
      logger.warn('api proxy refused path', {
        requestId,
        method: req.method,
        path: redactUrl(rawPath),
        reason: checked.reason,
      });
      sendErrorEnvelope(res, 400, 'Invalid API path');
      return;
    }

    const call = startProxyCall(res, requestId, req.method, checked.pathname, {
      logger,
      timeoutMs,
      onCallEnded: options.onCallEnded,
    });
    const forged = options.forgeryRefusal?.(req);
    if (forged !== undefined) {
      call.refuse({ outcome: 'forbidden', status: 403, message: forged });
      return;
    }
    const admitted = await admitCall(req, res, checked.pathname, call.signal, {
      parseBody,
      bodyLimit,
      rateLimits,
    });
    if (!admitted.ok) {
      call.refuse(admitted.refusal);
      return;
    }
    const { body, onTurnedDown } = admitted.value;

    call.attempts = 1;
    const request = upstreamRequest(req, checked.target, requestId, body);
    const answered = await callUpstream(upstream, request, call.signal, () => {
      call.attempts += 1;
    });
    if (!answered.ok) {
      call.refuse(answered.refusal);
      return;
    }
    const answer = await checkAnswer(answered.value, maxAnswerBytes, upstreamUrl, checked.target);
    if (!answer.ok) {
      call.refuse(answer.refusal);
      return;
    }
    const accepted = isAcceptedAnswer(answer.value);
    if (onTurnedDown && !accepted) await onTurnedDown();
    sendAnswer(req, res, answer.value);
    call.proxied(answer.value.status, accepted);
  });
  return router;
}
