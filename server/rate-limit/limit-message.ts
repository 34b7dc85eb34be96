/**
 * The 429 answer's message in the visitor's language: the `lan` header the site's API client
 * sends on every call, else the `locale` cookie, else Chinese. The server cannot import the
 * browser's catalogues, so the few words it says itself live here, in the three languages.
 */
import type { Request } from 'express';

import { DEFAULT_LANG, isLang, type Lang } from '../../shared/i18n/languages';
import { LOCALE_COOKIE } from '../../shared/i18n/locale-cookie';

type Unit = 'seconds' | 'minutes' | 'hours';

const TRY_AGAIN_IN: Readonly<Record<Lang, Readonly<Record<Unit, string>>>> = {
  zh: {
    seconds: '操作过于频繁，请 {{count}} 秒后再试',
    minutes: '操作过于频繁，请 {{count}} 分钟后再试',
    hours: '操作过于频繁，请 {{count}} 小时后再试',
  },
  en: {
    seconds: 'Too many attempts. Please try again in {{count}} s',
    minutes: 'Too many attempts. Please try again in {{count}} min',
    hours: 'Too many attempts. Please try again in {{count}} h',
  },
  ja: {
    seconds: '操作が多すぎます。{{count}} 秒後にもう一度お試しください',
    minutes: '操作が多すぎます。{{count}} 分後にもう一度お試しください',
    hours: '操作が多すぎます。{{count}} 時間後にもう一度お試しください',
  },
};

export function visitorLang(req: Request): Lang {
  const header = req.get('lan')?.trim().toLowerCase();
  if (isLang(header)) return header;
  const cookie: unknown = req.cookies?.[LOCALE_COOKIE];
  return isLang(cookie) ? cookie : DEFAULT_LANG;
}

/** "Try again in N s / min / h", rounded up so the visitor never comes back too early. */
export function tooManyRequestsMessage(lang: Lang, retryAfterSeconds: number): string {
  const [unit, count]: [Unit, number] =
    retryAfterSeconds < 120
      ? ['seconds', retryAfterSeconds]
      : retryAfterSeconds < 2 * 3600
        ? ['minutes', Math.ceil(retryAfterSeconds / 60)]
        : ['hours', Math.ceil(retryAfterSeconds / 3600)];
  return TRY_AGAIN_IN[lang][unit].replace('{{count}}', String(count));
}
