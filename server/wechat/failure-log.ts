/**
 * What the operators hear of WeChat's refusals: every failed call counted in the metrics, and one
 * warning per distinct failure per period, not one per visitor, with what it means and WeChat's
 * own message (on 40164 it names the address to put on the allow-list).
 */
import type { Logger } from '../logging/logger';
import type { AppMetrics } from '../metrics/metrics';
import { KNOWN_ERROR_CODES, type WechatApiError } from './wechat-api';

/** Each distinct failure is logged at most once in this long. */
export const FAILURE_LOG_PERIOD_MS = 10 * 60 * 1000;

export const WECHAT_API_FAILED_MESSAGE = 'wechat api call failed; pages share without a card';
export const WECHAT_REDIS_FAILED_MESSAGE =
  'wechat redis unavailable; this replica fetches its own ticket';

const TRANSPORT_MEANINGS: Record<string, string> = {
  timeout: 'WeChat did not answer in time',
  unreachable: 'WeChat could not be reached (WECHAT_API_ORIGIN, DNS, egress)',
  http_status: 'WeChat answered with an HTTP error status',
  too_large: 'the answer was larger than any of WeChat’s',
  bad_answer: 'the answer was not one of WeChat’s',
  other: 'an error code the site does not know; see errmsg',
};

export interface FailureLog {
  apiFailed(error: WechatApiError): void;
  sharedFailed(error: unknown): void;
}

export function createFailureLog(
  logger: Logger,
  metrics: AppMetrics,
  now: () => number = Date.now,
): FailureLog {
  const lastLogged = new Map<string, number>();
  /** Whether `key` was not logged within the period; marks it logged. */
  const due = (key: string) => {
    const at = now();
    const last = lastLogged.get(key);
    if (last !== undefined && at - last < FAILURE_LOG_PERIOD_MS) return false;
    lastLogged.set(key, at);
    return true;
  };
  return {
    apiFailed(error) {
      metrics.wechatApiFailed(error.call, error.label);
      // By label, not code: codes WeChat has not documented all share `other`, so the map stays small.
      if (!due(`${error.call} ${error.label}`)) return;
      const meaning =
        error.label in KNOWN_ERROR_CODES
          ? KNOWN_ERROR_CODES[error.label as keyof typeof KNOWN_ERROR_CODES]
          : TRANSPORT_MEANINGS[error.label];
      logger.warn(WECHAT_API_FAILED_MESSAGE, {
        call: error.call,
        failure: error.label,
        errcode: error.errcode,
        errmsg: error.errmsg,
        meaning,
      });
    },
    sharedFailed(error) {
      if (!due('redis')) return;
      logger.warn(WECHAT_REDIS_FAILED_MESSAGE, {
        error: error instanceof Error ? error.message : String(error),
      });
    },
  };
}
