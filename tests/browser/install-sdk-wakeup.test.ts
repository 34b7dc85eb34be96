import { describe, expect, it } from 'vitest';

import { INSTALL_SDK_SCRIPT_URL } from '../../shared/third-party-scripts';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { MOBILE_UA } from '../helpers/test-app';

/**
 * With INSTALL_SDK_KEY the mobile download hands over to the install/wake-up SDK, which iOS and
 * in-app browsers let open an app only from within the visitor's gesture. The stand-in SDK notes
 * which event was being handled when it was asked to wake the app up.
 */
const FAKE_OPENINSTALL_JS = `
window.OpenInstall = function (options, installParams) {
  var sdk = this;
  window.__installParams = installParams;
  window.__wakeups = [];
  sdk.wakeupOrInstall = function () {
    window.__wakeups.push(window.event ? window.event.type : 'outside any event');
    return true;
  };
  setTimeout(function () { options.onready.call(sdk); window.__sdkReady = true; }, 0);
};
`;

const suite = setUpBrowserSuite({ env: { INSTALL_SDK_KEY: 'test-install-key' } });

describe('the install SDK on a phone', () => {
  it('wakes the app up inside the tap, with the channel, and the page stays', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: MOBILE_UA,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await context.route(INSTALL_SDK_SCRIPT_URL, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_OPENINSTALL_JS }),
    );
    await page.goto(`${suite.url}/m?channel=bilibili&track_id=X`);
    await waitForHydration(page);
    await page.waitForFunction(() => (window as { __sdkReady?: boolean }).__sdkReady === true);
    expect(
      await page.evaluate(() => (window as { __installParams?: unknown }).__installParams),
    ).toEqual({ channel: 'bilibili' });
    const address = page.url();

    await page.locator('main a[data-edition="mobile"]').tap();
    await expect
      .poll(() => page.evaluate(() => (window as { __wakeups?: string[] }).__wakeups))
      .toEqual(['click']);
    expect(page.url()).toBe(address);
    expect(problems).toEqual([]);
    await context.close();
  });
});
