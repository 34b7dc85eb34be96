import { createContext, type ReactNode, Suspense, useContext } from 'react';
import { Await } from 'react-router-dom';

import { jsonForScript } from '../../shared/markup-escape';

/**
 * Streaming of slow loader data. A loader returns un-awaited promises for data that may arrive
 * after the shell; the server streams each one's result in a Suspense boundary of its own as a
 * JSON script, and the browser turns those scripts back into settled promises before hydrating.
 * (react-router's data-mode StaticRouterProvider serialises only plain loader data.)
 */

type DeferredRegistry = Map<unknown, string>;
type DeferredMarker = { __deferred: string };
type DeferredResult = { ok: true; value: unknown } | { ok: false };

const RegistryContext = createContext<DeferredRegistry>(new Map());
export const DeferredRegistryProvider = RegistryContext.Provider;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

function isMarker(value: unknown): value is DeferredMarker {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<DeferredMarker>).__deferred === 'string'
  );
}

function elementId(key: string): string {
  return `deferred:${key}`;
}

/**
 * Marks a loader's un-awaited promise as handled. <Deferred> shows its failure as an error state,
 * but subscribes only when it renders; a promise that rejects before that (an unreachable
 * upstream fails at once while a critical call is still awaited) would otherwise be an unhandled
 * rejection. Every loader wraps its deferred values in this.
 */
export function deferred<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** Server: replaces each top-level promise of each route's data with a marker. */
export function extractDeferred(loaderData: Record<string, unknown>): {
  loaderData: Record<string, unknown>;
  registry: DeferredRegistry;
} {
  const registry: DeferredRegistry = new Map();
  const serializable: Record<string, unknown> = {};
  for (const [routeId, data] of Object.entries(loaderData)) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      serializable[routeId] = data;
      continue;
    }
    const copy: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(data)) {
      if (isThenable(value)) {
        const key = `${routeId}.${field}`;
        registry.set(value, key);
        copy[field] = { __deferred: key } satisfies DeferredMarker;
      } else {
        copy[field] = value;
      }
    }
    serializable[routeId] = copy;
  }
  return { loaderData: serializable, registry };
}

function parseResult(text: string | null | undefined): DeferredResult | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DeferredResult;
  } catch {
    // Still arriving: the parser may have inserted the script before all of its text.
    return undefined;
  }
}

/**
 * The streamed result of one deferred value. The browser may start hydrating while the server
 * is still streaming, so a result not in the document yet is awaited until the document ends.
 */
function streamedResult(doc: Document, key: string): Promise<unknown> {
  const read = () => parseResult(doc.getElementById(elementId(key))?.textContent);
  return new Promise((resolve, reject) => {
    const settle = (result: DeferredResult | undefined): boolean => {
      if (!result) return false;
      if (result.ok) resolve(result.value);
      else reject(new Error('Deferred data failed on the server'));
      return true;
    };
    if (settle(read())) return;
    const missing = () => reject(new Error('Deferred data did not arrive'));
    if (doc.readyState !== 'loading') {
      missing();
      return;
    }
    const observer = new MutationObserver(() => {
      if (settle(read())) observer.disconnect();
    });
    observer.observe(doc, { childList: true, subtree: true, characterData: true });
    doc.addEventListener(
      'DOMContentLoaded',
      () => {
        observer.disconnect();
        if (!settle(read())) missing();
      },
      { once: true },
    );
  });
}

/** Browser: turns markers back into promises settled by the streamed scripts. */
export function restoreDeferred(
  loaderData: Record<string, unknown>,
  doc: Document,
): DeferredRegistry {
  const registry: DeferredRegistry = new Map();
  for (const data of Object.values(loaderData)) {
    if (typeof data !== 'object' || data === null) continue;
    const record = data as Record<string, unknown>;
    for (const [field, value] of Object.entries(record)) {
      if (!isMarker(value)) continue;
      const promise = streamedResult(doc, value.__deferred);
      // The page shows the failure through <Deferred>'s error state; no unhandled rejection.
      promise.catch(() => undefined);
      registry.set(promise, value.__deferred);
      record[field] = promise;
    }
  }
  return registry;
}

function DeferredPayload({ deferredKey, result }: { deferredKey: string; result: DeferredResult }) {
  const json = jsonForScript(result);
  return (
    <script
      type="application/json"
      id={elementId(deferredKey)}
      suppressHydrationWarning
      // JSON with '<' escaped, in a script type that never executes.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/**
 * One payload script per deferred value, whatever number of <Deferred> show it (the partner page
 * shows its profile twice): ids are unique in a document, and the browser reads each value once.
 * Rendered once beside the router, in the same place on the server and in the browser.
 */
export function DeferredPayloads() {
  const registry = useContext(RegistryContext);
  return [...registry].map(([value, key]) => (
    <Suspense key={key} fallback={null}>
      <Await
        resolve={value}
        errorElement={<DeferredPayload deferredKey={key} result={{ ok: false }} />}
      >
        {(data: unknown) => (
          <DeferredPayload deferredKey={key} result={{ ok: true, value: data }} />
        )}
      </Await>
    </Suspense>
  ));
}

export interface DeferredProps<T> {
  value: Promise<T> | T;
  fallback: ReactNode;
  error: ReactNode;
  children: (data: T) => ReactNode;
}

/** Renders `children(data)` once `value` settles; `fallback` meanwhile; `error` if it fails. */
export function Deferred<T>({ value, fallback, error, children }: DeferredProps<T>) {
  return (
    <Suspense fallback={fallback}>
      {/* Always an element: without one, Await passes the failure on to the route's error page. */}
      <Await resolve={value} errorElement={<>{error}</>}>
        {children}
      </Await>
    </Suspense>
  );
}
