import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Request, Response } from 'express';
import { LanguageDetector } from 'i18next-http-middleware';

import { I18NEXT_OPTIONS } from '../../shared/i18n/i18next-options';
import { languageInstances } from '../../shared/i18n/language-instances';
import { DEFAULT_LANG, isLang, type Lang } from '../../shared/i18n/languages';
import { LOCALE_COOKIE } from '../../shared/i18n/locale-cookie';
import { rememberedAnswers } from '../../shared/remembered-answers';
import { requestHeader } from '../http/request-header';
import { LANGUAGE_PREFERENCE_HEADER } from './edge-language';

/** The header in which the site's API client names the page's language on every call. */
export const API_LANGUAGE_HEADER = 'lan';

/**
 * The one resolver of a visitor's language, i18next-http-middleware's detector. It is used on its
 * own rather than through the middleware's `handle()`, which clones an i18next instance for every
 * request: the server's answers need a language, never an instance of their own.
 *
 * Detectors: `edge`, the preference an edge in front computed and keyed its cache on; `path`, the
 * `/en`, `/ja` prefix; `cookie`, the `locale` cookie; `header`, Accept-Language by weight; `lan`,
 * the API client's header. Nothing is cached: pages set no cookie (any shared cache may keep
 * them), the browser writes `locale` itself.
 */
const detector = new LanguageDetector(
  languageInstances[DEFAULT_LANG].services,
  { lookupCookie: LOCALE_COOKIE, lookupFromPathIndex: 0, caches: false },
  I18NEXT_OPTIONS,
);
detector.addDetector({
  name: 'edge',
  lookup: (req: IncomingMessage) => requestHeader(req, LANGUAGE_PREFERENCE_HEADER),
});
detector.addDetector({
  name: 'lan',
  lookup: (req: IncomingMessage) => requestHeader(req, API_LANGUAGE_HEADER),
});

/** A root path's order: the edge's preference when there is one, then the visitor's own. */
const ROOT_PATH_ORDER = ['edge', 'path', 'cookie', 'header'];
/** An API answer's order: the page's language as the API client says it, else the cookie. */
export const API_ORDER = ['lan', 'cookie'];

/**
 * The site's language the detectors of `order` find first, a regional tag counting for its
 * language (`ja-JP` is `ja`), else the default.
 */
export function detectLanguage(
  req: IncomingMessage,
  res: ServerResponse,
  order: readonly string[],
): Lang {
  // Its typings name Express's request; its lookups read only `url`, `headers` and `cookies`,
  // which Node's own request has too (the kept-page front detects before Express).
  const found: unknown = detector.detect(req as Request, res as Response, [...order]);
  const lang =
    typeof found === 'string'
      ? languageInstances[DEFAULT_LANG].services.languageUtils.getLanguagePartFromCode(found)
      : undefined;
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/**
 * Visitors send a few hundred distinct combinations of what a root path's language depends on.
 * The detector on every request made the cached root pages 1.18× the CPU per request (15 % of
 * the row) in an interleaved A/B (`npm run bench:ab`, 2 rounds × 2 pairs), so its answer is
 * remembered per combination.
 */
const rootLanguages = rememberedAnswers<Lang>({ max: 1000, longestKey: 512 });

/**
 * The language of an unprefixed root path (`/`, `/m`): the detectors of ROOT_PATH_ORDER. The key
 * joins the inputs with NUL, which no header holds, so the cookie between them is unambiguous.
 */
export function rootPathLanguage(req: IncomingMessage, res: ServerResponse): Lang {
  const { cookies } = req as { cookies?: Partial<Record<string, string>> };
  const key = [
    requestHeader(req, LANGUAGE_PREFERENCE_HEADER) ?? '',
    cookies?.[LOCALE_COOKIE] ?? '',
    requestHeader(req, 'accept-language') ?? '',
  ].join('\0');
  return rootLanguages(key, () => detectLanguage(req, res, ROOT_PATH_ORDER));
}
