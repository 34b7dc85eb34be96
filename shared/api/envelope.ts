/**
 * Turns an HTTP answer of the API into its payload or a rejection. The order matters: the HTTP
 * status first (200-299 is success), then error_code.
 */
import { ERROR_CODE_LOGGED_OUT, ERROR_CODE_OK, ERROR_CODES_WHOLE_RESPONSE } from './error-codes';
import { HTTP_SUCCESS_MAX, HTTP_SUCCESS_MIN } from './http-constants';
import type { ApiEnvelope } from './types';

/**
 * errorCode of an ApiError made for a 2xx answer that is not what the call expects: a body that
 * is not an envelope, or a payload of the wrong shape. Its message is never one for a visitor.
 */
export const INVALID_ENVELOPE_CODE = -1;

/** A rejection carrying the HTTP status and the envelope's error code and message. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly errorCode: number;
  /** Seconds the server asked the caller to wait (`Retry-After` of a 429 or 503), if it did. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, errorCode: number, message: string, retryAfterSeconds?: number) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The part of an axios response (or any HTTP answer) the rules look at. */
export interface EnvelopeResponse {
  status: number;
  data: unknown;
  headers?: Readonly<Record<string, unknown>>;
}

/** Longest wait taken from a `Retry-After`: a day, the longest limit the site sets. */
const MAX_RETRY_AFTER_SECONDS = 24 * 60 * 60;

/** `Retry-After` in delta-seconds (the form this site's server sends), else undefined. */
export function retryAfterSeconds(headers: EnvelopeResponse['headers']): number | undefined {
  const value = headers?.['retry-after'];
  if (typeof value !== 'string' || !/^\s*\d{1,9}\s*$/.test(value)) return undefined;
  const seconds = Number(value);
  return seconds > 0 ? Math.min(seconds, MAX_RETRY_AFTER_SECONDS) : undefined;
}

export interface EnvelopeHooks {
  /** Called on error code 41001, before the rejection: the caller logs the user out. */
  onLoggedOut?: () => void;
}

export function isApiEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.error_code === 'number' && 'payload' in record;
}

/** True for the rejection of codes 41907 and 41912: the whole envelope, to read its code. */
export function isWholeResponseRejection(reason: unknown): reason is ApiEnvelope<unknown> {
  return isApiEnvelope(reason) && ERROR_CODES_WHOLE_RESPONSE.includes(reason.error_code);
}

function messageOf(envelope: ApiEnvelope<unknown>): string {
  return typeof envelope.error_message === 'string' && envelope.error_message
    ? envelope.error_message
    : `error ${envelope.error_code}`;
}

/**
 * Resolves the payload for error_code 0 and rejects otherwise. Network errors
 * never get here: the caller's promise rejects with them as they are.
 */
export async function unwrapEnvelope<T>(
  response: EnvelopeResponse,
  hooks: EnvelopeHooks = {},
): Promise<T> {
  const { status, data } = response;
  const envelope = isApiEnvelope(data) ? data : undefined;
  if (status < HTTP_SUCCESS_MIN || status > HTTP_SUCCESS_MAX) {
    throw new ApiError(
      status,
      envelope ? envelope.error_code : status,
      envelope ? messageOf(envelope) : `HTTP ${status}`,
      retryAfterSeconds(response.headers),
    );
  }
  if (!envelope) throw new ApiError(status, INVALID_ENVELOPE_CODE, 'Invalid API response');
  if (envelope.error_code === ERROR_CODE_OK) return envelope.payload as T;
  if (envelope.error_code === ERROR_CODE_LOGGED_OUT) {
    hooks.onLoggedOut?.();
    throw new ApiError(status, envelope.error_code, messageOf(envelope));
  }
  // Rejecting a non-Error is the rule here: the caller reads `error_code` from the envelope.
  if (ERROR_CODES_WHOLE_RESPONSE.includes(envelope.error_code)) throw envelope;
  throw new ApiError(status, envelope.error_code, messageOf(envelope));
}
