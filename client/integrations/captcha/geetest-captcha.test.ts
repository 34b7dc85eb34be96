import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { GEETEST_SCRIPT_URL } from '../../../shared/third-party-scripts';
import type { GeetestCaptcha, GeetestConfig, GeetestValidate } from './geetest-captcha';

const loadScript = vi.fn<(src: string) => Promise<void>>();
vi.mock('./load-script', () => ({ loadScript: (src: string) => loadScript(src) }));
const { createGeetestCaptcha } = await import('./geetest-captcha');

/** A stand-in for GeeTest's widget: records calls, lets the test fire its events. */
function fakeWidget(validate: GeetestValidate | false) {
  const handlers: Record<string, (error?: unknown) => void> = {};
  const widget: GeetestCaptcha = {
    showCaptcha: vi.fn(),
    reset: vi.fn(),
    destroy: vi.fn(),
    getValidate: () => validate,
    onReady: (callback) => ((handlers.ready = callback), widget),
    onSuccess: (callback) => ((handlers.success = callback), widget),
    onError: (callback) => ((handlers.error = callback), widget),
    onClose: (callback) => ((handlers.close = callback), widget),
  };
  return { widget, fire: (event: string) => handlers[event]?.() };
}

const VALID: GeetestValidate = {
  lot_number: 'lot',
  captcha_output: 'out',
  pass_token: 'pass',
  gen_time: '1700000000',
};

let configs: GeetestConfig[];

function install(widget: GeetestCaptcha) {
  configs = [];
  // A page with no dialog open: the browser tests show the popup over the login dialog.
  vi.stubGlobal('document', { querySelectorAll: () => [] });
  vi.stubGlobal('window', {
    initGeetest4: (config: GeetestConfig, ready: (captcha: GeetestCaptcha) => void) => {
      configs.push(config);
      ready(widget);
    },
  });
}

beforeEach(() => {
  loadScript.mockReset().mockResolvedValue(undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Once the script has loaded and the adapter has made its widget. */
const widgetMade = () => vi.waitFor(() => expect(configs).toHaveLength(1));

describe('GeeTest v4 adapter', () => {
  it('loads gt4.js and starts the bind product in the page language', async () => {
    const { widget, fire } = fakeWidget(VALID);
    install(widget);
    createGeetestCaptcha('captcha-id', 'ja');
    await widgetMade();
    fire('ready');
    expect(loadScript).toHaveBeenCalledWith(GEETEST_SCRIPT_URL);
    expect(configs).toEqual([{ captchaId: 'captcha-id', product: 'bind', language: 'jpn' }]);
  });

  it('answers notInitialized before the widget is ready', async () => {
    const { widget } = fakeWidget(VALID);
    install(widget);
    const captcha = createGeetestCaptcha('id', 'zh');
    await expect(captcha.verify()).resolves.toEqual({ status: 'failed', reason: 'notInitialized' });
  });

  it('passes the four result fields after success, and resets on request', async () => {
    const { widget, fire } = fakeWidget({ ...VALID, captcha_id: 'extra' } as GeetestValidate);
    install(widget);
    const captcha = createGeetestCaptcha('id', 'zh');
    await widgetMade();
    fire('ready');
    const outcome = captcha.verify();
    expect(widget.showCaptcha).toHaveBeenCalled();
    fire('success');
    await expect(outcome).resolves.toEqual({ status: 'passed', result: VALID });
    captcha.reset();
    expect(widget.reset).toHaveBeenCalled();
  });

  it('reports a missing result, an error and a closed popup', async () => {
    const missing = fakeWidget(false);
    install(missing.widget);
    const first = createGeetestCaptcha('id', 'zh');
    await widgetMade();
    missing.fire('ready');
    const noResult = first.verify();
    missing.fire('success');
    await expect(noResult).resolves.toEqual({ status: 'failed', reason: 'validateMissing' });
    const failed = first.verify();
    missing.fire('error');
    await expect(failed).resolves.toEqual({ status: 'failed', reason: 'verifyFailed' });
    const closed = first.verify();
    missing.fire('close');
    await expect(closed).resolves.toEqual({ status: 'cancelled' });
  });

  it('stays uninitialized when the script cannot load', async () => {
    loadScript.mockRejectedValue(new Error('blocked'));
    install(fakeWidget(VALID).widget);
    const captcha = createGeetestCaptcha('id', 'en');
    await vi.waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith('captcha script failed to load', expect.anything()),
    );
    await expect(captcha.verify()).resolves.toEqual({ status: 'failed', reason: 'notInitialized' });
  });
});
