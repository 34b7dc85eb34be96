/** Ad reports. */

/** POST /api/utils/bilibili_pc_ad_report */
export interface AdReportA {
  conv_type: string;
  conv_time: number;
  ua: string;
  client_ip: string;
  url: string;
  track_id: string;
  report_from: string;
  web_id: string;
}

/** POST /api/utils/huoban_ad_report (sent on mobile download; the answer is ignored). */
export interface AdReportB {
  /** Always 0. */
  conv_time: number;
  idfa: string;
  client_ip: string;
  model: string;
  ua: string;
  oaid: string;
  updatetime: string;
  boottime: string;
  /** The source channel. */
  report_from: string;
  /** Normalised user-agent string built for iOS or Android. */
  ua_xy: string;
}
