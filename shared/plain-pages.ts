import type { i18n } from 'i18next';

import { DEFAULT_LANG, HTML_LANG, type Lang, LANGUAGES } from './i18n/languages';
import { escapeMarkup } from './markup-escape';

/** The pages the site answers when it cannot answer as itself. */
export type PlainPageKind = 'serverError' | 'busy';

/**
 * A last-resort page (React could not render; more pages are being made than the site takes
 * on): no styles, no scripts, nothing that could fail again. It cannot know the visitor's
 * language, so it says the same in every language, the default (Chinese) first. Made once at
 * start from each language's i18next instance.
 */
export function plainPage(instances: Readonly<Record<Lang, i18n>>, kind: PlainPageKind): string {
  const languages = [DEFAULT_LANG, ...LANGUAGES.filter((lang) => lang !== DEFAULT_LANG)];
  const text = (lang: Lang, part: 'title' | 'heading' | 'body') =>
    escapeMarkup(instances[lang].getFixedT(lang, 'server')(`plainPages.${kind}.${part}`));
  const sections = languages.map((lang, index) => {
    const attribute = index === 0 ? '' : ` lang="${HTML_LANG[lang]}"`;
    const heading = index === 0 ? 'h1' : 'h2';
    return (
      `<${heading}${attribute}>${text(lang, 'heading')}</${heading}>` +
      `<p${attribute}>${text(lang, 'body')}</p>`
    );
  });
  return [
    `<!doctype html><html lang="${HTML_LANG[DEFAULT_LANG]}"><meta charset="utf-8">`,
    `<title>${languages.map((lang) => text(lang, 'title')).join(' / ')}</title>`,
    ...sections,
    '</html>',
  ].join('');
}
