/**
 * Refuses request targets that could leave /api once the upstream (or the WHATWG URL parser
 * inside axios, which resolves dot segments and turns `\` into `/`) normalises them. The check
 * runs on the raw target (`req.originalUrl`), never on Express's decoded path.
 */
import { percentDecoded } from '../../shared/percent-decoded';
import { API_PREFIX } from './api-prefix';

export type ProxyPathCheck =
  | { ok: true; /** Path and query, exactly as received. */ target: string; pathname: string }
  | { ok: false; reason: string };

/** Dot segments, plainly or percent-encoded (`%2e` is a dot to URL parsers). */
const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;
const ENCODED_SLASH = /%(2f|5c)/i;
/** Encoded control characters and NUL: never part of a legitimate API path. */
const ENCODED_CONTROL = /%([01][\da-f]|7f)/i;

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return ENCODED_CONTROL.test(text);
}

export function checkProxyPath(originalUrl: string): ProxyPathCheck {
  const queryStart = originalUrl.indexOf('?');
  const pathname = queryStart === -1 ? originalUrl : originalUrl.slice(0, queryStart);
  // Absolute-form targets (`GET http://evil.example/api/x`) and `//host` are not paths.
  if (!pathname.startsWith('/') || pathname.includes('//')) {
    return { ok: false, reason: 'not a plain path' };
  }
  if (pathname.includes('\\')) return { ok: false, reason: 'backslash' };
  if (ENCODED_SLASH.test(pathname)) return { ok: false, reason: 'encoded slash' };
  if (hasControlCharacter(pathname)) return { ok: false, reason: 'control character' };
  const segments = pathname.split('/');
  if (segments.some((segment) => DOT_SEGMENT.test(segment))) {
    return { ok: false, reason: 'dot segment' };
  }
  if (percentDecoded(pathname) === undefined) return { ok: false, reason: 'bad percent-encoding' };
  // Express matches mount paths case-insensitively; the upstream may not.
  if (pathname !== API_PREFIX && !pathname.startsWith(`${API_PREFIX}/`)) {
    return { ok: false, reason: 'outside the API prefix' };
  }
  return { ok: true, target: originalUrl, pathname };
}
