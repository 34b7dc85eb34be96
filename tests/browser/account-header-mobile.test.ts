import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { socialChannels } from '../../client/components/social/social-channels';
import { MOBILE_HEADER_SPACER_PX } from '../../client/styles/ui-constants';
import { demoPublicFacts } from '../../shared/public-facts';
import { pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { MOBILE_UA } from '../helpers/test-app';

/** Without SITE_CONFIG the menu shows the demo stand-ins. */
const SOCIAL_CHANNELS = socialChannels(demoPublicFacts('zh'));

const suite = setUpBrowserSuite();

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${suite.url}${path}`);
  await waitForHydration(page);
}

const MOBILE_VIEWPORT = { width: 390, height: 844 };

describe.each(TEST_LANGS)('mobile header (%s)', (lang) => {
  const at = (rest: string) => pagePath(lang, true, rest);

  it('opens the menu, routes and closes on an item, closes on the blank area', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: MOBILE_UA,
      viewport: MOBILE_VIEWPORT,
    });
    await visit(page, at('/about-us'));
    expect(await page.locator('.layout').getAttribute('class')).toBe(
      'layout layout--mobile mobile',
    );
    expect((await page.locator('.site-header__spacer').boundingBox())!.height).toBe(
      MOBILE_HEADER_SPACER_PX,
    );
    const menu = page.locator('.dialog--menu:popover-open');
    await page.locator('.menu-button').click();
    await menu.waitFor();
    expect(await menu.locator('.dialog__title').textContent()).toBe(
      siteText(lang, 'account:header.menuTitle'),
    );
    expect(
      await menu
        .locator('.menu-dialog__nav a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual([
      at('/'),
      at('/game-partner'),
      at('/game-library'),
      at('/activity'),
      at('/about-us'),
    ]);
    expect(await menu.locator('.menu-dialog__nav a.is-active').getAttribute('data-menu-id')).toBe(
      '5',
    );

    await menu.locator('.menu-dialog__nav a[data-menu-id="4"]').click();
    await page.waitForURL((url) => url.pathname === at('/activity'));
    await expect.poll(() => menu.count()).toBe(0);
    await page.locator('h1', { hasText: siteText(lang, 'pages.activity.heading') }).waitFor();

    await page.locator('.menu-button').click();
    await menu.waitFor();
    const panel = (await menu.boundingBox())!;
    expect(panel.y + panel.height).toBeLessThan(MOBILE_VIEWPORT.height - 40);
    await page.mouse.click(MOBILE_VIEWPORT.width / 2, MOBILE_VIEWPORT.height - 20);
    await menu.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(at('/activity'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows QR codes on tap in the menu and opens channels in the same window', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: MOBILE_UA,
      viewport: MOBILE_VIEWPORT,
    });
    await visit(page, at('/'));
    await page.locator('.menu-button').click();
    const panel = page.locator('.dialog--menu .qr-panel');
    expect(await panel.isVisible()).toBe(false);
    for (const channel of SOCIAL_CHANNELS) {
      await page.locator(`.dialog--menu .social-icon--${channel.key}`).click();
      await panel.locator(`img[src="${channel.qr}"]`).waitFor();
      const open = panel.locator('.qr-panel__open');
      if (channel.url) {
        expect(await open.getAttribute('href')).toBe(channel.url);
        expect(await open.getAttribute('target')).toBeNull();
        expect(await open.textContent()).toBe(
          siteText(lang, 'account:social.open', {
            name: siteText(lang, `account:social.${channel.key}`),
          }),
        );
      } else {
        expect(await open.count()).toBe(0);
      }
    }
    await page.locator('.dialog--menu .social-icon--wechat').click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('searches game knowledge from the mobile header', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: MOBILE_UA,
      viewport: MOBILE_VIEWPORT,
    });
    await visit(page, at('/activity'));
    const input = page.locator('.site-header input[type="search"]');
    expect(await input.getAttribute('placeholder')).toBe(
      siteText(lang, 'account:header.mobileSearchPlaceholder'),
    );
    await input.fill('boss');
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === at('/game-library/search'));
    expect(new URL(page.url()).searchParams.get('searchValue')).toBe('boss');
    expect(problems).toEqual([]);
    await context.close();
  });
});
