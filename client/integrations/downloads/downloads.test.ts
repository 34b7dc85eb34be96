import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { UsageTracker } from '../tracking/usage-tracking';
import type { AdReporter } from './ad-reports';
import { startDesktopDownload } from './desktop-download';
import { loadInstallSdk } from './install-sdk';
import { startMobileDownload } from './mobile-download';

const STANDARD_URL = 'https://download.example.com/GamePartnerSetup.exe';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WECHAT_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN';

function reporter() {
  return { reportA: vi.fn(), reportB: vi.fn() } satisfies AdReporter;
}

function tracker(webId: () => string | undefined) {
  return { webId, event: vi.fn<UsageTracker['event']>() } satisfies UsageTracker;
}

function desktopInput(overrides: Partial<Parameters<typeof startDesktopDownload>[0]> = {}) {
  return {
    edition: 'standard' as const,
    downloadHost: 'https://dl.example.com',
    publicUrl: STANDARD_URL,
    channel: 'bilibili',
    trackId: 'track-1',
    tracker: tracker(() => 'w-7'),
    report: reporter(),
    countDownload: vi.fn(),
    clientIp: () => '203.0.113.7',
    userAgent: 'UA',
    pageUrl: 'https://site.example/?track_id=track-1',
    now: () => 1000,
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startDesktopDownload', () => {
  it('with the web id at hand, reports and names the installer before the click goes on', () => {
    const input = desktopInput({ edition: 'amd' });
    expect(startDesktopDownload(input)).toEqual({
      link: 'https://dl.example.com/installer/bilibili/GamePartnerSetup-AMD_bilibili_w-7.exe',
    });
    expect(input.countDownload).toHaveBeenCalledExactlyOnceWith({
      edition: 'amd',
      channel: 'bilibili',
      tracked: true,
    });
    expect(input.report.reportA).toHaveBeenCalledExactlyOnceWith({
      conv_type: 'APP_DOWNLOAD',
      conv_time: 1000,
      ua: 'UA',
      client_ip: '203.0.113.7',
      url: 'https://site.example/?track_id=track-1',
      track_id: 'track-1',
      report_from: 'bilibili',
      web_id: 'w-7',
    });
  });

  it('waits for a web id still coming, then reports it and names the installer by it', async () => {
    let webId: string | undefined;
    setTimeout(() => {
      webId = 'w-late';
    }, 700);
    const input = desktopInput({ tracker: tracker(() => webId) });
    const started = startDesktopDownload(input);
    if (!('pending' in started)) throw new Error('expected to wait for the web id');
    await vi.advanceTimersByTimeAsync(999);
    expect(input.report.reportA).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(started.pending).resolves.toBe(
      'https://dl.example.com/installer/bilibili/GamePartnerSetup_bilibili_w-late.exe',
    );
    expect(input.report.reportA).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ web_id: 'w-late', track_id: 'track-1' }),
    );
  });

  it('goes ahead without the web id after five tries, and reports nothing without track_id', async () => {
    const read = vi.fn(() => undefined);
    const input = desktopInput({
      trackId: null,
      channel: 'official-website',
      tracker: tracker(read),
    });
    const started = startDesktopDownload(input);
    if (!('pending' in started)) throw new Error('expected to wait for the web id');
    await vi.advanceTimersByTimeAsync(2000);
    await expect(started.pending).resolves.toBe(
      'https://dl.example.com/installer/official-website/GamePartnerSetup_official-website.exe',
    );
    expect(read).toHaveBeenCalledTimes(6);
    expect(input.report.reportA).not.toHaveBeenCalled();
    // Still counted at the site: the downloads no ad report covers are the ones to see.
    expect(input.countDownload).toHaveBeenCalledExactlyOnceWith({
      edition: 'standard',
      channel: 'official-website',
      tracked: false,
    });
  });

  it('does not wait when tracking is off; without a download host the public address names the channel', () => {
    const input = desktopInput({ tracker: null, downloadHost: undefined });
    expect(startDesktopDownload(input)).toEqual({ link: `${STANDARD_URL}?channel=bilibili` });
    expect(input.report.reportA).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ web_id: '' }),
    );
  });
});

describe('startMobileDownload', () => {
  it('sends report B, records the event and wakes the app up, all within the tap', () => {
    const report = reporter();
    const countDownload = vi.fn();
    const sdk = { wakeupOrInstall: vi.fn() };
    const events = tracker(() => 'w');
    const outcome = startMobileDownload({
      sdk,
      tracker: events,
      report,
      countDownload,
      tracked: false,
      clientIp: () => '198.51.100.2',
      channel: 'huoban',
      userAgent: IPHONE,
    });
    expect(outcome).toBe('woken');
    expect(countDownload).toHaveBeenCalledExactlyOnceWith({
      edition: 'mobile',
      channel: 'huoban',
      tracked: false,
    });
    expect(sdk.wakeupOrInstall).toHaveBeenCalledTimes(1);
    expect(events.event).toHaveBeenCalledWith('download_mobile', {
      event_group: 'official_website_events',
    });
    expect(report.reportB).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        client_ip: '198.51.100.2',
        report_from: 'huoban',
        ua_xy: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)',
      }),
    );
    // The report leaves before the app (or the store) takes the visitor away.
    expect(report.reportB.mock.invocationCallOrder[0]).toBeLessThan(
      sdk.wakeupOrInstall.mock.invocationCallOrder[0]!,
    );
  });

  it('lets the tap follow the link when the SDK is off', () => {
    const report = reporter();
    const countDownload = vi.fn();
    expect(
      startMobileDownload({
        sdk: null,
        tracker: null,
        report,
        countDownload,
        tracked: false,
        clientIp: () => '',
        channel: 'x',
        userAgent: IPHONE,
      }),
    ).toBe('link');
    expect(report.reportB).toHaveBeenCalledTimes(1);
  });

  it("follows the demo's stand-in page with nothing sent and no app woken", () => {
    const report = reporter();
    const countDownload = vi.fn();
    const sdk = { wakeupOrInstall: vi.fn() };
    const events = tracker(() => 'w');
    expect(
      startMobileDownload({
        sdk,
        tracker: events,
        report,
        countDownload,
        tracked: false,
        clientIp: () => '',
        channel: 'x',
        userAgent: IPHONE,
        standIn: true,
      }),
    ).toBe('link');
    expect(report.reportB).not.toHaveBeenCalled();
    expect(countDownload).not.toHaveBeenCalled();
    expect(events.event).not.toHaveBeenCalled();
    expect(sdk.wakeupOrInstall).not.toHaveBeenCalled();
  });

  it('inside WeChat shows the guide and sends nothing', () => {
    const report = reporter();
    const countDownload = vi.fn();
    const sdk = { wakeupOrInstall: vi.fn() };
    expect(
      startMobileDownload({
        sdk,
        tracker: null,
        report,
        countDownload,
        tracked: false,
        clientIp: () => '',
        channel: 'x',
        userAgent: WECHAT_IPHONE,
      }),
    ).toBe('guide');
    expect(report.reportB).not.toHaveBeenCalled();
    expect(countDownload).not.toHaveBeenCalled();
    expect(sdk.wakeupOrInstall).not.toHaveBeenCalled();
  });
});

describe('loadInstallSdk', () => {
  it('loads nothing when INSTALL_SDK_KEY is unset', async () => {
    // No document here: loading a script would throw, so resolving null proves nothing loaded.
    await expect(loadInstallSdk(undefined, { channel: 'x' })).resolves.toBeNull();
  });
});
