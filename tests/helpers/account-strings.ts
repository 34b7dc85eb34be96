import type { MessageKey } from '../../client/i18n/message-key';
import { serverTranslators } from '../../client/i18n/server-i18n';
import { languageInstances } from '../../shared/i18n/language-instances';
import type { Lang } from '../../shared/i18n/languages';
import { buildPrefixedPath } from '../../shared/routing/prefixed-path';

/** The languages every account and chrome flow is proven in. */

export const TEST_LANGS: readonly Lang[] = ['zh', 'en', 'ja'];

/** A string as the page shows it in `lang` (i18next's own `t`), `{{placeholders}}` filled in. */
export function siteText(
  lang: Lang,
  key: string,
  values: Record<string, string | number> = {},
): string {
  // The callers build keys at run time (a channel's, a field's); a wrong one throws here.
  const messageKey = key as MessageKey;
  if (!languageInstances[lang].exists(messageKey)) throw new Error(`no string ${key} in ${lang}`);
  return serverTranslators[lang](messageKey, values);
}

/** A page path in a language and tree: `pagePath('en', true, '/profile')` is `/en/m/profile`. */
export function pagePath(lang: Lang, mobile: boolean, rest: string): string {
  return buildPrefixedPath({ lang, mobile, rest });
}

/** The text pattern of a resend countdown in `lang`, capturing the seconds. */
export function countdownPattern(lang: Lang, key = 'account:login.resendIn'): RegExp {
  const [before, after] = siteText(lang, key, { seconds: '\u0000' }).split('\u0000');
  const escape = (part = '') => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}(\\d+)${escape(after)}$`);
}
