import { isLang, type Lang } from '../../shared/i18n/languages';

/**
 * The header in which an edge in front tells the site the language preference it computed from
 * the `locale` cookie and Accept-Language, and keyed its cache on, for the two root paths. As
 * with the device class, a visitor who sends it directly only redirects itself.
 */
export const LANGUAGE_PREFERENCE_HEADER = 'X-Language-Preference';

/** The language an edge sent, or undefined when it sent none (or a value that is none). */
export function edgeLanguage(value: string | undefined): Lang | undefined {
  return isLang(value) ? value : undefined;
}
