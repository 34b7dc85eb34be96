import { XSRF_COOKIE_NAME, XSRF_TOKEN_PATH } from '../../shared/api/xsrf';
import { readCookie } from '../runtime/read-cookie';

let asking: Promise<string> | undefined;

async function askForToken(): Promise<string> {
  const response = await fetch(XSRF_TOKEN_PATH, { credentials: 'same-origin', cache: 'no-store' });
  const token = readCookie(XSRF_COOKIE_NAME);
  if (!response.ok || !token) {
    throw new Error(`No anti-forgery token from ${XSRF_TOKEN_PATH} (HTTP ${response.status})`);
  }
  return token;
}

/**
 * Asks the site for the visitor's identifier and token (it answers with cookies only when the
 * pair is missing or invalid) and resolves the token; concurrent callers share one request.
 */
export function renewXsrfToken(): Promise<string> {
  asking ??= askForToken().finally(() => {
    asking = undefined;
  });
  return asking;
}

/**
 * The anti-forgery token for the `X-XSRF-TOKEN` header of a write: the one the visitor holds, or
 * a new one when it holds none. Pages set no cookie, so a write made outside the API client
 * (a `fetch` with `keepalive`) calls this first.
 */
export function ensureXsrfToken(): Promise<string> {
  const held = readCookie(XSRF_COOKIE_NAME);
  return held ? Promise.resolve(held) : renewXsrfToken();
}
