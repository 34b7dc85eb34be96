/**
 * Sends an ad report so that it outlives the page: a `keepalive` fetch, started inside the
 * visitor's tap before the download's navigation or new tab, through the site's /api proxy with
 * the API's headers. Not the API client: that one (axios, the endpoint table) loads on first use,
 * and a load started by the tap is cancelled by the navigation that follows it. Not a beacon
 * either: `sendBeacon` cannot send the anti-forgery header the proxy wants on every POST.
 */
import { apiOptionsFor } from '../../../shared/api/api-options';
import { buildApiHeaders } from '../../../shared/api/headers';
import type { StoredSession } from '../../../shared/api/types';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../../shared/api/xsrf';
import type { Lang } from '../../../shared/i18n/languages';
import { readCookie } from '../../runtime/read-cookie';

export interface ReportPage {
  lang: Lang;
  mobile: boolean;
  /** The page's address: its query names the channel. */
  url: string;
  userAgent: string;
  session: StoredSession | null;
  /** `document.cookie`, where the anti-forgery token is (the double submit). */
  cookies: string;
}

export type KeepaliveFetch = (url: string, init: RequestInit) => Promise<Response>;

/** The request of a report, as the proxy expects it from the API client. */
export function reportRequest(page: ReportPage, body: unknown): RequestInit {
  const headers: Record<string, string> = {
    ...buildApiHeaders({
      ...apiOptionsFor(page, page.url),
      session: page.session,
      userAgent: page.userAgent,
    }),
    'Content-Type': 'application/json',
  };
  const token = readCookie(XSRF_COOKIE_NAME, page.cookies);
  if (token) headers[XSRF_HEADER_NAME] = token;
  return {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
  };
}

/**
 * Starts the request at once and never throws: a report that fails or that the upstream refuses
 * is only logged, and the download goes ahead whatever becomes of it.
 */
export function sendKeepaliveReport(
  path: string,
  body: unknown,
  page: ReportPage,
  fetchImpl: KeepaliveFetch = (url, init) => fetch(url, init),
): Promise<void> {
  const failed = (error: unknown) => console.warn(`ad report ${path} failed`, error);
  try {
    return fetchImpl(path, reportRequest(page, body)).then((response) => {
      if (!response.ok) failed(new Error(`HTTP ${response.status}`));
    }, failed);
  } catch (error) {
    failed(error);
    return Promise.resolve();
  }
}
