/**
 * What the header says to a visitor in each language: its logo link is named by the site's name
 * in every form of the header (the `/m` header, the desktop header, the desktop header folded to
 * the mobile form at 768 px or less, which hides the name's text), and the mobile search box
 * asks for the spec's '游戏知识搜索', translated.
 */
import { describe, expect, it } from 'vitest';

import type { Lang } from '../../shared/i18n/languages';
import { pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

/** The spec's mobile placeholder and what it means in each language. */
const MOBILE_SEARCH_PLACEHOLDER: Record<Lang, string> = {
  zh: '游戏知识搜索',
  en: 'Search guides',
  ja: 'ゲーム知識検索',
};

const HEADER_FORMS = [
  { form: '/m', mobile: true, userAgent: MOBILE_UA, viewport: { width: 390, height: 844 } },
  { form: 'desktop', mobile: false, userAgent: DESKTOP_UA, viewport: { width: 1366, height: 900 } },
  { form: 'folded', mobile: false, userAgent: DESKTOP_UA, viewport: { width: 700, height: 900 } },
] as const;

const suite = setUpBrowserSuite();

describe.each(TEST_LANGS)('the header (%s)', (lang) => {
  it.each(HEADER_FORMS)(
    'names its logo link in the $form form',
    async ({ mobile, userAgent, viewport }) => {
      const { page, context, problems } = await openPage(suite.browser, { userAgent, viewport });
      await page.goto(`${suite.url}${pagePath(lang, mobile, '/about-us')}`);
      await waitForHydration(page);
      // The name alone would also find menu item 2, whose name is the site's in zh and ja.
      const logo = page
        .getByRole('banner')
        .getByRole('link', { name: siteText(lang, 'site.name'), exact: true })
        .and(page.locator('.site-header__logo'));
      await expect.poll(() => logo.count()).toBe(1);
      expect(await logo.getAttribute('href')).toBe(pagePath(lang, mobile, '/'));
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each(HEADER_FORMS.filter(({ form }) => form !== 'desktop'))(
    'asks the mobile search question in the $form form',
    async ({ mobile, userAgent, viewport }) => {
      const { page, context, problems } = await openPage(suite.browser, { userAgent, viewport });
      await page.goto(`${suite.url}${pagePath(lang, mobile, '/about-us')}`);
      await waitForHydration(page);
      const input = page.getByRole('banner').getByRole('searchbox');
      await expect
        .poll(() => input.getAttribute('placeholder'))
        .toBe(MOBILE_SEARCH_PLACEHOLDER[lang]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
