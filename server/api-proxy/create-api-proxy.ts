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
import axios, { type AxiosResponse, isAxiosError } from 'axios';
import axiosRetry from 'axios-retry';
import express, { type Request, type Response, type Router } from 'express';

import { isApiEnvelope } from '../../shared/api/envelope';
import {
  API_BODY_LIMIT_BYTES,
  DEFAULT_UPSTREAM_MAX_BYTES,
  ERROR_CODE_OK,
  HTTP_SUCCESS_MAX,
  HTTP_SUCCESS_MIN,
  HTTP_TIMEOUT_MS,
} from '../../shared/spec-constants';
import { encodeWhole, isCompressibleType } from '../http/compression-policy';
import type { Logger } from '../logging/logger';
import { redactUrl } from '../logging/redact-query';
import type { RateLimits } from '../rate-limit/rate-limits';
import { sendTooManyRequests } from '../rate-limit/too-many-requests';
import { setAnswerCacheHeaders } from './answer-cache-headers';
import { checkAnswerEncoding } from './answer-encoding';
import { sendErrorEnvelope } from './error-envelope';
import { copyResponseHeaders, upstreamRequestHeaders } from './forward-headers';
import { retryConfigFor } from './retry-policy';
import { checkProxyPath } from './safe-path';
import { siteLocation, UPSTREAM_URL_HEADERS } from './upstream-redirect';

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
  /** Hears of every call once it ends (the metrics count upstream calls and failures). */
  onCallEnded?: (call: ProxyCallEnd) => void;
}

/** A proxied call as it ended: where it went, how, and how long it took. */
export interface ProxyCallEnd {
  /** The path below the origin, without the query. */
  path: string;
  outcome: Outcome;
  status?: number;
  attempts: number;
  ms: number;
  error?: string;
}

const FORWARDED_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** How one proxied call ended, for the log line. */
export type Outcome =
  | 'proxied'
  | 'body-timeout'
  | 'body-refused'
  | 'rate-limited'
  | 'timeout'
  | 'bad-answer'
  | 'unreachable'
  | 'client-closed';

/** A short, stack-free description for the log line (codes like ECONNREFUSED matter most). */
function describeError(error: unknown): string {
  if (isAxiosError(error) && error.code) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

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
function isBrokenJson(req: Request, body: unknown): boolean {
  if (!Buffer.isBuffer(body) || body.length === 0 || !req.is(['json', '+json'])) return false;
  try {
    JSON.parse(body.toString('utf8'));
    return false;
  } catch {
    return true;
  }
}

/** Whether the upstream accepted the call: a 2xx whose envelope says error_code 0. */
function isAcceptedAnswer(status: number, body: Buffer): boolean {
  if (status < HTTP_SUCCESS_MIN || status > HTTP_SUCCESS_MAX) return false;
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return isApiEnvelope(parsed) && parsed.error_code === ERROR_CODE_OK;
  } catch {
    return false;
  }
}

/** `promise`'s value, or undefined as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const BODY_TOO_LARGE = 'Request body too large';
const BODY_ERROR_MESSAGES: Record<number, string> = {
  413: BODY_TOO_LARGE,
  415: 'Unsupported request body encoding',
};

export function createApiProxy(options: ApiProxyOptions): Router {
  const { logger } = options;
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const bodyLimit = options.bodyLimitBytes ?? API_BODY_LIMIT_BYTES;
  const maxAnswerBytes = options.maxAnswerBytes ?? DEFAULT_UPSTREAM_MAX_BYTES;
  // Buffered, so that a body too big for the limit is refused before anything goes upstream
  // and is still at hand for a retry.
  const parseBody = express.raw({ type: () => true, limit: bodyLimit });

  /** Runs express.raw, or gives up as soon as `signal` aborts (a client too slow, or gone). */
  const readBody = (req: Request, res: Response, signal: AbortSignal): Promise<unknown> =>
    new Promise((resolve) => {
      const onAbort = () => resolve(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      parseBody(req, res, (error?: unknown) => {
        signal.removeEventListener('abort', onAbort);
        resolve(error);
      });
    });

  const upstream = axios.create({
    // A fixed base and no absolute URLs: whatever the path, the call goes to this origin.
    baseURL: options.upstreamUrl,
    allowAbsoluteUrls: false,
    maxRedirects: 0,
    // Answers cross untouched, in their content-encoding, and without being parsed; the cap
    // counts the bytes as they arrive.
    decompress: false,
    responseType: 'arraybuffer',
    maxContentLength: maxAnswerBytes,
    transformRequest: [(data: unknown) => data],
    transformResponse: [(data: unknown) => data],
    validateStatus: () => true,
    // axios's timeout only fires on an idle socket; the call's signal carries the deadline.
    timeout: 0,
  });
  axiosRetry(upstream, { retries: 0 });

  const router = express.Router();
  router.use(async (req: Request, res: Response) => {
    const started = performance.now();
    const requestId = req.id;
    res.setHeader('X-Request-Id', requestId);
    const rawPath = req.originalUrl.split('?', 1)[0] ?? '';
    const logFields = { requestId, method: req.method, path: redactUrl(rawPath) };

    if (!FORWARDED_METHODS.has(req.method)) {
      sendErrorEnvelope(res, 405, 'Method not allowed');
      return;
    }
    const checked = checkProxyPath(req.originalUrl);
    if (!checked.ok) {
      logger.warn('api proxy refused path', { ...logFields, reason: checked.reason });
      sendErrorEnvelope(res, 400, 'Invalid API path');
      return;
    }

    const clientGone = new AbortController();
    const onClientClose = () => {
      if (!res.writableFinished) clientGone.abort();
    };
    res.on('close', onClientClose);
    const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), clientGone.signal]);

    let attempts = 0;
    /** Writes the call's one log line; the path goes without its query (it can carry tokens). */
    const finish = (outcome: Outcome, status?: number, error?: unknown) => {
      res.off('close', onClientClose);
      const fields = {
        ...logFields,
        path: checked.pathname,
        outcome,
        status,
        attempts,
        ms: Math.round(performance.now() - started),
        ...(error === undefined ? {} : { error: describeError(error) }),
      };
      const logged = { ...fields, path: redactUrl(checked.pathname) };
      if (outcome === 'proxied') logger.info('api proxy', logged);
      else logger.warn('api proxy', logged);
      options.onCallEnded?.(fields);
    };
    /** Answers a failure in the envelope, unless the client is gone. */
    const fail = (outcome: Outcome, status: number, message: string, error?: unknown) => {
      if (clientGone.signal.aborted) {
        finish('client-closed', undefined, error);
        return;
      }
      sendErrorEnvelope(res, status, message);
      finish(outcome, status, error);
    };

    const bodyError = await readBody(req, res, signal);
    if (bodyError !== undefined) {
      if (clientGone.signal.aborted) {
        finish('client-closed');
      } else if (bodyError === signal.reason) {
        // The rest of a late body could be mistaken for a next request: answer, then close.
        res.setHeader('Connection', 'close');
        // A declared length over the limit is refused as such, however long its drain takes.
        if (Number(req.headers['content-length']) > bodyLimit) {
          fail('body-refused', 413, BODY_TOO_LARGE);
        } else {
          fail('body-timeout', 408, 'Request body timed out');
        }
      } else {
        const status = bodyErrorStatus(bodyError);
        const message = BODY_ERROR_MESSAGES[status] ?? 'Invalid request body';
        fail('body-refused', status, message, bodyError);
      }
      return;
    }
    // A framing error (a malformed chunk) ends the message without an error the body parser
    // sees when it arrived in the same packet as the headers: only a complete message goes on.
    if (declaresBody(req) && !req.complete) {
      res.setHeader('Connection', 'close');
      fail('body-refused', 400, 'Incomplete request body');
      return;
    }
    const body: unknown = req.body;
    if (isBrokenJson(req, body)) {
      fail('body-refused', 400, 'Invalid JSON body');
      return;
    }
    let refused: (() => Promise<void>) | undefined;
    if (options.rateLimits) {
      // The limits' wait is part of the call's deadline, like everything else it waits for.
      const admission = await untilAborted(
        options.rateLimits.admit(req, checked.pathname, Buffer.isBuffer(body) ? body : undefined),
        signal,
      );
      if (admission === undefined) {
        fail('timeout', 504, 'Upstream timed out');
        return;
      }
      if (!admission.admitted) {
        if (admission.status === 400) {
          fail('body-refused', 400, 'Invalid request body');
        } else if (!clientGone.signal.aborted) {
          sendTooManyRequests(req, res, admission.retryAfterSeconds);
          finish('rate-limited', 429);
        }
        return;
      }
      refused = admission.refused;
    }

    attempts = 1;
    let answer: AxiosResponse<Buffer>;
    try {
      answer = await upstream.request<Buffer>({
        method: req.method,
        url: checked.target,
        headers: upstreamRequestHeaders(req, requestId, Buffer.isBuffer(body)),
        data: Buffer.isBuffer(body) ? body : undefined,
        signal,
        'axios-retry': retryConfigFor(req.method, () => {
          attempts += 1;
        }),
      });
    } catch (error) {
      // A retryable status after the last try comes back as an error holding the whole answer.
      const last = isAxiosError<Buffer>(error) ? error.response : undefined;
      if (last && Buffer.isBuffer(last.data) && !signal.aborted) {
        answer = last;
      } else if (signal.aborted) {
        fail('timeout', 504, 'Upstream timed out');
        return;
      } else if (isAxiosError(error) && error.code === 'ERR_BAD_RESPONSE') {
        // Over the byte cap, or cut off by the upstream before its end.
        fail('bad-answer', 502, 'Bad upstream answer', error);
        return;
      } else {
        fail('unreachable', 502, 'Upstream unreachable', error);
        return;
      }
    }
    // Only a whole body is passed on (a safe method's answer cut mid-body resolves without one).
    if (!Buffer.isBuffer(answer.data)) {
      fail('bad-answer', 502, 'Bad upstream answer');
      return;
    }
    const decoded = await checkAnswerEncoding(
      answer.headers['content-encoding'],
      answer.data,
      maxAnswerBytes,
    );
    if (!decoded.ok) {
      fail(
        'bad-answer',
        502,
        'Bad upstream answer',
        new Error(`answer encoding: ${decoded.reason}`),
      );
      return;
    }
    if (refused && !isAcceptedAnswer(answer.status, decoded.decoded)) await refused();
    const upstreamLocation = answer.headers.location as unknown;
    const location =
      typeof upstreamLocation === 'string'
        ? siteLocation(upstreamLocation, options.upstreamUrl, checked.target)
        : undefined;
    if (typeof upstreamLocation === 'string' && location === undefined) {
      fail('bad-answer', 502, 'Bad upstream answer', new Error('redirect off the upstream'));
      return;
    }

    res.status(answer.status);
    copyResponseHeaders(answer.headers as Record<string, unknown>, res);
    for (const name of UPSTREAM_URL_HEADERS) res.removeHeader(name);
    if (location !== undefined) res.setHeader('Location', location);
    setAnswerCacheHeaders(req, res, answer.headers as Record<string, unknown>);
    res.setHeader('X-Request-Id', requestId);
    // A text answer the upstream sent plain is compressed here, whole, in one call: through the
    // compression middleware's brotli stream a proxied JSON answer cost 765 µs of CPU, this 464.
    const plainText =
      answer.data.length > 0 &&
      answer.headers['content-encoding'] === undefined &&
      isCompressibleType(String(answer.headers['content-type'] ?? ''));
    res.end(plainText ? encodeWhole(req, res, 'proxied', answer.data) : answer.data);
    finish('proxied', answer.status);
  });
  return router;
}
