import cookieParser from 'cookie-parser';
import type { RequestHandler } from 'express';

import { percentDecoded } from '../../shared/percent-decoded';

/**
 * A cookie value decoded as cookie-parser's default decoder does, except that a JSON-looking one
 * (`j:…`) reads as empty: cookie-parser would hand it to JSON.parse (its "JSON cookies"), and no
 * cookie of this site holds JSON. So every reader gets strings only, and a planted `j:{…}` or
 * `j:"…"` is just an invalid value, never an object nor a value unwrapped from its quotes.
 */
function decodeCookieValue(value: string): string {
  const decoded = percentDecoded(value) ?? value;
  return decoded.startsWith('j:') ? '' : decoded;
}

/**
 * `req.cookies` for every later step (the anti-forgery check, the locale, the rate limits'
 * messages), mounted once by the app before the first of them.
 */
export function requestCookies(): RequestHandler {
  return cookieParser(undefined, { decode: decodeCookieValue });
}
