import { languageInstances } from '../../shared/i18n/language-instances';
import { type Lang, LANGUAGES } from '../../shared/i18n/languages';
import { type TranslateFn, translatorOf } from './translate';

/**
 * i18next's `t` costs about 3 µs a call (namespace and key parsing, fallbacks, interpolation
 * checks) against 0.01 µs for a Map, and a page renders a few hundred strings. The server's
 * catalogues never change, so each string without values is looked up once per language; the
 * keys are the catalogue's, a few hundred at most. `npm run bench:ab`, uncached renders, CPU per
 * request: i18next's `t` on every call costs 1.30× (1.25–1.34) on the home page and 1.22×
 * (1.12–1.23) on a game page.
 */
function rememberingPlainStrings(t: TranslateFn): TranslateFn {
  const known = new Map<string, string>();
  return (key, values) => {
    if (values !== undefined) return t(key, values);
    let text = known.get(key);
    if (text === undefined) {
      text = t(key);
      known.set(key, text);
    }
    return text;
  };
}

/**
 * The translate function of each language for the server render, made once when the render entry
 * loads. The path prefix alone decides a page's language, so no request needs its own.
 */
export const serverTranslators: Readonly<Record<Lang, TranslateFn>> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, rememberingPlainStrings(translatorOf(languageInstances[lang]))]),
) as Record<Lang, TranslateFn>;
