import i18next, { type i18n } from 'i18next';

import { DEFAULT_LANG, type Lang, LANGUAGES } from '../../shared/i18n/languages';
import { resources } from './resources';

/**
 * One read-only instance per language for the server render, made once when the render entry
 * loads. The path prefix alone decides a page's language, so nothing ever changes an instance's
 * language and no request needs a clone.
 */
function createInstance(lang: Lang): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export const serverI18n: Readonly<Record<Lang, i18n>> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, createInstance(lang)]),
) as Record<Lang, i18n>;
