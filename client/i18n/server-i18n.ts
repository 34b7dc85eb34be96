import { createLanguageInstances } from '../../shared/i18n/language-instances';
import { type Lang, LANGUAGES } from '../../shared/i18n/languages';
import { type TranslateFn, translatorOf } from './translate';

const instances = createLanguageInstances();

/**
 * The translate function of each language for the server render, made once when the render entry
 * loads. The path prefix alone decides a page's language, so no request needs its own.
 */
export const serverTranslators: Readonly<Record<Lang, TranslateFn>> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, translatorOf(instances[lang])]),
) as Record<Lang, TranslateFn>;
