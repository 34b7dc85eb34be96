/**
 * The IM token fetch retry: up to IM_TOKEN_RETRIES more tries after the
 * first, waiting 1 s, 2 s, 4 s, 8 s, 16 s (doubling, capped at 32 s), each wait multiplied by a
 * random factor in [0.75, 1.25] so that many clients failing together do not retry together.
 */
import { ApiError } from '../../../../shared/api/envelope';
import { ERROR_CODE_LOGGED_OUT } from '../../../../shared/api/error-codes';

/** The IM token fetch: 5 more tries, backoff from 1 s doubling to 32 s, ±25 % jitter. */
const IM_TOKEN_RETRIES = 5;
const IM_TOKEN_BACKOFF_START_MS = 1000;
const IM_TOKEN_BACKOFF_CAP_MS = 32_000;
const IM_TOKEN_JITTER_RATIO = 0.25;

/**
 * The wait before retry number `attempt` (1 for the first retry). `random` is a number in
 * [0, 1]: 0 gives the lowest jitter factor (0.75), 1 the highest (1.25). Never above the cap.
 */
export function imBackoffDelay(attempt: number, random: number): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  const base = Math.min(IM_TOKEN_BACKOFF_START_MS * 2 ** exponent, IM_TOKEN_BACKOFF_CAP_MS);
  const unit = Math.min(1, Math.max(0, random));
  const factor = 1 - IM_TOKEN_JITTER_RATIO + 2 * IM_TOKEN_JITTER_RATIO * unit;
  return Math.min(Math.round(base * factor), IM_TOKEN_BACKOFF_CAP_MS);
}

export interface ImTokenRetryOptions {
  /** Source of jitter, [0, 1); Math.random by default. */
  random?: () => number;
  /** Waits `ms`; setTimeout by default (tests use fake timers or a recorder). */
  sleep?: (ms: number) => Promise<void>;
  /** Stops retrying (e.g. the chat view closed); the call then rejects with the last error. */
  signal?: AbortSignal;
  /**
   * Whether a failure is worth another try. By default everything but a logged-out answer
   * (41001: no retry can fix it) and an aborted call.
   */
  shouldRetry?: (error: unknown) => boolean;
}

function defaultShouldRetry(error: unknown): boolean {
  if (error instanceof ApiError && error.errorCode === ERROR_CODE_LOGGED_OUT) return false;
  return !(
    error instanceof Error &&
    (error.name === 'AbortError' || error.name === 'CanceledError')
  );
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `fetchToken` until it resolves, at most 1 + IM_TOKEN_RETRIES times. */
export async function fetchImTokenWithRetry<T>(
  fetchToken: () => Promise<T>,
  options: ImTokenRetryOptions = {},
): Promise<T> {
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? defaultSleep;
  const shouldRetry = options.shouldRetry ?? defaultShouldRetry;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchToken();
    } catch (error) {
      if (attempt >= IM_TOKEN_RETRIES || options.signal?.aborted || !shouldRetry(error)) {
        throw error;
      }
      await sleep(imBackoffDelay(attempt + 1, random()));
      if (options.signal?.aborted) throw error;
    }
  }
}
