import type { Request, RequestHandler } from 'express';
import i18next, { type i18n } from 'i18next';
import { LanguageDetector, handle } from 'i18next-http-middleware';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '../../shared/constants';
import { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from '../../shared/i18n/languages';
import { buildSitePath, parseSitePath } from '../../shared/routing/site-path';
import { resources } from '../../client/i18n/resources';

declare global {
  namespace Express {
    interface Locals {
      lang: Lang;
    }
  }
}

/**
 * One i18next instance made at start-up; i18next-http-middleware clones it per request
 * (`req.i18n`), so no request ever changes another's language.
 */
export async function createServerI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  const detector = new LanguageDetector(null, {
    // The path prefix alone decides what is rendered (contract section 3).
    order: ['path'],
    lookupFromPathIndex: 0,
    caches: false,
  });
  await instance.use(detector).init({
    resources,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGUAGES],
    preload: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Language preferred by a visitor on a root path: the cookie first, then Accept-Language. */
function preferredLanguage(req: Request): Lang {
  const cookie: unknown = req.cookies?.[LOCALE_COOKIE];
  if (isLang(cookie)) return cookie;
  const accepted = req.acceptsLanguages('zh', 'en', 'ja');
  return isLang(accepted) ? accepted : DEFAULT_LANG;
}

function queryString(originalUrl: string): string {
  const index = originalUrl.indexOf('?');
  return index === -1 ? '' : originalUrl.slice(index);
}

/**
 * Root-path redirect, `res.locals.lang` and the `locale` cookie (contract section 3).
 */
export function localeMiddleware(i18nInstance: i18n): RequestHandler[] {
  const i18nHandle = handle(i18nInstance, { ignoreRoutes: ['/api', '/assets'] });
  const resolveLocale: RequestHandler = (req, res, next) => {
    const site = parseSitePath(req.path);
    const unprefixedRoot = req.path === '/' || req.path === '/m' || req.path === '/m/';
    if (unprefixedRoot) {
      const preferred = preferredLanguage(req);
      if (preferred !== DEFAULT_LANG) {
        res.vary('Accept-Language').vary('Cookie');
        const target = buildSitePath({ ...site, lang: preferred });
        res.redirect(302, target + queryString(req.originalUrl));
        return;
      }
    }
    res.locals.lang = site.lang;
    if (req.i18n && req.i18n.language !== site.lang) void req.i18n.changeLanguage(site.lang);
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
  return [i18nHandle, resolveLocale];
}
