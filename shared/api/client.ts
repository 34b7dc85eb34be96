/**
 * The API client, one per page load in the browser (baseURL '' = same origin, through the /api
 * proxy) and one per request on the server (baseURL = the upstream origin). One axios instance;
 * the headers are computed per call so login state changes apply at once.
 */
import axios, { type AxiosInstance } from 'axios';
import { HTTP_TIMEOUT_MS, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../constants';
import type { Lang } from '../i18n/languages';
import { deviceIdentifier } from './device-hash';
import { type ApiEndpoints, createEndpoints } from './endpoints';
import { unwrapEnvelope } from './envelope';
import { buildApiHeaders, type PlatformSource } from './headers';
import type { ApiCall, ApiRequester } from './request';
import type { StoredSession } from './session';

export interface ApiClientOptions {
  /** '' in the browser (same origin); the upstream origin on the server. */
  baseURL: string;
  /** The page's language, sent as `lan`. */
  lang: Lang;
  /** 'mobile_web' in the /m tree, 'web' elsewhere. */
  platformSource: PlatformSource;
  /** The current session (read on every call); null or absent for a visitor. */
  getSession?: () => StoredSession | null;
  /** The acquisition channel (the `channel` query param); DEFAULT_CHANNEL when absent. */
  channel?: string;
  /** The visitor's user agent; defaults to navigator.userAgent in a browser. */
  userAgent?: string;
  /** Called on error code 41001 (spec section 8), before the call rejects. */
  onLoggedOut?: () => void;
  /** Extra headers for every call (e.g. the server forwarding the visitor's address). */
  headers?: Record<string, string>;
  /** Overrides HTTP_TIMEOUT_MS (tests). */
  timeoutMs?: number;
}

export interface ApiClient extends ApiEndpoints {
  /** Any call, for endpoints added later: resolves the payload or rejects (spec section 8). */
  request: ApiRequester;
  /** The underlying axios instance (interceptors, tests). */
  readonly http: AxiosInstance;
}

function defaultUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const userAgent = options.userAgent ?? defaultUserAgent();
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? HTTP_TIMEOUT_MS,
    allowAbsoluteUrls: false,
    // Every status resolves: the HTTP status and the envelope's error_code decide together.
    validateStatus: () => true,
    // axios's own double-submit handling (browser only). withXSRFToken stays unset so the token
    // goes to same-origin URLs only, which is all this client calls.
    xsrfCookieName: XSRF_COOKIE_NAME,
    xsrfHeaderName: XSRF_HEADER_NAME,
  });

  const request: ApiRequester = async <T>(call: ApiCall): Promise<T> => {
    // With baseURL '' axios would accept an absolute or protocol-relative URL as is.
    if (!call.path.startsWith('/') || call.path.startsWith('//')) {
      throw new TypeError(`API path must start with a single "/": ${call.path}`);
    }
    const headers: Record<string, string> = {
      ...buildApiHeaders({
        lang: options.lang,
        platformSource: options.platformSource,
        session: options.getSession?.() ?? null,
        channel: options.channel,
        userAgent,
      }),
      ...options.headers,
    };
    if (call.withDeviceIdentifier) headers['device-identifier'] = deviceIdentifier(userAgent);
    if (call.requestId) headers['X-Request-Id'] = call.requestId;
    const response = await http.request({
      method: call.method,
      url: call.path,
      params: call.query,
      data: call.body,
      headers,
      signal: call.signal,
    });
    return unwrapEnvelope<T>(response, { onLoggedOut: options.onLoggedOut });
  };

  return { request, http, ...createEndpoints(request) };
}
