import type { Request, RequestHandler, Response } from 'express';
import i18next from 'i18next';
import { LanguageDetector } from 'i18next-http-middleware';
import { LRUCache } from 'lru-cache';

import { DEFAULT_LANG, isLang, type Lang, LANGUAGES } from '../../shared/i18n/languages';
import { buildSitePath } from '../../shared/routing/site-path';
import { LOCALE_COOKIE } from '../../shared/spec-constants';
import { queryStringOf } from '../http/query-string';
import { redirectWithinSite } from '../http/site-redirect';
import { redirectCacheControl } from '../render/shared-cache-headers';
import { pageRequestOf } from '../request/request-context';
import { edgeLanguage, LANGUAGE_PREFERENCE_HEADER } from './edge-language';

const MAX_REMEMBERED_KEY_LENGTH = 256;

const ROOT_DETECTION_ORDER: ('cookie' | 'header')[] = ['cookie', 'header'];

export interface LanguagePreference {
  /** A visitor's language on a root path: the locale cookie first, then Accept-Language. */
  preferredLanguage(req: Request, res: Response): Lang;
}

/**
 * i18next-http-middleware's detector reads the cookie and Accept-Language for the root-path
 * redirect; it needs an i18next instance that knows the supported languages, not their strings
 * (the render entry owns those).
 */
export async function createLanguagePreference(): Promise<LanguagePreference> {
  const detector = new LanguageDetector(null, {
    order: ROOT_DETECTION_ORDER,
    lookupCookie: LOCALE_COOKIE,
    caches: false,
  });
  await i18next
    .createInstance()
    .use(detector)
    .init({ fallbackLng: DEFAULT_LANG, supportedLngs: [...LANGUAGES], initAsync: false });
  // The answer depends on the cookie and Accept-Language alone, and browsers send a few
  // thousand distinct pairs at most: the detector runs once per pair. Bounded like any cache.
  const recent = new LRUCache<string, Lang>({ max: 2000 });
  return {
    preferredLanguage: (req, res) => {
      const cookie: unknown = req.cookies?.[LOCALE_COOKIE];
      const key = `${typeof cookie === 'string' ? cookie : ''}\n${req.get('accept-language') ?? ''}`;
      let lang = recent.get(key);
      if (!lang) {
        // The typings say void; detect() returns the best supported match (or the fallback).
        const found = detector.detect(req, res, ROOT_DETECTION_ORDER) as unknown;
        lang = isLang(found) ? found : DEFAULT_LANG;
        // A pair longer than any browser sends is answered, not remembered.
        if (key.length <= MAX_REMEMBERED_KEY_LENGTH) recent.set(key, lang);
      }
      return lang;
    },
  };
}

/**
 * The root-path redirect, by the language preference an edge in front computed, else by the
 * `locale` cookie and Accept-Language; the answer names in `Vary` what it was decided by. Pages
 * set no cookie (any shared cache may keep them): the browser writes `locale` itself once the
 * page has loaded. `sharedCacheSeconds`: how long shared caches may keep a redirect without the
 * visitor's query.
 */
export function localeMiddleware(
  languages: LanguagePreference,
  sharedCacheSeconds: number,
): RequestHandler {
  return (req, res, next) => {
    const unprefixedRoot = req.path === '/' || req.path === '/m' || req.path === '/m/';
    if (unprefixedRoot) {
      const fromEdge = edgeLanguage(req.get(LANGUAGE_PREFERENCE_HEADER));
      if (fromEdge) res.vary(LANGUAGE_PREFERENCE_HEADER);
      else res.vary('Accept-Language').vary('Cookie');
      const preferred = fromEdge ?? languages.preferredLanguage(req, res);
      if (preferred !== DEFAULT_LANG) {
        const carriesQuery = queryStringOf(req.originalUrl).length > 1;
        res.setHeader('Cache-Control', redirectCacheControl(sharedCacheSeconds, carriesQuery));
        redirectWithinSite(
          res,
          buildSitePath({ ...pageRequestOf(res), lang: preferred }),
          req.originalUrl,
        );
        return;
      }
    }
    next();
  };
}
