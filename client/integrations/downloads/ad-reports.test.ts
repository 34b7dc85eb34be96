import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  bilibiliReportPayload,
  huobanReportPayload,
  sendBilibiliReport,
  sendHuobanReport,
} from './ad-reports';

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
      bilibiliReportPayload({
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
      huobanReportPayload({ userAgent: IPHONE, clientIp: '203.0.113.7', channel: 'huoban' }),
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
    const payload = huobanReportPayload({ userAgent: ANDROID, clientIp: '', channel: 'x' });
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

describe('sending the reports', () => {
  it('posts variant A and variant B through the API client', async () => {
    const api = {
      utils: {
        bilibiliAdReport: vi.fn(async () => null),
        huobanAdReport: vi.fn(async () => null),
      },
    };
    const a = bilibiliReportPayload({
      userAgent: 'UA',
      clientIp: '',
      pageUrl: 'u',
      trackId: 't',
      channel: 'c',
      webId: '',
      now: 1,
    });
    const b = huobanReportPayload({ userAgent: IPHONE, clientIp: '', channel: 'c' });
    await sendBilibiliReport(api, a);
    await sendHuobanReport(api, b);
    expect(api.utils.bilibiliAdReport).toHaveBeenCalledWith(a);
    expect(api.utils.huobanAdReport).toHaveBeenCalledWith(b);
  });

  it('only logs a failure, as a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const api = {
      utils: {
        bilibiliAdReport: vi.fn(() => Promise.reject(new Error('502'))),
        huobanAdReport: vi.fn(() => Promise.reject(new Error('502'))),
      },
    };
    const b = huobanReportPayload({ userAgent: IPHONE, clientIp: '', channel: 'c' });
    await expect(sendHuobanReport(api, b)).resolves.toBeUndefined();
    await expect(
      sendBilibiliReport(
        api,
        bilibiliReportPayload({
          userAgent: 'UA',
          clientIp: '',
          pageUrl: 'u',
          trackId: 't',
          channel: 'c',
          webId: '',
          now: 1,
        }),
      ),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(error).not.toHaveBeenCalled();
  });
});
