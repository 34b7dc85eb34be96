import type { Request, RequestHandler } from 'express';

import { DEFAULT_LANG, isLang, type Lang, LANGUAGES } from '../../shared/i18n/languages';
import { LOCALE_COOKIE } from '../../shared/i18n/locale-cookie';
import { rememberedAnswers } from '../../shared/remembered-answers';
import { buildPrefixedPath } from '../../shared/routing/prefixed-path';
import { redirectWithinSite } from '../http/site-redirect';
import { pageRequestOf } from '../request/request-context';
import { edgeLanguage, LANGUAGE_PREFERENCE_HEADER } from './edge-language';

/**
 * The language each Accept-Language value chooses: browsers send a handful of values, and
 * negotiating one (parsing it, weighing its tags) was about 2 µs of a cached root page's ~100 µs
 * in a CPU profile. Longer values are negotiated each time rather than kept.
 */
const acceptedLanguageOf = rememberedAnswers<Lang>();

/**
 * A visitor's language on a root path: the `locale` cookie when it names a language, else the
 * language of Accept-Language the site has with the highest weight (a regional tag such as
 * `ja-JP` counts for its language), else the default.
 */
export function preferredLanguage(req: Request): Lang {
  const cookie: unknown = req.cookies?.[LOCALE_COOKIE];
  if (isLang(cookie)) return cookie;
  return acceptedLanguageOf(req.get('accept-language') ?? '', () => {
    const accepted: unknown = req.acceptsLanguages(...LANGUAGES);
    return isLang(accepted) ? accepted : DEFAULT_LANG;
  });
}

/**
 * The root-path redirect, by the language preference an edge in front computed, else by the
 * `locale` cookie and Accept-Language; the answer names in `Vary` what it was decided by. Pages
 * set no cookie (any shared cache may keep them): the browser writes `locale` itself once the
 * page has loaded.
 */
export function localeMiddleware(): RequestHandler {
  return (req, res, next) => {
    const unprefixedRoot = req.path === '/' || req.path === '/m' || req.path === '/m/';
    if (unprefixedRoot) {
      const fromEdge = edgeLanguage(req.get(LANGUAGE_PREFERENCE_HEADER));
      if (fromEdge) res.vary(LANGUAGE_PREFERENCE_HEADER);
      else res.vary('Accept-Language, Cookie');
      const preferred = fromEdge ?? preferredLanguage(req);
      if (preferred !== DEFAULT_LANG) {
        redirectWithinSite(
          res,
          buildPrefixedPath({ ...pageRequestOf(res), lang: preferred }),
          req.originalUrl,
        );
        return;
      }
    }
    next();
  };
}
