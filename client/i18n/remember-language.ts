import type { Lang } from '../../shared/i18n/languages';
import { LOCALE_COOKIE } from '../../shared/i18n/locale-cookie';
import { readCookie } from '../runtime/read-cookie';

export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Writes the visitor's choice into the `locale` cookie before the language link is followed.
 * The root paths redirect by that cookie, so without this a visitor choosing Chinese on `/en`
 * would land on `/` and be sent straight back to `/en`.
 */
export function rememberLanguage(lang: Lang): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${lang}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Once a page has loaded: the `locale` cookie names the page's language. Pages set no cookie
 * (any shared cache may keep them), so the browser writes it, and only when it differs.
 */
export function rememberPageLanguage(lang: Lang): void {
  if (readCookie(LOCALE_COOKIE) !== lang) rememberLanguage(lang);
}
