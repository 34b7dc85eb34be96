/**
 * When the proxy tries a second time: GET, HEAD and OPTIONS once more on
 * 408, 409, 425, 429, 500, 502, 503, 504 or a failed connection. Never an unsafe method (a second
 * SMS code, login or account deletion), never after the deadline (the visitor already waited):
 * the deadline aborts the call, and an aborted call is not a connection failure.
 */
import type { AxiosError, AxiosResponse } from 'axios';
import type { IAxiosRetryConfigExtended } from 'axios-retry';

import { SAFE_METHODS } from '../http/safe-methods';

const RETRYABLE_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** GET, HEAD and OPTIONS are retried once; writes never are (see docs/development.md, departures). */
const SAFE_METHOD_RETRIES = 1;

/**
 * Connection failures: refused, reset or dropped ("socket hang up" is ECONNRESET). Timeouts
 * (ETIMEDOUT, ECONNABORTED) and our own aborts (ERR_CANCELED) are deliberately absent.
 */
export const CONNECTION_FAILURE_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.includes(status);
}

/** Whether a failed attempt of a safe request deserves another. */
export function isRetryableFailure(error: AxiosError): boolean {
  if (error.response) return isRetryableStatus(error.response.status);
  return error.code !== undefined && CONNECTION_FAILURE_CODES.has(error.code);
}

/**
 * The per-request axios-retry settings. For a safe method a retryable status is routed through
 * the retry path (validateResponse); after the last try that answer is passed through as is.
 */
export function retryConfigFor(method: string, onRetry: () => void): IAxiosRetryConfigExtended {
  if (!isSafeMethod(method)) return { retries: 0 };
  return {
    retries: SAFE_METHOD_RETRIES,
    retryCondition: isRetryableFailure,
    validateResponse: (response: AxiosResponse) => !isRetryableStatus(response.status),
    onRetry: () => onRetry(),
  };
}
