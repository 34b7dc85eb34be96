/**
 * Where the two ad conversion reports go. Named apart from the endpoint table because the
 * browser sends them itself, as keepalive requests that outlive the page (see the download flows),
 * and the table travels with the lazily loaded API client.
 */
export const AD_REPORT_A_PATH = '/api/utils/bilibili_pc_ad_report';
export const AD_REPORT_B_PATH = '/api/utils/huoban_ad_report';
