/**
 * The one shape every typed endpoint function is written against, so the endpoints do not
 * depend on axios and can be tested with a fake requester.
 */

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query values; undefined ones are left out of the URL. */
export type ApiQuery = Record<string, string | number | boolean | undefined>;

/** Per-call options every endpoint function accepts as its last argument. */
export interface ApiCallOptions {
  /**
   * Aborts the call (server-side loaders pass the page request's signal). The client's own
   * deadline (HTTP_TIMEOUT_MS, answer body included) applies as well.
   */
  signal?: AbortSignal;
  /** Sent as X-Request-Id, so one page view can be followed into the upstream logs. */
  requestId?: string;
}

/** A call; `T` is what it resolves, as `parse` makes it. */
export interface ApiCall<T = unknown> extends ApiCallOptions {
  method: ApiMethod;
  /** Path below the origin, starting with /api/. */
  path: string;
  query?: ApiQuery;
  body?: unknown;
  /** Sends device-identifier even for a visitor (the login call). */
  withDeviceIdentifier?: boolean;
  /**
   * Checks the payload and keeps what the caller uses (see validate.ts); a payload it refuses
   * rejects the call like any other failed call.
   */
  parse?: (payload: unknown) => Promise<T>;
}

/** Performs a call and resolves the envelope's payload (or rejects). */
export type ApiRequester = <T>(call: ApiCall<T>) => Promise<T>;
