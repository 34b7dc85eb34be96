import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { GTAG_SCRIPT_URL } from '../../shared/third-party-scripts';

const loadScript = vi.fn<(src: string) => Promise<void>>();
vi.mock('./captcha/load-script', () => ({ loadScript: (src: string) => loadScript(src) }));

beforeEach(() => {
  vi.resetModules();
  loadScript.mockReset().mockResolvedValue(undefined);
  vi.stubGlobal('window', {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The commands pushed to dataLayer, as plain arrays. */
function commands(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

describe('analytics adapter', () => {
  it('loads nothing and sends nothing without an analytics id', async () => {
    const { initAnalytics, sendAnalyticsConfig } = await import('./analytics');
    initAnalytics(undefined);
    sendAnalyticsConfig({ webUserId: 'wu_1', loggedIn: true });
    expect(loadScript).not.toHaveBeenCalled();
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads gtag.js once and sends the config event with the user after login', async () => {
    const { initAnalytics, sendAnalyticsConfig } = await import('./analytics');
    initAnalytics('G-TEST');
    initAnalytics('G-TEST');
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith(`${GTAG_SCRIPT_URL}?id=G-TEST`);
    sendAnalyticsConfig({ webUserId: 'wu_1', loggedIn: true });
    expect(commands().slice(1)).toEqual([
      ['config', 'G-TEST'],
      ['config', 'G-TEST', { user_id: 'wu_1', user_properties: { logged_in: true } }],
    ]);
  });
});
