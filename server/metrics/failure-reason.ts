import { INVALID_ENVELOPE_CODE, isApiEnvelope } from '../../shared/api/envelope';

/** Why an upstream call failed, as a metric label and a log field: a fixed set of words. */
export type FailureReason =
  | 'timeout'
  | 'refused'
  | 'too_large'
  | 'bad_shape'
  | 'http_4xx'
  | 'http_5xx'
  | 'error_code'
  | 'canceled'
  | 'other';

/** Socket-level failures: the upstream could not be reached at all. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

function statusReason(status: number): FailureReason {
  return status >= 500 ? 'http_5xx' : 'http_4xx';
}

/**
 * The reason of a failed call of the API client (an axios error, an ApiError or an envelope).
 * Read by shape, not `instanceof`: the render entry may hold its own copy of the client's
 * classes (a bundle, or Vite's loader in development).
 */
export function failureReason(error: unknown): FailureReason {
  const { status, errorCode } = (error ?? {}) as { status?: unknown; errorCode?: unknown };
  if (typeof status === 'number' && typeof errorCode === 'number') {
    if (errorCode === INVALID_ENVELOPE_CODE) return 'bad_shape';
    if (status < 200 || status > 299) return statusReason(status);
    return 'error_code';
  }
  if (isApiEnvelope(error)) return 'error_code';
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') return 'timeout';
  if (code === 'ERR_CANCELED') return 'canceled';
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return 'refused';
  if (code === 'ERR_BAD_RESPONSE') {
    return typeof message === 'string' && message.includes('maxContentLength')
      ? 'too_large'
      : 'bad_shape';
  }
  return 'other';
}
