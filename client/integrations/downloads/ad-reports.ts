/**
 * The two ad conversion reports, A and B as the spec names them (the upstream's paths say
 * bilibili and huoban): A when a visitor who came from an ad (`track_id` in the query) downloads
 * the desktop app, B when the mobile download is triggered. Both are fire-and-forget: a failure is only logged, and the
 * download never waits for them.
 */
import { AD_REPORT_A_PATH, AD_REPORT_B_PATH } from '../../../shared/api/ad-report-paths';
import type { AdReportA, AdReportB } from '../../../shared/api/types';
import { type KeepaliveFetch, type ReportPage, sendKeepaliveReport } from './keepalive-report';
import { normaliseUaXy } from './ua-xy';

/** Conversion type of the desktop download in ad report variant A. */
export const AD_REPORT_CONV_TYPE_DOWNLOAD = 'APP_DOWNLOAD';

export interface AdReportAInput {
  userAgent: string;
  clientIp: string;
  /** The page the download started from. */
  pageUrl: string;
  trackId: string;
  channel: string;
  webId: string;
  /** Unix time in ms. */
  now: number;
}

export function adReportAPayload(input: AdReportAInput): AdReportA {
  return {
    conv_type: AD_REPORT_CONV_TYPE_DOWNLOAD,
    conv_time: input.now,
    ua: input.userAgent,
    client_ip: input.clientIp,
    url: input.pageUrl,
    track_id: input.trackId,
    report_from: input.channel,
    web_id: input.webId,
  };
}

export interface AdReportBInput {
  userAgent: string;
  clientIp: string;
  /** The source channel. */
  channel: string;
}

/** The device fields the browser cannot know stay empty, as the spec lists them. */
export function adReportBPayload(input: AdReportBInput): AdReportB {
  return {
    conv_time: 0,
    idfa: '',
    client_ip: input.clientIp,
    model: '',
    ua: input.userAgent,
    oaid: '',
    updatetime: '',
    boottime: '',
    report_from: input.channel,
    ua_xy: normaliseUaXy(input.userAgent),
  };
}

/** Where a download's report goes; each call starts at once and never throws. */
export interface AdReporter {
  /** Variant A, with a desktop edition. */
  reportA(payload: AdReportA): void;
  /** Variant B, with the mobile download. */
  reportB(payload: AdReportB): void;
}

/** Reports as keepalive requests of the page `page()` describes at the moment of the tap. */
export function keepaliveAdReporter(
  page: () => ReportPage,
  fetchImpl?: KeepaliveFetch,
): AdReporter {
  return {
    reportA: (payload) => void sendKeepaliveReport(AD_REPORT_A_PATH, payload, page(), fetchImpl),
    reportB: (payload) => void sendKeepaliveReport(AD_REPORT_B_PATH, payload, page(), fetchImpl),
  };
}
