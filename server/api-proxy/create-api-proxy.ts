/**
 * The /api proxy (contract section 4): forwards each request to the configured upstream with
 * path, query, method and body unchanged and passes status, headers and body back byte for byte.
 * Mounted by the app at /api after the anti-forgery check. Body parsers must NOT run before it:
 * it reads the raw body itself.
 */
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import axios, { type AxiosError, type AxiosResponse, isAxiosError } from 'axios';
import axiosRetry from 'axios-retry';
import express, { type Request, type Response, type Router } from 'express';
import { API_BODY_LIMIT_BYTES, HTTP_TIMEOUT_MS } from '../../shared/constants';
import type { Logger } from '../logging/logger';
import { sendErrorEnvelope } from './error-envelope';
import { copyResponseHeaders, resolveRequestId, upstreamRequestHeaders } from './forward-headers';
import { readLimitedBody } from './read-body';
import { retryConfigFor } from './retry-policy';
import { checkProxyPath } from './safe-path';

export interface ApiProxyOptions {
  /** The upstream origin; `/api/x?y` goes to `${upstreamUrl}/api/x?y`. */
  upstreamUrl: string;
  logger: Logger;
  /** Deadline for the whole upstream call, retries included; HTTP_TIMEOUT_MS by default. */
  timeoutMs?: number;
  /** Largest request body; API_BODY_LIMIT_BYTES by default. */
  bodyLimitBytes?: number;
}

const FORWARDED_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** How one proxied call ended, for the log line. */
type Outcome = 'proxied' | 'timeout' | 'unreachable' | 'client-closed' | 'stream-error';

/** A short, stack-free description for the log line (codes like ECONNREFUSED matter most). */
function describeError(error: unknown): string {
  if (isAxiosError(error) && error.code) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

export function createApiProxy(options: ApiProxyOptions): Router {
  const { logger } = options;
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const bodyLimit = options.bodyLimitBytes ?? API_BODY_LIMIT_BYTES;

  const upstream = axios.create({
    // A fixed base and no absolute URLs: whatever the path, the call goes to this origin.
    baseURL: options.upstreamUrl,
    allowAbsoluteUrls: false,
    maxRedirects: 0,
    // Bodies cross untouched, in their content-encoding, and without being parsed.
    decompress: false,
    responseType: 'stream',
    transformRequest: [(data: unknown) => data],
    transformResponse: [(data: unknown) => data],
    validateStatus: () => true,
    // The whole-call deadline below replaces axios's per-request timeout.
    timeout: 0,
  });
  axiosRetry(upstream, { retries: 0 });

  const router = express.Router();
  router.use(async (req: Request, res: Response) => {
    const started = performance.now();
    const requestId = resolveRequestId(req);
    res.setHeader('X-Request-Id', requestId);
    const rawPath = req.originalUrl.split('?', 1)[0] ?? '';
    const logFields = { requestId, method: req.method, path: rawPath.slice(0, 512) };

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
    // Log the path without its query: queries can carry tokens (account_delete's verify_token).
    const log = { ...logFields, path: checked.pathname };

    const body = await readLimitedBody(req, bodyLimit);
    if (body.kind === 'too-large') {
      sendErrorEnvelope(res, 413, 'Request body too large');
      return;
    }
    if (body.kind === 'aborted') return;

    const controller = new AbortController();
    // Widened on purpose: the deadline and close callbacks change it behind the narrowing's back.
    let outcome = 'proxied' as Outcome;
    /** The answer's body once it streams, so the deadline can also stop a stalled body. */
    let streaming: Readable | undefined;
    const deadline = setTimeout(() => {
      outcome = 'timeout';
      controller.abort();
      streaming?.destroy(new Error('Upstream deadline exceeded'));
    }, timeoutMs);
    const onClientClose = () => {
      if (res.writableFinished) return;
      if (outcome === 'proxied') outcome = 'client-closed';
      controller.abort();
    };
    res.on('close', onClientClose);

    let attempts = 1;
    /** Ends the call's bookkeeping and writes its one log line. */
    const finish = (status: number | undefined, error?: unknown) => {
      clearTimeout(deadline);
      res.off('close', onClientClose);
      const fields = {
        ...log,
        status,
        attempts,
        ms: Math.round(performance.now() - started),
        ...(error === undefined ? {} : { error: describeError(error) }),
      };
      if (outcome === 'proxied') logger.info('api proxy', { ...fields, outcome });
      else logger.warn('api proxy', { ...fields, outcome });
    };

    let response: AxiosResponse<Readable>;
    try {
      response = await upstream.request<Readable>({
        method: req.method,
        url: checked.target,
        headers: upstreamRequestHeaders(req, requestId),
        data: body.body,
        signal: controller.signal,
        'axios-retry': retryConfigFor(req.method, (error: AxiosError) => {
          attempts += 1;
          // The discarded answer's socket is freed only once its body is gone.
          (error.response?.data as Readable | undefined)?.destroy();
        }),
      });
    } catch (error) {
      // A retryable status after the last try: pass that answer through.
      if (isAxiosError<Readable>(error) && error.response && outcome === 'proxied') {
        response = error.response;
      } else {
        if (outcome === 'proxied') outcome = 'unreachable';
        finish(undefined, outcome === 'unreachable' ? error : undefined);
        if (outcome === 'client-closed') return;
        if (outcome === 'timeout') sendErrorEnvelope(res, 504, 'Upstream timed out');
        else sendErrorEnvelope(res, 502, 'Upstream unreachable');
        return;
      }
    }

    res.status(response.status);
    copyResponseHeaders(response.headers as Record<string, unknown>, res);
    res.setHeader('X-Request-Id', requestId);
    streaming = response.data;
    // pipeline destroys both sides on error, on a client that leaves, or on the deadline.
    pipeline(response.data, res, (error) => {
      if (error && outcome === 'proxied') outcome = 'stream-error';
      finish(response.status, outcome === 'stream-error' ? error : undefined);
    });
  });
  return router;
}
