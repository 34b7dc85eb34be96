import type { Request, RequestHandler, Response } from 'express';
import i18next, { type i18n } from 'i18next';
import { LanguageDetector } from 'i18next-http-middleware';
import { resources } from '../../client/i18n/resources';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '../../shared/constants';
import { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from '../../shared/i18n/languages';
import { buildSitePath } from '../../shared/routing/site-path';
import { redirectWithinSite } from '../http/site-redirect';

declare global {
  namespace Express {
    interface Locals {
      /** The i18next instance of the page's language, for the render. */
      i18n: i18n;
    }
  }
}

const ROOT_DETECTION_ORDER: ('cookie' | 'header')[] = ['cookie', 'header'];

export interface ServerI18n {
  /** One instance per language, made at start-up and only read afterwards. */
  byLang: Record<Lang, i18n>;
  /** A visitor's language on a root path: the locale cookie first, then Accept-Language. */
  preferredLanguage(req: Request, res: Response): Lang;
}

/**
 * The path prefix alone decides what a page renders (contract section 3), so each language's
 * instance is made once here instead of cloning one per request; i18next-http-middleware's
 * detector reads the cookie and Accept-Language for the root-path redirect.
 */
export async function createServerI18n(): Promise<ServerI18n> {
  const detector = new LanguageDetector(null, {
    order: ROOT_DETECTION_ORDER,
    lookupCookie: LOCALE_COOKIE,
    caches: false,
  });
  const base = i18next.createInstance();
  await base.use(detector).init({
    resources,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGUAGES],
    preload: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const byLang = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, base.cloneInstance({ lng: lang, initAsync: false })]),
  ) as Record<Lang, i18n>;
  return {
    byLang,
    preferredLanguage: (req, res) => {
      // The typings say void; detect() returns the best supported match (or the fallback).
      const found = detector.detect(req, res, ROOT_DETECTION_ORDER) as unknown;
      return isLang(found) ? found : DEFAULT_LANG;
    },
  };
}

/** Root-path redirect, the page's language and the `locale` cookie (contract section 3). */
export function localeMiddleware(serverI18n: ServerI18n): RequestHandler {
  return (req, res, next) => {
    const { site } = res.locals;
    const unprefixedRoot = req.path === '/' || req.path === '/m' || req.path === '/m/';
    if (unprefixedRoot) {
      res.vary('Accept-Language').vary('Cookie');
      const preferred = serverI18n.preferredLanguage(req, res);
      if (preferred !== DEFAULT_LANG) {
        redirectWithinSite(res, buildSitePath({ ...site, lang: preferred }), req.originalUrl);
        return;
      }
    }
    res.locals.i18n = serverI18n.byLang[site.lang];
    if (req.cookies?.[LOCALE_COOKIE] !== site.lang) {
      res.cookie(LOCALE_COOKIE, site.lang, {
        maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS * 1000,
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
      });
    }
    next();
  };
}
