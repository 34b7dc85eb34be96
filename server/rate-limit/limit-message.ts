/**
 * The 429 answer's message in the visitor's language: the `lan` header the site's API client
 * sends on every call, else the `locale` cookie, else Chinese.
 */
import type { Request, Response } from 'express';
import type { TFunction } from 'i18next';

import { languageInstances } from '../../shared/i18n/language-instances';
import { type Lang, LANGUAGES } from '../../shared/i18n/languages';
import { API_ORDER, detectLanguage } from '../locale/language-detector';

/** The visitor's language for an API answer: the `lan` header, else the `locale` cookie. */
export function visitorLang(req: Request, res: Response): Lang {
  return detectLanguage(req, res, API_ORDER);
}

const tryAgainIn = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, languageInstances[lang].getFixedT(lang, 'server')]),
) as Record<Lang, TFunction<'server'>>;

/** "Try again in N seconds / minutes / hours", rounded up so no visitor comes back too early. */
export function tooManyRequestsMessage(lang: Lang, retryAfterSeconds: number): string {
  const t = tryAgainIn[lang];
  if (retryAfterSeconds < 120) {
    return t('tooManyRequests.seconds', { count: retryAfterSeconds });
  }
  if (retryAfterSeconds < 2 * 3600) {
    return t('tooManyRequests.minutes', { count: Math.ceil(retryAfterSeconds / 60) });
  }
  return t('tooManyRequests.hours', { count: Math.ceil(retryAfterSeconds / 3600) });
}
