/**
 * The usage-tracking adapter: events go to the collection host TRACKING_HOST,
 * which also issues the visitor's web id (the desktop installer is named by it). Settings of the
 * spec: debug logging on, automatic tracking off, stay-duration tracking off, environment online,
 * so only the events the site sends itself are collected. Off, and nothing sent, when unset.
 */

/** Usage tracking on TRACKING_HOST: where the web id is issued and events are collected. */
export const TRACKING_WEB_ID_PATH = '/webid';

export const TRACKING_EVENTS_PATH = '/list';

export const TRACKING_WEB_ID_STORAGE_KEY = 'usageTrackingWebId';

export const TRACKING_ENVIRONMENT = 'online';

export const USAGE_TRACKING_OPTIONS = {
  /** Debug logging: every event is also written to the console, at debug level. */
  log: true,
  /** No page views or clicks are collected on their own. */
  autotrack: false,
  /** No timer measures the time spent on a page. */
  enable_stay_duration: false,
  env: TRACKING_ENVIRONMENT,
} as const;

export type EventParams = Record<string, string | number | boolean>;

export interface UsageTracker {
  /** The web id once the collection host has issued it; undefined until then. */
  webId(): string | undefined;
  event(name: string, params?: EventParams): void;
}

export interface UsageTrackerDeps {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  userAgent: string;
  now: () => number;
}

function readStored(storage: UsageTrackerDeps['storage']): string | undefined {
  try {
    return storage?.getItem(TRACKING_WEB_ID_STORAGE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

function post(deps: UsageTrackerDeps, url: string, body: unknown): Promise<Response> {
  return deps.fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
    // Events sent just before a navigation still arrive.
    keepalive: true,
  });
}

/** Starts a tracker: asks the collection host for a web id unless this browser has one. */
export function createUsageTracker(host: string, deps: UsageTrackerDeps): UsageTracker {
  let webId = readStored(deps.storage);
  if (!webId) {
    post(deps, `${host}${TRACKING_WEB_ID_PATH}`, {
      user_agent: deps.userAgent,
      ...USAGE_TRACKING_OPTIONS,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`web id request answered HTTP ${response.status}`);
        const body = (await response.json()) as { web_id?: unknown };
        if (typeof body.web_id !== 'string' || !body.web_id) throw new Error('no web_id');
        webId = body.web_id;
        try {
          deps.storage?.setItem(TRACKING_WEB_ID_STORAGE_KEY, webId);
        } catch {
          // Storage refused (private mode): the id lives for this page only.
        }
      })
      .catch((error: unknown) => console.warn('usage tracking: no web id', error));
  }
  return {
    webId: () => webId,
    event(name, params = {}) {
      if (USAGE_TRACKING_OPTIONS.log) console.debug('usage tracking event', name, params);
      post(deps, `${host}${TRACKING_EVENTS_PATH}`, {
        env: USAGE_TRACKING_OPTIONS.env,
        web_id: webId ?? '',
        events: [{ event: name, params, local_time_ms: deps.now() }],
      }).catch((error: unknown) => console.warn('usage tracking: event not sent', error));
    },
  };
}

let pageTracker: UsageTracker | undefined;

/** The page's tracker (made on first use), or null when TRACKING_HOST is unset or on the server. */
export function usageTracker(host: string | undefined): UsageTracker | null {
  if (!host || typeof window === 'undefined') return null;
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // localStorage is off: the web id is asked for again on each page load.
  }
  pageTracker ??= createUsageTracker(host, {
    fetch: window.fetch.bind(window),
    storage,
    userAgent: navigator.userAgent,
    now: Date.now,
  });
  return pageTracker;
}
