/**
 * The product's own numbers, codes and fixed strings, and the ones our deployment contract
 * fixes, in one place and grouped by what they govern. Import these; never repeat the values.
 * Constants that only one part of the code owns live beside that code instead.
 */

/* ---- Application config ---- */
export const APP_VERSION = '1.0.0';
export const APP_PLATFORM = 'web';

/* ---- Login, registration and the user store ---- */
export const COUNTRY_CODE = '86';
/** Mainland China mobile number: 1, then 3-9, then 9 digits. */
export const MAINLAND_PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const SEND_CODE_COUNTDOWN_SECONDS = 60;
/** The browser keeps the user store in localStorage under this key. */
export const USER_STORE_KEY = 'userStore';
/** The demo API accepts this SMS code for any valid number. */
export const DEMO_VERIFICATION_CODE = '123456';

/* ---- Page URLs: query parameters every navigation carries ---- */
export const DEFAULT_CHANNEL = 'official-website';
export const CHANNEL_QUERY_PARAM = 'channel';
export const TRACK_ID_QUERY_PARAM = 'track_id';
export const SEARCH_QUERY_PARAM = 'searchValue';

/* ---- Calls: timeouts, success range, headers, retries ---- */
export const HTTP_TIMEOUT_MS = 10_000;
export const HTTP_SUCCESS_MIN = 200;
export const HTTP_SUCCESS_MAX = 299;
/** Fixed values of the `area` and `module` request headers. */
export const API_HEADER_AREA = 'cn';
export const API_HEADER_MODULE = 'web';
/** Values of the `platform-source` request header: the /m tree, and everything else. */
export const PLATFORM_SOURCE_DESKTOP = 'web';
export const PLATFORM_SOURCE_MOBILE = 'mobile_web';
export const RETRYABLE_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
/** GET, HEAD and OPTIONS are retried once; writes never are (see docs/development.md, departures). */
export const SAFE_METHOD_RETRIES = 1;
/** The IM token fetch: 5 more tries, backoff from 1 s doubling to 32 s, ±25 % jitter. */
export const IM_TOKEN_RETRIES = 5;
export const IM_TOKEN_BACKOFF_START_MS = 1000;
export const IM_TOKEN_BACKOFF_CAP_MS = 32_000;
export const IM_TOKEN_JITTER_RATIO = 0.25;
/** The desktop download waits for the usage-tracking web id: 5 polls, 500 ms apart. */
export const DOWNLOAD_ID_POLL_TRIES = 5;
export const DOWNLOAD_ID_POLL_INTERVAL_MS = 500;
/** The event the install SDK reports on a phone download, and its group. */
export const MOBILE_DOWNLOAD_EVENT = 'download_mobile';
export const MOBILE_DOWNLOAD_EVENT_GROUP = 'official_website_events';

/* ---- Error catalogue: envelope error codes ---- */
export const ERROR_CODE_OK = 0;
export const ERROR_CODE_LOGGED_OUT = 41001;
/** Codes whose whole response is rejected, so the caller can read it. */
export const ERROR_CODES_WHOLE_RESPONSE: readonly number[] = [41907, 41912];

/* ---- Versioning and recovery ---- */
export const BUILD_POLL_INTERVAL_MS = 60 * 60 * 1000;
export const BUILD_MANIFEST_PATH = '/_build/latest.json';
/** A chunk that fails to load reloads the page at most once per this, per path. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/* ---- Language ---- */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/* ---- UI timings and sizes ---- */
export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;
export const TOOLTIP_HIDE_DELAY_MS = 200;
export const POPOVER_WIDTH_PX = 150;
export const Z_INDEX_BASE = 2000;
export const MOBILE_BREAKPOINT_PX = 768;
export const DESKTOP_MIN_WIDTH_PX = 1200;
export const SEARCH_BOX_WIDTH_PX = 135;
export const SEARCH_BOX_FOCUSED_WIDTH_PX = 200;
export const HEADER_TRANSITION_S = 0.5;
export const HEADER_TRANSITION_ENABLE_DELAY_MS = 100;
export const OVERLAY_DURATION_MS = 50;
export const DIALOG_CLOSE_DELAY_MS = 300;
export const MOBILE_HEADER_SPACER_PX = 44;

/* ---- The /api proxy and anti-forgery ---- */
export const API_PREFIX = '/api';
export const API_BODY_LIMIT_BYTES = 1024 * 1024;
/** Largest upstream answer accepted (UPSTREAM_MAX_BYTES), for page data and the proxy. */
export const DEFAULT_UPSTREAM_MAX_BYTES = 2 * 1024 * 1024;
/** The double-submit token: a readable cookie the browser client echoes in the header. */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
/**
 * Where the browser gets its identifier and token before its first write: pages set no cookie,
 * so that any shared cache may keep them. Outside /api, so it never reaches the upstream.
 */
export const XSRF_TOKEN_PATH = '/_csrf';
/** The error_message of a 403 for a missing or invalid token: the client asks again once. */
export const XSRF_REFUSED_MESSAGE = 'Invalid or missing anti-forgery token';

/* ---- The page cache ---- */
/** Seconds an anonymous page stays fresh (PAGE_CACHE_SECONDS) in production. */
export const DEFAULT_PAGE_CACHE_SECONDS = 5;
/** Byte bound of the page cache (PAGE_CACHE_MAX_MB). */
export const DEFAULT_PAGE_CACHE_MAX_MB = 64;
/** A stale page is served while one refresh runs, up to this many times its freshness. */
export const PAGE_CACHE_STALE_FACTOR = 10;

/* ---- Running behind a load balancer ---- */
/** Requests in flight when the server stops accepting get this long to finish. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** After SIGTERM, seconds during which /readyz answers 503 while everything else is served. */
export const DEFAULT_SHUTDOWN_DELAY_SECONDS = 5;
/** Longer than common balancer idle timeouts, and the header bound longer still. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = 66_000;
/** The User-Agent is cut to this before it is parsed. */
export const MAX_USER_AGENT_LENGTH = 512;
