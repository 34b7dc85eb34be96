import type { ApiCall } from './request';

/** Calls under way that a newcomer with the same key joins instead of sending its own. */
const inFlight = new Map<string, Promise<unknown>>();

/** Headers that tell requests apart without changing the answer: the id and the trace context. */
const PER_REQUEST_HEADERS: ReadonlySet<string> = new Set([
  'X-Request-Id',
  'traceparent',
  'tracestate',
]);

/** What makes two calls the same call: the upstream, path, query and headers (not the request id). */

export function sharedCallKey(
  baseURL: string,
  call: ApiCall<unknown>,
  headers: Readonly<Record<string, string>>,
): string {
  const sameForAll = Object.entries(headers).filter(([name]) => !PER_REQUEST_HEADERS.has(name));
  return JSON.stringify([baseURL, call.path, call.query ?? null, sameForAll]);
}

/**
 * Joins the call under way with `key`, or starts it with `deadline` as its only signal: no one
 * caller's abort may cancel what the others wait for (each stops waiting on its own signal
 * instead, see untilAborted). When a campaign brings many visitors to one page at once, the
 * upstream sees one call per distinct call, not one per visitor.
 */
export function shareCall<T>(
  key: string,
  deadline: AbortSignal | undefined,
  send: (signal: AbortSignal | undefined) => Promise<T>,
): Promise<T> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const started = send(deadline).finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}

/** `promise`, or a rejection with the signal's reason as soon as `signal` aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}
