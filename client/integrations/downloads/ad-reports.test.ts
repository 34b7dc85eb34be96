import { afterEach, describe, expect, it, vi } from 'vitest';

import { adReportAPayload, adReportBPayload, keepaliveAdReporter } from './ad-reports';
import { type KeepaliveFetch, type ReportPage, sendKeepaliveReport } from './keepalive-report';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ad report payloads', () => {
  it('variant A carries the conversion, the visit and the web id', () => {
    expect(
      adReportAPayload({
        userAgent: 'UA',
        clientIp: '203.0.113.7',
        pageUrl: 'https://site.example/?track_id=t-1&channel=bilibili',
        trackId: 't-1',
        channel: 'bilibili',
        webId: 'web-9',
        now: 1_760_000_000_000,
      }),
    ).toEqual({
      conv_type: 'APP_DOWNLOAD',
      conv_time: 1_760_000_000_000,
      ua: 'UA',
      client_ip: '203.0.113.7',
      url: 'https://site.example/?track_id=t-1&channel=bilibili',
      track_id: 't-1',
      report_from: 'bilibili',
      web_id: 'web-9',
    });
  });

  it('variant B has the fixed empty fields and the normalised iOS user agent', () => {
    expect(
      adReportBPayload({ userAgent: IPHONE, clientIp: '203.0.113.7', channel: 'huoban' }),
    ).toEqual({
      conv_time: 0,
      idfa: '',
      client_ip: '203.0.113.7',
      model: '',
      ua: IPHONE,
      oaid: '',
      updatetime: '',
      boottime: '',
      report_from: 'huoban',
      ua_xy: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)',
    });
  });

  it('variant B normalises an Android user agent and keeps an empty client ip', () => {
    const payload = adReportBPayload({ userAgent: ANDROID, clientIp: '', channel: 'x' });
    expect(payload.ua_xy).toBe('Mozilla/5.0 (Linux; Android 14; Pixel 8)');
    expect(payload.client_ip).toBe('');
    expect(Object.keys(payload).sort()).toEqual(
      [
        'boottime',
        'client_ip',
        'conv_time',
        'idfa',
        'model',
        'oaid',
        'report_from',
        'ua',
        'ua_xy',
        'updatetime',
      ].sort(),
    );
  });
});

const PAGE: ReportPage = {
  lang: 'ja',
  mobile: true,
  url: 'https://site.example/m?channel=bilibili&track_id=t-1',
  userAgent: IPHONE,
  session: null,
  cookies: 'locale=ja; XSRF-TOKEN=token%3D1; other=x',
};

function recordingFetch(answer: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl: KeepaliveFetch = (url, init) => {
    calls.push({ url, init });
    return answer();
  };
  return { calls, fetchImpl };
}

describe('sending the reports', () => {
  it('posts each variant as a keepalive request with the API headers and the anti-forgery token', () => {
    const { calls, fetchImpl } = recordingFetch(async () => new Response('{}'));
    const reporter = keepaliveAdReporter(() => PAGE, fetchImpl);
    const a = adReportAPayload({
      userAgent: 'UA',
      clientIp: '',
      pageUrl: PAGE.url,
      trackId: 't-1',
      channel: 'bilibili',
      webId: '',
      now: 1,
    });
    const b = adReportBPayload({ userAgent: IPHONE, clientIp: '', channel: 'bilibili' });
    reporter.reportA(a);
    reporter.reportB(b);
    // Started inside the call, not after some promise: the tap's navigation comes next.
    expect(calls.map(({ url }) => url)).toEqual([
      '/api/utils/bilibili_pc_ad_report',
      '/api/utils/huoban_ad_report',
    ]);
    for (const [index, body] of [a, b].entries()) {
      const { init } = calls[index]!;
      expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
      expect(JSON.parse(String(init.body))).toEqual(body);
      expect(init.headers).toEqual({
        area: 'cn',
        lan: 'ja',
        'app-platform': 'web',
        module: 'web',
        'platform-source': 'mobile_web',
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': 'token=1',
      });
    }
  });

  it('carries the session headers of a logged-in visitor', () => {
    const { calls, fetchImpl } = recordingFetch(async () => new Response('{}'));
    keepaliveAdReporter(
      () => ({ ...PAGE, mobile: false, session: { access_token: 'tok', web_user_id: 'w-1' } }),
      fetchImpl,
    ).reportB(adReportBPayload({ userAgent: IPHONE, clientIp: '', channel: 'c' }));
    expect(calls[0]!.init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      user_id: 'w-1',
      'app-channel': 'bilibili',
      'platform-source': 'web',
    });
  });

  it('only logs a refused or failed report, as a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const payload = adReportBPayload({ userAgent: IPHONE, clientIp: '', channel: 'c' });
    await expect(
      sendKeepaliveReport('/api/x', payload, PAGE, async () => new Response('{}', { status: 503 })),
    ).resolves.toBeUndefined();
    await expect(
      sendKeepaliveReport('/api/x', payload, PAGE, () => Promise.reject(new TypeError('offline'))),
    ).resolves.toBeUndefined();
    await expect(
      sendKeepaliveReport('/api/x', payload, PAGE, () => {
        throw new TypeError('keepalive body too large');
      }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(error).not.toHaveBeenCalled();
  });
});
