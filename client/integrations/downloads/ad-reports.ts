/**
 * The two ad conversion reports: variant A (bilibili) when a visitor who
 * came from an ad (`track_id` in the query) downloads the desktop app, variant B (huoban) when the
 * mobile download is triggered. Both are fire-and-forget: a failure is only logged.
 */
import type { ApiClient } from '../../../shared/api/client';
import type { AdReportA, AdReportB } from '../../../shared/api/types';
import { normaliseUaXy } from './ua-xy';

/** Conversion type of the desktop download in ad report variant A. */
export const AD_REPORT_CONV_TYPE_DOWNLOAD = 'APP_DOWNLOAD';

export interface BilibiliReportInput {
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

export function bilibiliReportPayload(input: BilibiliReportInput): AdReportA {
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

export interface HuobanReportInput {
  userAgent: string;
  clientIp: string;
  /** The source channel. */
  channel: string;
}

/** The device fields the browser cannot know stay empty, as the spec lists them. */
export function huobanReportPayload(input: HuobanReportInput): AdReportB {
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

type AdReportApi = Pick<ApiClient, 'utils'>;

export async function sendBilibiliReport(api: AdReportApi, payload: AdReportA): Promise<void> {
  try {
    await api.utils.bilibiliAdReport(payload);
  } catch (error) {
    console.warn('bilibili ad report failed', error);
  }
}

/** The answer is ignored; only a failure is logged. */
export async function sendHuobanReport(api: AdReportApi, payload: AdReportB): Promise<void> {
  try {
    await api.utils.huobanAdReport(payload);
  } catch (error) {
    console.warn('huoban ad report failed', error);
  }
}
