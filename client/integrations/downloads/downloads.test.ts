import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { UsageTracker } from '../tracking/usage-tracking';
import { startDesktopDownload } from './desktop-download';
import { loadInstallSdk } from './install-sdk';
import { startMobileDownload } from './mobile-download';

/** The site facts' addresses, as the page hands them in. */
const STANDARD_URL = 'https://download.example.com/GamePartnerSetup.exe';
const MOBILE_URL = 'https://download.example.com/mobile';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function fakeApi() {
  return {
    utils: {
      bilibiliAdReport: vi.fn(async () => null),
      huobanAdReport: vi.fn(async () => null),
    },
  };
}

function tracker(webId: () => string | undefined) {
  return { webId, event: vi.fn<UsageTracker['event']>() } satisfies UsageTracker;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startDesktopDownload', () => {
  it('waits for the web id, names the installer by it and reports the ad conversion', async () => {
    let webId: string | undefined;
    setTimeout(() => {
      webId = 'w-7';
    }, 700);
    const api = fakeApi();
    const navigate = vi.fn();
    const done = startDesktopDownload({
      standardUrl: STANDARD_URL,
      downloadHost: 'https://dl.example.com',
      ipLookupUrl: 'https://ip.example.com',
      channel: 'bilibili',
      trackId: 'track-1',
      tracker: tracker(() => webId),
      api,
      userAgent: 'UA',
      pageUrl: 'https://site.example/?track_id=track-1',
      navigate,
      now: () => 1000,
      lookupIp: async () => '203.0.113.7',
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe(
      'https://dl.example.com/installer/bilibili/GamePartnerSetup_bilibili_w-7.exe',
    );
    expect(navigate).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(api.utils.bilibiliAdReport).toHaveBeenCalledTimes(1));
    expect(api.utils.bilibiliAdReport).toHaveBeenCalledWith({
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

  it('goes ahead without the web id after five tries, and reports nothing without track_id', async () => {
    const api = fakeApi();
    const navigate = vi.fn();
    const read = vi.fn(() => undefined);
    const done = startDesktopDownload({
      standardUrl: STANDARD_URL,
      downloadHost: 'https://dl.example.com',
      ipLookupUrl: undefined,
      channel: 'official-website',
      trackId: null,
      tracker: tracker(read),
      api,
      userAgent: 'UA',
      pageUrl: 'https://site.example/',
      navigate,
    });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(done).resolves.toBe(
      'https://dl.example.com/installer/official-website/GamePartnerSetup_official-website.exe',
    );
    expect(read).toHaveBeenCalledTimes(5);
    expect(api.utils.bilibiliAdReport).not.toHaveBeenCalled();
  });

  it('does not wait when tracking is off and falls back to the standard edition', async () => {
    const navigate = vi.fn();
    await startDesktopDownload({
      standardUrl: STANDARD_URL,
      downloadHost: undefined,
      ipLookupUrl: undefined,
      channel: 'x',
      trackId: null,
      tracker: null,
      api: fakeApi(),
      userAgent: 'UA',
      pageUrl: 'https://site.example/',
      navigate,
    });
    expect(navigate).toHaveBeenCalledWith(STANDARD_URL);
  });
});

describe('startMobileDownload', () => {
  it('wakes up or installs, records the event and sends report B', async () => {
    const api = fakeApi();
    const sdk = { wakeupOrInstall: vi.fn() };
    const events = tracker(() => 'w');
    const navigate = vi.fn();
    await startMobileDownload({
      mobileUrl: MOBILE_URL,
      sdk,
      tracker: events,
      api,
      ipLookupUrl: 'https://ip.example.com',
      channel: 'huoban',
      userAgent: IPHONE,
      navigate,
      lookupIp: async () => '198.51.100.2',
    });
    expect(sdk.wakeupOrInstall).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(events.event).toHaveBeenCalledWith('download_mobile', {
      event_group: 'official_website_events',
    });
    expect(api.utils.huobanAdReport).toHaveBeenCalledWith(
      expect.objectContaining({
        client_ip: '198.51.100.2',
        report_from: 'huoban',
        ua_xy: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)',
      }),
    );
  });

  it('opens the download page when the SDK is off, and ignores a failed report', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeApi();
    api.utils.huobanAdReport.mockRejectedValueOnce(new Error('502'));
    const navigate = vi.fn();
    await expect(
      startMobileDownload({
        mobileUrl: MOBILE_URL,
        sdk: null,
        tracker: null,
        api,
        ipLookupUrl: undefined,
        channel: 'x',
        userAgent: IPHONE,
        navigate,
      }),
    ).resolves.toBeUndefined();
    expect(navigate).toHaveBeenCalledWith(MOBILE_URL);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('loadInstallSdk', () => {
  it('loads nothing when INSTALL_SDK_KEY is unset', async () => {
    // No document here: loading a script would throw, so resolving null proves nothing loaded.
    await expect(loadInstallSdk(undefined, { channel: 'x' })).resolves.toBeNull();
  });
});
