/**
 * The API client, one per page load in the browser (baseURL '' = same origin, through the /api
 * proxy) and one per request on the server (baseURL = the upstream origin). One axios instance;
 * the headers are computed per call so login state changes apply at once.
 *
 * axios is imported on the first call, not with this module: a page that makes no call until the
 * visitor acts never downloads it, which keeps it out of the browser's first load.
 */
import type * as AxiosTypes from 'axios';
import type { AxiosInstance, AxiosResponse } from 'axios';

import type { Lang } from '../i18n/languages';
import { deviceIdentifier } from './device-hash';
import { type ApiEndpoints, createEndpoints } from './endpoints';
import { unwrapEnvelope } from './envelope';
import { buildApiHeaders, type PlatformSource } from './headers';
import { HTTP_TIMEOUT_MS } from './http-constants';
import type { ApiCall, ApiRequester } from './request';
import { shareCall, sharedCallKey, untilAborted } from './shared-calls';
import type { StoredSession } from './types';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME, XSRF_REFUSED_MESSAGE } from './xsrf';

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
  /** Called on error code 41001, before the call rejects. */
  onLoggedOut?: () => void;
  /**
   * Called when a call fails (no answer, or an error envelope) before it rejects: the server's
   * page cache keeps only pages whose every call succeeded.
   */
  onCallFailed?: (error: unknown, call: CallTiming) => void;
  /** Called when a call succeeds (the server's upstream metrics time every call). */
  onCallSucceeded?: (call: CallTiming) => void;
  /** Extra headers for every call (e.g. the server forwarding the visitor's address). */
  headers?: Record<string, string>;
  /** Deadline of each call, answer body included; HTTP_TIMEOUT_MS by default (tests override). */
  timeoutMs?: number;
  /** Largest answer accepted, in bytes: UPSTREAM_MAX_BYTES on the server; browsers ignore it. */
  maxContentLength?: number;
  /**
   * The server's per-request clients: one axios instance per upstream for the whole process,
   * redirects not followed, and concurrent identical checked GETs sharing one upstream call.
   */
  shareAcrossRequests?: boolean;
  /**
   * The browser's anti-forgery token (pages set no cookie): `ensure` runs before each write and
   * fetches the pair when the visitor holds none; `renew` runs after a 403 for a missing or
   * invalid token, before the write is sent once more.
   */
  xsrf?: { ensure(): Promise<unknown>; renew(): Promise<unknown> };
}

/** Whether an answer is the site's refusal of a write for its anti-forgery token. */
function isXsrfRefusal(response: AxiosResponse): boolean {
  const data: unknown = response.data;
  return (
    response.status === 403 &&
    typeof data === 'object' &&
    data !== null &&
    (data as { error_message?: unknown }).error_message === XSRF_REFUSED_MESSAGE
  );
}

/** Which endpoint a call went to (its fixed path, without the query) and how long it took. */
export interface CallTiming {
  path: string;
  ms: number;
}

export interface ApiClient extends ApiEndpoints {
  /** Any call, for endpoints added later: resolves the payload or rejects. */
  request: ApiRequester;
  /** The underlying axios instance (interceptors, tests), loaded and made on first use. */
  readonly http: () => Promise<AxiosInstance>;
}

function defaultUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/**
 * The caller's signal and the deadline as one. Browsers older than AbortSignal.timeout (2022) or
 * AbortSignal.any (2024) keep what they have, and axios's `timeout`, total in a browser, bounds
 * the call there.
 */
function withDeadline(
  deadline: AbortSignal | undefined,
  caller: AbortSignal | undefined,
): AbortSignal | undefined {
  if (!deadline || !caller) return deadline ?? caller;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([caller, deadline]) : caller;
}

type AxiosModule = typeof AxiosTypes;

/** A call the deadline ended rejects as a timeout, not a cancellation: callers retry timeouts. */
function asTimeout(axios: AxiosModule, error: unknown, timeoutMs: number): unknown {
  const { AxiosError, isAxiosError } = axios;
  if (!isAxiosError(error)) return error;
  const message = `timeout of ${timeoutMs}ms exceeded`;
  return new AxiosError(message, AxiosError.ECONNABORTED, error.config, error.request);
}

let axiosModule: Promise<AxiosModule> | undefined;

/** Process-wide axios instances of `shareAcrossRequests` clients, by their settings. */
const sharedInstances = new Map<string, Promise<AxiosInstance>>();

/** axios, loaded once per process or page; a failed load is retried by the next call. */
function loadAxios(): Promise<AxiosModule> {
  axiosModule ??= import('axios').catch((error: unknown) => {
    axiosModule = undefined;
    throw error;
  });
  return axiosModule;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const userAgent = options.userAgent ?? defaultUserAgent();
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const makeHttp = (axios: AxiosModule): AxiosInstance =>
    axios.default.create({
      baseURL: options.baseURL,
      // On Node this only bounds an idle socket; the per-call signal below is the total deadline.
      timeout: timeoutMs,
      ...(options.maxContentLength === undefined
        ? {}
        : { maxContentLength: options.maxContentLength }),
      allowAbsoluteUrls: false,
      // The server never follows an upstream's redirect: its answers are JSON, never elsewhere.
      ...(options.shareAcrossRequests ? { maxRedirects: 0 } : {}),
      // Every status resolves: the HTTP status and the envelope's error_code decide together.
      validateStatus: () => true,
      // axios's own double-submit handling (browser only). withXSRFToken stays unset so the token
      // goes to same-origin URLs only, which is all this client calls.
      xsrfCookieName: XSRF_COOKIE_NAME,
      xsrfHeaderName: XSRF_HEADER_NAME,
    });
  const share = options.shareAcrossRequests === true;
  const instanceKey = `${options.baseURL} ${timeoutMs} ${options.maxContentLength ?? ''}`;
  let http: Promise<AxiosInstance> | undefined = share
    ? sharedInstances.get(instanceKey)
    : undefined;
  const getHttp = (): Promise<AxiosInstance> => {
    http ??= loadAxios().then(makeHttp, (error: unknown) => {
      http = undefined;
      if (share) sharedInstances.delete(instanceKey);
      throw error;
    });
    if (share) sharedInstances.set(instanceKey, http);
    return http;
  };

  const request: ApiRequester = async <T>(call: ApiCall<T>): Promise<T> => {
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
    // One deadline for the whole call, body included: an upstream that dribbles bytes never
    // lets an idle-socket timer fire.
    const deadline =
      typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined;
    const send = (signal: AbortSignal | undefined): Promise<AxiosResponse> =>
      getHttp().then((instance) =>
        instance.request({
          method: call.method,
          url: call.path,
          params: call.query,
          data: call.body,
          headers,
          signal,
        }),
      );
    const xsrf = call.method === 'GET' ? undefined : options.xsrf;
    const sendWithToken = async (): Promise<AxiosResponse> => {
      await xsrf?.ensure();
      const answer = await send(withDeadline(deadline, call.signal));
      if (!xsrf || !isXsrfRefusal(answer)) return answer;
      await xsrf.renew();
      return send(withDeadline(deadline, call.signal));
    };
    const started = Date.now();
    const timing = (): CallTiming => ({ path: call.path, ms: Date.now() - started });
    let response: AxiosResponse;
    try {
      // Only checked payloads are shared: each caller's check makes its own copy of the data.
      response =
        share && call.method === 'GET' && call.parse
          ? await untilAborted(
              shareCall(sharedCallKey(options.baseURL, call, headers), deadline, send),
              call.signal,
            )
          : await sendWithToken();
    } catch (error) {
      const failure =
        deadline?.aborted && !call.signal?.aborted
          ? asTimeout(await loadAxios(), error, timeoutMs)
          : error;
      options.onCallFailed?.(failure, timing());
      throw failure;
    }
    try {
      const payload = await unwrapEnvelope<T>(response, { onLoggedOut: options.onLoggedOut });
      const result = call.parse ? await call.parse(payload) : payload;
      options.onCallSucceeded?.(timing());
      return result;
    } catch (error) {
      options.onCallFailed?.(error, timing());
      throw error;
    }
  };

  return { request, http: getHttp, ...createEndpoints(request) };
}
