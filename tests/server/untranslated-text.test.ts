/**
 * The Chinese and Japanese pages hold no English: every visible text node and every visible
 * attribute of every page route (both trees), the 404 page and the upstream-down 503 page is
 * checked against the English messages and for runs of English words. Text from the upstream
 * (names, summaries) is the API's, in the page's language, so it passes both checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resources } from '../../shared/i18n/catalogues';
import type { Lang } from '../../shared/i18n/languages';
import { pagePaths } from '../../shared/routing/route-manifest';
import { attr, elements, type HtmlElement, parseHtml } from '../helpers/html';
import { pageRoutes, type SampleIds, sampleIds } from '../helpers/sample-ids';
import { appBehindUpstream, startTestApp, type TestApp } from '../helpers/test-app';
import { requestTreePage } from '../helpers/tree-page';
import { startUnavailableUpstream } from '../helpers/upstreams';

type CheckedLang = Exclude<Lang, 'en'>;
const CHECKED_LANGS: readonly CheckedLang[] = ['zh', 'ja'];

/** Attributes a visitor sees or hears (screen readers read aria-label and alt). */
const VISIBLE_ATTRIBUTES = ['placeholder', 'aria-label', 'title', 'alt'] as const;

/** Elements whose text is never shown as text. */
const HIDDEN_TEXT_ELEMENTS = new Set(['script', 'style', 'noscript']);

/**
 * Names that stay in Latin letters in every language: brands, products, platforms. A run of
 * English words is allowed only when it is one of these.
 */
const LATIN_ALLOW_LIST = ['Intel AI PC', 'AI PC', 'Core Ultra', 'Ryzen AI', 'Windows'];

/** Two or more Latin-letter words in a row: English prose, not a brand, unit or code. */
const LATIN_WORD_RUN = /[A-Za-z][A-Za-z'’]*(?:[ \t-]+[A-Za-z][A-Za-z'’]*)+/g;

type MessageTree = { readonly [key: string]: string | MessageTree };

/** Every message as [key path, text]. */
function flatten(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The English messages that differ from the checked language's (a language's own name, say, is
 * the same everywhere), each as a whole-text pattern with its {{placeholders}} as wildcards.
 */
function englishPatterns(lang: CheckedLang): { key: string; pattern: RegExp }[] {
  const own = new Map(flatten(resources[lang] as MessageTree));
  return flatten(resources.en as MessageTree)
    .filter(([, text]) => /[A-Za-z]{2}/.test(text.replace(/\{\{\w+\}\}/g, '')))
    .filter(([key, text]) => own.get(key) !== text)
    .map(([key, text]) => ({
      key,
      pattern: new RegExp(
        `^${text
          .split(/\{\{\w+\}\}/)
          .map(escapeRegExp)
          .join('.+')}$`,
        's',
      ),
    }));
}

interface VisibleText {
  where: string;
  text: string;
}

/** The text nodes and visible attributes of a page, trimmed, empty ones left out. */
function visibleTexts(html: string): VisibleText[] {
  const found: VisibleText[] = [];
  const visit = (element: HtmlElement) => {
    if (HIDDEN_TEXT_ELEMENTS.has(element.tagName)) return;
    for (const name of VISIBLE_ATTRIBUTES) {
      const value = attr(element, name)?.trim();
      if (value) found.push({ where: `<${element.tagName} ${name}>`, text: value });
    }
    for (const child of element.childNodes) {
      if (child.nodeName === '#text' && 'value' in child && child.value.trim()) {
        found.push({ where: `<${element.tagName}>`, text: child.value.trim() });
      }
    }
  };
  for (const element of elements(parseHtml(html))) visit(element);
  return found;
}

/** What on the page reads as English: a whole English message, or English words in a row. */
function untranslated(html: string, lang: CheckedLang): string[] {
  const patterns = englishPatterns(lang);
  const problems: string[] = [];
  for (const { where, text } of visibleTexts(html)) {
    const message = patterns.find(({ pattern }) => pattern.test(text));
    if (message) {
      problems.push(`${where} "${text}" is the English ${message.key}`);
      continue;
    }
    // A path (the 404 page names the visitor's own) is an address, not prose.
    let rest = text.replace(/\/\S+/g, ' ');
    for (const name of LATIN_ALLOW_LIST) rest = rest.replaceAll(name, ' ');
    const words = rest.match(LATIN_WORD_RUN);
    if (words) problems.push(`${where} "${text}" has English words: ${words.join(' | ')}`);
  }
  return problems;
}

describe('the detector', () => {
  it('finds a hard-coded English label and an English message', () => {
    const html =
      '<html lang="ja"><body><button aria-label="Close the menu">×</button>' +
      '<p>Read more about it</p><p>Intel AI PC 版</p><p>星野</p><p>找不到页面：/no-such-page</p>' +
      '<script>const notShown = "Hello world";</script></body></html>';
    expect(untranslated(html, 'ja')).toEqual([
      '<button aria-label> "Close the menu" is the English account.header.closeMenu',
      '<p> "Read more about it" has English words: Read more about it',
    ]);
  });
});

describe('no English on Chinese and Japanese pages', () => {
  let testApp: TestApp;
  let ids: SampleIds;
  beforeAll(async () => {
    testApp = await startTestApp();
    ids = await sampleIds(testApp.upstreamUrl);
  });
  afterAll(() => testApp.close());

  for (const lang of CHECKED_LANGS) {
    for (const mobile of [false, true]) {
      it(`every page route in ${lang}, ${mobile ? 'mobile' : 'desktop'} tree`, async () => {
        const problems: string[] = [];
        for (const route of pageRoutes(ids, mobile)) {
          const { path, answer } = requestTreePage(testApp.app, lang, mobile, route);
          const response = await answer;
          expect(response.status, path).toBe(200);
          problems.push(...untranslated(response.text, lang).map((text) => `${path}: ${text}`));
        }
        expect(problems).toEqual([]);
      });

      it(`the not-found page in ${lang}, ${mobile ? 'mobile' : 'desktop'} tree`, async () => {
        const { path, answer } = requestTreePage(testApp.app, lang, mobile, '/no-such-page');
        const response = await answer;
        expect(response.status, path).toBe(404);
        expect(untranslated(response.text, lang), path).toEqual([]);
      });
    }
  }
});

describe('no English on the upstream-down pages', () => {
  const behind = appBehindUpstream(startUnavailableUpstream);

  for (const lang of CHECKED_LANGS) {
    for (const mobile of [false, true]) {
      it(`a detail page answering 503 in ${lang}, ${mobile ? 'mobile' : 'desktop'}`, async () => {
        const { path, answer } = requestTreePage(
          behind.app.app,
          lang,
          mobile,
          pagePaths.partnerDetail(1),
        );
        const response = await answer;
        expect(response.status, path).toBe(503);
        expect(untranslated(response.text, lang), path).toEqual([]);
      });

      it(`the home page with failed sections in ${lang}, ${mobile ? 'mobile' : 'desktop'}`, async () => {
        const { path, answer } = requestTreePage(behind.app.app, lang, mobile, '/');
        const response = await answer;
        expect(untranslated(response.text, lang), path).toEqual([]);
      });
    }
  }
});
