/**
 * The HTTP calls of `npm run search-push`: each within a deadline (its retries and their waits
 * included), each answer read up to a byte bound, and 429 and 5xx answers retried a few times
 * with a growing wait, or the wait the engine asks for in `Retry-After` when it is not too long.
 * No other 4xx is retried: sending the same request again would get the same answer.
 */
import axios, { type AxiosError, type AxiosInstance, isAxiosError } from 'axios';
import axiosRetry, { retryAfter } from 'axios-retry';

import { CONNECTION_FAILURE_CODES } from '../api-proxy/retry-policy';

export interface PushHttpOptions {
  /** Deadline of one call, its retries and the waits between them included. */
  deadlineMs: number;
  /** Retries after the first try. */
  retries: number;
  /** Wait before the first retry; doubled before each next one. */
  retryBaseMs: number;
  /** Longest wait before a retry: a `Retry-After` asking for more ends the call instead. */
  maxRetryWaitMs: number;
}

export const DEFAULT_PUSH_HTTP: PushHttpOptions = {
  deadlineMs: 120_000,
  retries: 3,
  retryBaseMs: 2_000,
  maxRetryWaitMs: 60_000,
};

/** A socket that stays silent this long ends the attempt (the deadline bounds the whole call). */
const IDLE_TIMEOUT_MS = 30_000;
/** Redirects a GET follows (an http to https hop, a trailing slash); a POST follows none. */
const MAX_GET_REDIRECTS = 3;

export type HttpAnswer =
  | { ok: true; status: number; body: string; attempts: number }
  | { ok: false; status?: number; body?: string; reason: string; attempts: number };

export interface PushHttp {
  get(url: string, maxAnswerBytes: number): Promise<HttpAnswer>;
  post(url: string, body: string, contentType: string, maxAnswerBytes: number): Promise<HttpAnswer>;
}

function retryable(error: AxiosError, options: PushHttpOptions): boolean {
  if (error.response) {
    const { status } = error.response;
    if (status !== 429 && status < 500) return false;
    return retryAfter(error) <= options.maxRetryWaitMs;
  }
  return error.code !== undefined && CONNECTION_FAILURE_CODES.has(error.code);
}

/** Why a call failed, in a few words: its status and the start of the answer, or the error. */
function failure(error: unknown, attempts: number, deadlineMs: number): HttpAnswer {
  if (isAxiosError<string>(error) && error.response) {
    const { status, data } = error.response;
    const body = typeof data === 'string' ? data : '';
    const wait = retryAfter(error);
    const reason =
      (status === 429 || status >= 500) && wait > 0
        ? `HTTP ${status}, asked to wait ${Math.ceil(wait / 1000)} s`
        : `HTTP ${status}`;
    return { ok: false, status, body, reason, attempts };
  }
  if (isAxiosError(error) && error.code === 'ERR_CANCELED') {
    return { ok: false, reason: `no answer within ${deadlineMs / 1000} s`, attempts };
  }
  if (isAxiosError(error) && error.code === 'ERR_BAD_RESPONSE') {
    return { ok: false, reason: 'the answer is too large or cut off', attempts };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, reason: message.split('\n')[0]!.slice(0, 200), attempts };
}

export function pushHttp(options: PushHttpOptions = DEFAULT_PUSH_HTTP): PushHttp {
  const client: AxiosInstance = axios.create({
    responseType: 'text',
    // The answers are read as text here, whatever their type says.
    transformResponse: [(data: unknown) => data],
    timeout: Math.min(IDLE_TIMEOUT_MS, options.deadlineMs),
    headers: { 'User-Agent': 'game-partner-site search-push' },
  });
  axiosRetry(client, {
    retries: options.retries,
    // A POST is retried too: pushing an address twice costs quota, never harm.
    retryCondition: (error) => retryable(error, options),
    retryDelay: (retry, error) =>
      Math.min(
        Math.max(options.retryBaseMs * 2 ** (retry - 1), retryAfter(error)),
        options.maxRetryWaitMs,
      ),
    shouldResetTimeout: true,
  });

  const call = async (
    config: Parameters<AxiosInstance['request']>[0],
    maxAnswerBytes: number,
  ): Promise<HttpAnswer> => {
    let attempts = 0;
    try {
      const response = await client.request<string>({
        ...config,
        maxContentLength: maxAnswerBytes,
        signal: AbortSignal.timeout(options.deadlineMs),
        'axios-retry': { onRetry: () => void attempts++ },
      });
      return { ok: true, status: response.status, body: response.data, attempts: attempts + 1 };
    } catch (error) {
      return failure(error, attempts + 1, options.deadlineMs);
    }
  };

  return {
    get: (url, maxAnswerBytes) =>
      call({ method: 'GET', url, maxRedirects: MAX_GET_REDIRECTS }, maxAnswerBytes),
    post: (url, body, contentType, maxAnswerBytes) =>
      call(
        {
          method: 'POST',
          url,
          data: body,
          maxRedirects: 0,
          headers: { 'Content-Type': contentType },
          maxBodyLength: Buffer.byteLength(body),
        },
        maxAnswerBytes,
      ),
  };
}
