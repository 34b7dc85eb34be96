import { languageInstances } from '../../shared/i18n/language-instances';
import { type Lang, LANGUAGES } from '../../shared/i18n/languages';
import { rememberedAnswers } from '../../shared/remembered-answers';
import { type MessageValues, type TranslateFn, translatorOf } from './translate';

/** The remembered texts with values: names and counts of the upstream's content, recurring. */
const MAX_TEXTS_WITH_VALUES = 2000;

/** A call's key and values as one string: JSON escapes whatever a value holds. */
function callKey(key: string, values: MessageValues): string {
  return `${key} ${JSON.stringify(values)}`;
}

/**
 * i18next's `t` costs about 3 µs a call (namespace and key parsing, fallbacks, interpolation
 * checks) against 0.01 µs for a Map, and a page renders a few hundred strings. The server's
 * catalogues never change, so each string without values is looked up once per language; the
 * keys are the catalogue's, a few hundred at most. `npm run bench:ab`, uncached renders, CPU per
 * request: i18next's `t` on every call costs 1.30× (1.25–1.34) on the home page and 1.22×
 * (1.12–1.23) on a game page.
 *
 * A string with values (a character's name, a count) is remembered too, by its key and values,
 * among the last MAX_TEXTS_WITH_VALUES: the same names recur on every page that lists them. The
 * calls with values were 5.8 % of the server's CPU on an uncached home page (`--cpu-prof`).
 */
function rememberingStrings(t: TranslateFn): TranslateFn {
  const known = new Map<string, string>();
  const withValues = rememberedAnswers<string>({ max: MAX_TEXTS_WITH_VALUES });
  return (key, values) => {
    if (values !== undefined) return withValues(callKey(key, values), () => t(key, values));
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
  LANGUAGES.map((lang) => [lang, rememberingStrings(translatorOf(languageInstances[lang]))]),
) as Record<Lang, TranslateFn>;
