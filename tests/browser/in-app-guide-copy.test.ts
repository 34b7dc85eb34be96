/**
 * The open-in-browser guide's 复制链接 always ends in something the visitor can act on: the link
 * on the clipboard and a line saying so, or, in a webview without a usable clipboard, the link
 * selected in its field and a line asking for a long press.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import type { Lang } from '../../shared/i18n/languages';
import { pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';

const suite = setUpBrowserSuite();

const WECHAT_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN';
const PHONE = {
  userAgent: WECHAT_IOS,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** Older webviews: no Clipboard API at all. */
function removeClipboardApi() {
  delete (Navigator.prototype as { clipboard?: unknown }).clipboard;
}

/** A webview whose Clipboard API refuses every write. */
function refuseClipboardApi() {
  Clipboard.prototype.writeText = () =>
    Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
}

/** The legacy copy refuses too, as it does in many webviews. */
function refuseLegacyCopy() {
  Document.prototype.execCommand = () => false;
}

/** The legacy copy works; it records what was selected when it ran. */
function recordLegacyCopy() {
  const copied: string[] = [];
  (window as unknown as { legacyCopies: string[] }).legacyCopies = copied;
  Document.prototype.execCommand = (command: string) => {
    const field = document.activeElement;
    if (command === 'copy' && field instanceof HTMLInputElement) {
      copied.push(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0));
    }
    return true;
  };
}

/** Opens the mobile home in WeChat with the given webview quirks and taps 复制链接 in the guide. */
async function tapCopy(lang: Lang, quirks: (() => void)[], permissions: string[] = []) {
  const watched = await openPage(suite.browser, PHONE);
  const { page, context } = watched;
  for (const quirk of quirks) await context.addInitScript(quirk);
  if (permissions.length > 0) await context.grantPermissions(permissions, { origin: suite.url });
  await page.goto(`${suite.url}${pagePath(lang, true, '/')}?channel=bilibili&track_id=X`);
  await waitForHydration(page);
  const address = page.url();
  await page.locator('main a[data-edition="mobile"]').tap();
  const guide = page.getByRole('dialog', { name: siteText(lang, 'content:openInBrowser.title') });
  await guide.waitFor();
  await guide.getByRole('button', { name: siteText(lang, 'content:openInBrowser.copy') }).tap();
  return { ...watched, guide, address };
}

/** The field's text, if all of it is selected and it has the focus. */
function selectedField(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const field = document.activeElement;
    if (
      !(field instanceof HTMLInputElement) ||
      !field.classList.contains('open-in-browser__address')
    )
      return null;
    const all = field.selectionStart === 0 && field.selectionEnd === field.value.length;
    return all ? field.value : null;
  });
}

describe('the open-in-browser guide without a usable clipboard', () => {
  it.each(TEST_LANGS)(
    'asks for a long press and leaves the link selected (%s, no Clipboard API)',
    async (lang) => {
      const { page, context, problems, guide, address } = await tapCopy(lang, [
        removeClipboardApi,
        refuseLegacyCopy,
      ]);
      const status = guide.getByRole('status');
      await expect
        .poll(() => status.textContent())
        .toBe(siteText(lang, 'content:openInBrowser.copyByHand'));
      expect(await status.isVisible()).toBe(true);
      expect(await selectedField(page)).toBe(address);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('asks for a long press where the Clipboard API refuses the write', async () => {
    const { page, context, problems, guide, address } = await tapCopy('zh', [
      refuseClipboardApi,
      refuseLegacyCopy,
    ]);
    await expect.poll(() => guide.getByRole('status').textContent()).toBe('长按链接复制');
    expect(await selectedField(page)).toBe(address);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the open-in-browser guide with a way to copy', () => {
  it('copies through the legacy copy where there is no Clipboard API, and says so', async () => {
    const { page, context, problems, guide, address } = await tapCopy('en', [
      removeClipboardApi,
      recordLegacyCopy,
    ]);
    await expect
      .poll(() => guide.getByRole('status').textContent())
      .toBe(siteText('en', 'content:openInBrowser.copied'));
    const copies = await page.evaluate(
      () => (window as unknown as { legacyCopies: string[] }).legacyCopies,
    );
    expect(copies.at(-1)).toBe(address);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('copies through the Clipboard API where it agrees, and says so', async () => {
    const { page, context, problems, guide, address } = await tapCopy(
      'zh',
      [],
      ['clipboard-read', 'clipboard-write'],
    );
    await expect
      .poll(() => guide.getByRole('status').textContent())
      .toBe(siteText('zh', 'content:openInBrowser.copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    expect(problems).toEqual([]);
    await context.close();
  });
});
