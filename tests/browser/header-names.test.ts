/**
 * What the header says to a visitor in each language: the mobile search box (the `/m` header,
 * the desktop header folded to the mobile form at 768 px or less) asks for the spec's
 * '游戏知识搜索', translated.
 */
import { describe, expect, it } from 'vitest';

import type { Lang } from '../../shared/i18n/languages';
import { pagePath, TEST_LANGS } from '../helpers/account-strings';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

/** The spec's mobile placeholder and what it means in each language. */
const MOBILE_SEARCH_PLACEHOLDER: Record<Lang, string> = {
  zh: '游戏知识搜索',
  en: 'Search game knowledge',
  ja: 'ゲーム知識検索',
};

const HEADER_FORMS = [
  { form: '/m', mobile: true, userAgent: MOBILE_UA, viewport: { width: 390, height: 844 } },
  { form: 'desktop', mobile: false, userAgent: DESKTOP_UA, viewport: { width: 1366, height: 900 } },
  { form: 'folded', mobile: false, userAgent: DESKTOP_UA, viewport: { width: 700, height: 900 } },
] as const;

const suite = setUpBrowserSuite();

describe.each(TEST_LANGS)('the header (%s)', (lang) => {
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
