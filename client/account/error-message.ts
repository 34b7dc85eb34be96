import { ApiError, INVALID_ENVELOPE_CODE } from '../../shared/api/envelope';
import { API_ERROR_CODES, type ApiEnvelope } from '../../shared/api/types';

/**
 * The API's own message in a rejection of the API client, or undefined when there is none a
 * visitor should read (a network failure, a timeout, a server or proxy failure): the caller then
 * shows its own translated text.
 */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    // Without an envelope the message is only "HTTP 502"; a 5xx envelope is the proxy's or the
    // server's own wording ("Upstream unreachable"), not a message for a visitor.
    const bare =
      error.errorCode === INVALID_ENVELOPE_CODE ||
      error.status >= 500 ||
      /^HTTP \d+$/.test(error.message);
    return bare || !error.message ? undefined : error.message;
  }
  if (typeof error === 'object' && error !== null && 'error_message' in error) {
    const message = (error as ApiEnvelope<unknown>).error_message;
    return typeof message === 'string' && message ? message : undefined;
  }
  return undefined;
}

/** The envelope's error code of a rejection, when it has one. */
export function errorCode(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.errorCode;
  if (typeof error === 'object' && error !== null && 'error_code' in error) {
    const code = (error as ApiEnvelope<unknown>).error_code;
    return typeof code === 'number' ? code : undefined;
  }
  return undefined;
}

/**
 * Seconds the server asked the visitor to wait before trying again (its `Retry-After`, sent with a
 * 429 of the site's rate limits), when it said.
 */
export function retryAfterSeconds(error: unknown): number | undefined {
  return error instanceof ApiError ? error.retryAfterSeconds : undefined;
}

/** HTTP's "Too Many Requests", as a status or as the envelope's error code. */
const TOO_MANY_REQUESTS = 429;

/**
 * Whether a rejection says "too often, wait": a 429 of the site's own rate limits or of the
 * upstream, or the API's own code for it.
 */
export function isTooManyRequests(error: unknown): boolean {
  if (error instanceof ApiError && error.status === TOO_MANY_REQUESTS) return true;
  const code = errorCode(error);
  return code === TOO_MANY_REQUESTS || code === API_ERROR_CODES.TOO_MANY_REQUESTS;
}
