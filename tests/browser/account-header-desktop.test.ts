import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { socialChannels } from '../../client/components/social/social-channels';
import {
  MOBILE_HEADER_SPACER_PX,
  SEARCH_BOX_FOCUSED_WIDTH_PX,
  SEARCH_BOX_WIDTH_PX,
  TOOLTIP_HIDE_DELAY_MS,
} from '../../client/styles/ui-constants';
import { POPOVER_WIDTH_PX } from '../../shared/popover-width';
import { demoPublicFacts } from '../../shared/public-facts';
import { pagePaths } from '../../shared/routing/route-manifest';
import { pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { type SampleIds, sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA } from '../helpers/test-app';

/** Without SITE_CONFIG the header shows the demo stand-ins. */
const SOCIAL_CHANNELS = socialChannels(demoPublicFacts('zh'));

const suite = setUpBrowserSuite();
let ids: SampleIds;
beforeAll(async () => {
  ids = await sampleIds(suite.testApp.upstreamUrl);
});

/** Requests that leave the site: none while no integration is configured. */
function watchExternalRequests(page: Page): string[] {
  const external: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(suite.url) && !url.startsWith('data:')) external.push(url);
  });
  return external;
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${suite.url}${path}`);
  await waitForHydration(page);
}

describe.each(TEST_LANGS)('desktop header (%s)', (lang) => {
  const at = (rest: string) => pagePath(lang, false, rest);

  it('marks the active item by path prefix; item 6 opens the AI PC page in a new tab', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: DESKTOP_UA,
    });
    const external = watchExternalRequests(page);
    const cases: [string, string | null][] = [
      ['/', '1'],
      ['/game-partner', '2'],
      [pagePaths.partnerDetail(ids.partnerId), '2'],
      ['/game-library', '3'],
      [`/game-library/${ids.gameId}`, '3'],
      ['/game-library/search?searchValue=a', '3'],
      ['/activity', '4'],
      ['/about-us', '5'],
      ['/profile', null],
    ];
    for (const [rest, expected] of cases) {
      await visit(page, at(rest));
      const active = await page
        .locator('.site-header__nav a.is-active')
        .evaluateAll((links) => links.map((link) => link.getAttribute('data-menu-id')));
      expect(active, rest).toEqual(expected ? [expected] : []);
    }
    const items = await page
      .locator('.site-header__nav a')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('data-menu-id'), link.getAttribute('href')]),
      );
    expect(items).toEqual([
      ['1', at('/')],
      ['2', at('/game-partner')],
      ['3', at('/game-library')],
      ['4', at('/activity')],
      ['5', at('/about-us')],
      ['6', demoPublicFacts(lang).downloads.aiPc],
    ]);

    const aiPc = page.locator('.site-header__nav a[data-menu-id="6"]');
    expect(await aiPc.getAttribute('target')).toBe('_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), aiPc.click()]);
    await popup.waitForLoadState();
    // The demo's own download page, which names the edition: never a dead host.
    expect(popup.url()).toBe(`${suite.url}${demoPublicFacts(lang).downloads.aiPc}`);
    expect(new URL(page.url()).pathname).toBe(at('/profile'));
    expect(external).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('widens the search box from 135 to 200 px on focus and searches on Enter', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: DESKTOP_UA,
    });
    await visit(page, `${at('/about-us')}?channel=spring`);
    const box = page.locator('.site-header .search-box');
    const input = box.locator('input');
    expect(await input.getAttribute('placeholder')).toBe(
      siteText(lang, 'account:header.searchPlaceholder'),
    );
    // Sample the width every frame from the focus until it reaches the focused width.
    const widths = await box.evaluate(async (element, focusedWidth) => {
      const samples: number[] = [element.getBoundingClientRect().width];
      element.querySelector('input')!.focus();
      while (samples.at(-1) !== focusedWidth) {
        await new Promise(requestAnimationFrame);
        samples.push(element.getBoundingClientRect().width);
      }
      return samples;
    }, SEARCH_BOX_FOCUSED_WIDTH_PX);
    expect(widths[0]).toBe(SEARCH_BOX_WIDTH_PX);
    // It widened through the widths between: a transition, not a jump.
    expect(
      widths.some((width) => width > SEARCH_BOX_WIDTH_PX && width < SEARCH_BOX_FOCUSED_WIDTH_PX),
    ).toBe(true);

    await input.fill('角色');
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === at('/game-library/search'));
    let url = new URL(page.url());
    expect(url.searchParams.get('searchValue')).toBe('角色');
    expect(url.searchParams.get('channel')).toBe('spring');
    await page.locator('h1', { hasText: siteText(lang, 'pages.search.heading') }).waitFor();

    // On the search page the query changes in place (no new history entry).
    const historyLength = await page.evaluate(() => history.length);
    await input.fill('地图');
    await box.locator('.search-box__submit').click();
    await page.waitForURL((next) => next.searchParams.get('searchValue') === '地图');
    url = new URL(page.url());
    expect(url.pathname).toBe(at('/game-library/search'));
    expect(url.searchParams.get('channel')).toBe('spring');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await input.inputValue()).toBe('地图');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows each QR code on hover and hides it after the tooltip delay', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: DESKTOP_UA,
    });
    const external = watchExternalRequests(page);
    await visit(page, at('/about-us'));
    for (const channel of SOCIAL_CHANNELS) {
      const icon = page.locator(`.site-header__social .social-icon--${channel.key}`);
      expect(await icon.getAttribute('aria-label')).toBe(
        siteText(lang, `account:social.${channel.key}`),
      );
      if (channel.url) {
        expect(await icon.getAttribute('href')).toBe(channel.url);
        expect(await icon.getAttribute('target')).toBe('_blank');
      }
      await icon.hover();
      const popover = page.locator('.qr-popover');
      await popover.waitFor();
      // The popover of the icon hovered before may still be the one shown: wait for this one's.
      await expect.poll(() => popover.locator('img').getAttribute('src')).toBe(channel.qr);
      expect((await popover.boundingBox())!.width).toBe(POPOVER_WIDTH_PX);
      await expect
        .poll(() => popover.textContent())
        .toContain(
          siteText(lang, 'account:social.scanToFollow', {
            name: siteText(lang, `account:social.${channel.key}`),
          }),
        );
      await expect
        .poll(() => popover.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    const hiddenAfter = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (document.querySelector('.qr-popover')) return;
            observer.disconnect();
            resolve(performance.now() - started);
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.mouse.move(600, 500);
    const delay = await hiddenAfter;
    expect(delay).toBeGreaterThanOrEqual(TOOLTIP_HIDE_DELAY_MS - 30);
    expect(delay).toBeLessThan(TOOLTIP_HIDE_DELAY_MS + 500);
    expect(external).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switches to the mobile layout and class at 768 px and back above it', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: DESKTOP_UA,
    });
    await visit(page, at('/about-us'));
    const layout = page.locator('.layout');
    const nav = page.locator('.site-header__nav');
    const menuButton = page.locator('.site-header__menu-button');
    expect(await layout.getAttribute('class')).toBe('layout layout--desktop');
    expect(await menuButton.isVisible()).toBe(false);

    await page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(async () => (await layout.boundingBox())?.width).toBe(1000);

    await page.setViewportSize({ width: 768, height: 800 });
    await page.locator('.layout.mobile.layout--mobile').waitFor();
    expect(await nav.isVisible()).toBe(false);
    expect(await menuButton.isVisible()).toBe(true);
    expect((await layout.boundingBox())!.width).toBe(768);
    expect((await page.locator('.site-header').boundingBox())!.height).toBe(
      MOBILE_HEADER_SPACER_PX,
    );
    expect(await page.locator('.site-header input').getAttribute('placeholder')).toBe(
      siteText(lang, 'account:header.mobileSearchPlaceholder'),
    );

    await page.setViewportSize({ width: 769, height: 800 });
    await page.locator('.layout.mobile').waitFor({ state: 'detached' });
    expect(await nav.isVisible()).toBe(true);
    expect(await menuButton.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lays a narrow window out as mobile before any script runs', async () => {
    const context = await suite.browser.newContext({
      userAgent: DESKTOP_UA,
      viewport: { width: 700, height: 800 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${suite.url}${at('/about-us')}`);
    expect(await page.locator('.site-header__menu-button').isVisible()).toBe(true);
    expect(await page.locator('.site-header__nav').isVisible()).toBe(false);
    expect((await page.locator('.layout').boundingBox())!.width).toBe(700);
    await context.close();

    const {
      page: live,
      context: liveContext,
      problems,
    } = await openPage(suite.browser, {
      userAgent: DESKTOP_UA,
      viewport: { width: 700, height: 800 },
    });
    await visit(live, at('/about-us'));
    await live.locator('.layout.mobile').waitFor();
    expect(problems).toEqual([]);
    await liveContext.close();
  });

  it('hides page scroll on the home page and tracks its first page', async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: DESKTOP_UA,
    });
    await visit(page, at('/'));
    const overflow = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
    expect(await overflow()).toBe('hidden');
    const header = page.locator('.site-header');
    expect(await header.getAttribute('class')).toContain('site-header--home-first');
    await page.locator('.site-header--transitions').waitFor();
    await page.locator('.chrome-overlay').waitFor({ state: 'detached' });
    expect(
      await header.evaluate((element) => getComputedStyle(element).transitionDuration),
    ).toContain('0.5s');

    await page.locator('.layout').evaluate((element) => element.scrollTo(0, 400));
    await page.locator('.site-header--home-fixed').waitFor();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('userStore')))
      .toContain('"isHomeFirstPage":false');
    await page.locator('.layout').evaluate((element) => element.scrollTo(0, 0));
    await page.locator('.site-header--home-first').waitFor();

    await page.locator('.site-header__nav a[data-menu-id="5"]').click();
    await page.waitForURL((url) => url.pathname === at('/about-us'));
    await page.locator('h1', { hasText: siteText(lang, 'pages.about.heading') }).waitFor();
    await expect.poll(overflow).not.toBe('hidden');
    await expect.poll(() => header.getAttribute('class')).not.toContain('site-header--home');
    expect(problems).toEqual([]);
    await context.close();
  });
});
