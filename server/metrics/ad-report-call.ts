import type { Request } from 'express';

import { AD_REPORT_A_PATH, AD_REPORT_B_PATH } from '../../shared/api/ad-report-paths';
import type { ProxyCallEnd } from '../api-proxy/proxy-call';

/** The two ad conversion reports, by the names the spec gives them. */
export type AdReportName = 'A' | 'B';

/**
 * What became of a report: `sent` when it left for the upstream, then one of `accepted` (a 2xx
 * whose envelope says 0), `refused` (the upstream answered otherwise, below 500) or `failed` (a
 * 5xx, a timeout, the upstream unreachable or its answer unusable, or the site refused the call
 * before sending it).
 */
export type AdReportOutcome = 'sent' | 'accepted' | 'refused' | 'failed';

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

/** A proxied call as an ad report's outcomes, or undefined for any other call. */
export function adReportCall(call: ProxyCallEnd, req: Request): AdReportCall | undefined {
  const report = REPORTS[call.path];
  if (report === undefined || call.outcome === 'client-closed') return undefined;
  const sent: AdReportOutcome[] = call.attempts > 0 ? ['sent'] : [];
  let end: AdReportOutcome = 'failed';
  if (call.outcome === 'proxied' && (call.status ?? 500) < 500) {
    end = call.accepted ? 'accepted' : 'refused';
  }
  return { report, channel: reportFrom(req.body), outcomes: [...sent, end] };
}
