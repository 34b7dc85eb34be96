/**
 * The QR code a desktop page shows for the phone app: it leads to the site's own mobile download
 * page, which sends each phone to its own store (and reports the download from the phone), with
 * the visitor's campaign query. The browser makes the address, so the shared page stays the same;
 * the address travels in the image's path, not its query, because shared caches key files by
 * path alone.
 */
import { type Lang, LANGUAGES } from './i18n/languages';
import { buildPrefixedPath } from './routing/prefixed-path';
import { routePath } from './routing/route-manifest';

export const APP_QR_PREFIX = '/qr/app/';
const APP_QR_SUFFIX = '.png';

/** Longest address a code is made for: a campaign query fits many times over. */
export const APP_QR_MAX_ADDRESS = 1024;

/** The mobile download page of a language: where the code leads. */
export function mobileDownloadPath(lang: Lang): string {
  return buildPrefixedPath({ lang, mobile: true, rest: routePath('download') });
}

export const MOBILE_DOWNLOAD_PATHS: ReadonlySet<string> = new Set(
  LANGUAGES.map(mobileDownloadPath),
);

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(code: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(code)) return null;
  try {
    const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The image of the code of `address`. */
export function appQrPath(address: string): string {
  return `${APP_QR_PREFIX}${toBase64Url(address)}${APP_QR_SUFFIX}`;
}

/** The address an image path names, or null when it names none. */
export function appQrAddress(path: string): string | null {
  if (!path.startsWith(APP_QR_PREFIX) || !path.endsWith(APP_QR_SUFFIX)) return null;
  return fromBase64Url(path.slice(APP_QR_PREFIX.length, -APP_QR_SUFFIX.length));
}
