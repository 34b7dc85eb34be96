import { resources } from '../../client/i18n/resources';
import type { Lang } from '../../shared/i18n/languages';
import { buildPrefixedPath } from '../../shared/routing/prefixed-path';

/** The languages every account and chrome flow is proven in. */
export const TEST_LANGS: readonly Lang[] = ['zh', 'en', 'ja'];

/** A string as the page shows it in `lang`, `{{placeholders}}` filled in. */
export function siteText(
  lang: Lang,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const raw = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      resources[lang],
    );
  if (typeof raw !== 'string') throw new Error(`no string ${key} in ${lang}`);
  return raw.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** A page path in a language and tree: `pagePath('en', true, '/profile')` is `/en/m/profile`. */
export function pagePath(lang: Lang, mobile: boolean, rest: string): string {
  return buildPrefixedPath({ lang, mobile, rest });
}

/** The text pattern of a resend countdown in `lang`, capturing the seconds. */
export function countdownPattern(lang: Lang, key = 'account.login.resendIn'): RegExp {
  const [before, after] = siteText(lang, key, { seconds: '\u0000' }).split('\u0000');
  const escape = (part = '') => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}(\\d+)${escape(after)}$`);
}
