import type { Request } from 'express';

import { AD_REPORT_A_PATH, AD_REPORT_B_PATH } from '../../shared/api/ad-report-paths';
import type { ProxyCallEnd } from '../api-proxy/proxy-call';

/** The two ad conversion reports, by the names the spec gives them. */
export type AdReportName = 'A' | 'B';

/**
 * What became of a report: `sent` when it left for the upstream, then how it ended, once:
 * `accepted` (a 2xx whose envelope says 0), `refused` (the upstream answered otherwise, below
 * 500), `failed` (a 5xx, a timeout, the upstream unreachable or its answer unusable), or, when the
 * site itself refused it before sending, why: `forbidden` (no valid anti-forgery token: a
 * replica with another CSRF_SECRET, a webview that drops cookies), `rate_limited`, `too_large`,
 * `invalid` (a broken body) or `body_timeout`.
 */
export type AdReportOutcome =
  | 'sent'
  | 'accepted'
  | 'refused'
  | 'failed'
  | 'forbidden'
  | 'rate_limited'
  | 'too_large'
  | 'invalid'
  | 'body_timeout';

export interface AdReportCall {
  report: AdReportName;
  /** `report_from` of the body, as the browser sent it (bounded into a label by the metrics). */
  channel: unknown;
  outcomes: AdReportOutcome[];
}

const REPORTS: Readonly<Record<string, AdReportName>> = {
  [AD_REPORT_A_PATH]: 'A',
  [AD_REPORT_B_PATH]: 'B',
};

function reportFrom(body: unknown): unknown {
  if (!Buffer.isBuffer(body)) return undefined;
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>).report_from
      : undefined;
  } catch {
    return undefined;
  }
}

/** How a report ended. */
function endOf({ outcome, status, accepted }: ProxyCallEnd): AdReportOutcome {
  switch (outcome) {
    case 'proxied':
      if ((status ?? 500) >= 500) return 'failed';
      return accepted ? 'accepted' : 'refused';
    case 'forbidden':
      return 'forbidden';
    case 'rate-limited':
      return 'rate_limited';
    case 'body-refused':
      return status === 413 ? 'too_large' : 'invalid';
    case 'body-timeout':
      return 'body_timeout';
    default:
      return 'failed';
  }
}

/** A proxied call as an ad report's outcomes, or undefined for any other call. */
export function adReportCall(call: ProxyCallEnd, req: Request): AdReportCall | undefined {
  const report = REPORTS[call.path];
  if (report === undefined || call.outcome === 'client-closed') return undefined;
  const sent: AdReportOutcome[] = call.attempts > 0 ? ['sent'] : [];
  return { report, channel: reportFrom(req.body), outcomes: [...sent, endOf(call)] };
}
