/**
 * Every number, code and fixed string of the product spec (sections 5, 7, 8, 9), in one place.
 * Import these; never repeat the literal values elsewhere.
 */

export const APP_VERSION = '1.0.0';
export const APP_PLATFORM = 'web';

/** Login and registration. */
export const COUNTRY_CODE = '86';
/** Mainland China mobile number: 1, then 3-9, then 9 digits. */
export const MAINLAND_PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const DEFAULT_CHANNEL = 'official-website';
export const CHANNEL_QUERY_PARAM = 'channel';
export const TRACK_ID_QUERY_PARAM = 'track_id';
export const SEARCH_QUERY_PARAM = 'searchValue';
export const USER_STORE_KEY = 'userStore';
export const SEND_CODE_COUNTDOWN_SECONDS = 60;
/** The demo API accepts this SMS code for any valid number (contract section 6). */
export const DEMO_VERIFICATION_CODE = '123456';

/** HTTP. */
export const HTTP_TIMEOUT_MS = 10_000;
export const HTTP_SUCCESS_MIN = 200;
export const HTTP_SUCCESS_MAX = 299;
export const RETRYABLE_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
/** Unsafe-method retries are 0 on purpose: see the README, "Departures from the spec". */
export const SAFE_METHOD_RETRIES = 1;
export const API_BODY_LIMIT_BYTES = 1024 * 1024;
/** Largest upstream answer accepted (UPSTREAM_MAX_BYTES), for page data and the proxy. */
export const DEFAULT_UPSTREAM_MAX_BYTES = 2 * 1024 * 1024;
export const API_PREFIX = '/api';

/** Response envelope error codes (spec section 8). */
export const ERROR_CODE_OK = 0;
export const ERROR_CODE_LOGGED_OUT = 41001;
export const ERROR_CODES_WHOLE_RESPONSE: readonly number[] = [41907, 41912];

/** IM token retry (spec section 7). */
export const IM_TOKEN_RETRIES = 5;
export const IM_TOKEN_BACKOFF_START_MS = 1000;
export const IM_TOKEN_BACKOFF_CAP_MS = 32_000;
export const IM_TOKEN_JITTER_RATIO = 0.25;

/** Desktop download: wait for the web id. */
export const DOWNLOAD_ID_POLL_TRIES = 5;
export const DOWNLOAD_ID_POLL_INTERVAL_MS = 500;

/** Versioning and recovery. */
export const BUILD_POLL_INTERVAL_MS = 60 * 60 * 1000;
export const BUILD_MANIFEST_PATH = '/_build/latest.json';
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** Locale cookie (contract section 3). */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** UI timings and sizes (spec section 9). */
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

/** Ad reports and tracking (spec section 7). */
export const MOBILE_DOWNLOAD_EVENT = 'download_mobile';
export const MOBILE_DOWNLOAD_EVENT_GROUP = 'official_website_events';

/** Server operations (contract section 5). */
export const SHUTDOWN_GRACE_MS = 10_000;
/** After SIGTERM, seconds during which /readyz answers 503 while everything else is served. */
export const DEFAULT_SHUTDOWN_DELAY_SECONDS = 5;
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = 66_000;
/** A whole request (headers and body) must arrive within this; longer than the header bound. */
export const REQUEST_TIMEOUT_MS = 70_000;
/** How often the server checks requests against those bounds (Node's default is 30 s). */
export const CONNECTIONS_CHECK_INTERVAL_MS = 1000;
export const MAX_USER_AGENT_LENGTH = 512;
/** Render budget: a stream still open after this is aborted so no request hangs. */
export const RENDER_ABORT_MS = HTTP_TIMEOUT_MS + 1000;

/** Content-Security-Policy violation reports: where they go, and how much of them is read. */
export const CSP_REPORT_PATH = '/csp-report';
export const CSP_REPORT_ENDPOINT_NAME = 'csp-endpoint';
export const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** At most this many reports are logged per minute; the rest are counted and dropped. */
export const CSP_REPORTS_LOGGED_PER_MINUTE = 30;

/** Anti-forgery double submit (contract section 4): read by the browser client, set by the server. */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
/** Values of the `platform-source` request header (contract section 4). */
export const PLATFORM_SOURCE_DESKTOP = 'web';
export const PLATFORM_SOURCE_MOBILE = 'mobile_web';
/** Fixed values of the `area` and `module` request headers (spec section 7). */
export const API_HEADER_AREA = 'cn';
export const API_HEADER_MODULE = 'web';

/**
 * Content pages and downloads (spec sections 1, 7, 9). The external addresses are the product's
 * own pages; they are placeholders on example.com until the real ones are known. The Intel AI PC
 * edition and the social channels are the chrome's (AI_PC_DOWNLOAD_URL, SOCIAL_*_URL below).
 */
export const DESKTOP_DOWNLOAD_URLS = {
  standard: 'https://download.example.com/game-partner/GamePartnerSetup.exe',
  amd: 'https://download.example.com/game-partner/amd/GamePartnerSetup-AMD.exe',
} as const;
export const PROMO_VIDEO_URL = 'https://video.example.com/game-partner/promo';
export const RECRUITMENT_URL = 'https://jobs.example.com/game-partner';
export const COMPANY_URL = 'https://www.example.com';
/** Where a phone goes when the install/wake-up SDK is off or not ready. */
export const MOBILE_DOWNLOAD_URL = 'https://download.example.com/game-partner/mobile';

/** Desktop installer on DOWNLOAD_HOST: `/installer/{channel}/{prefix}_{channel}[_{webId}].exe`. */
export const INSTALLER_PATH = '/installer';
export const INSTALLER_FILE_PREFIX = 'GamePartnerSetup';
export const INSTALLER_FILE_EXTENSION = '.exe';

/** Conversion type of the desktop download in ad report variant A. */
export const AD_REPORT_CONV_TYPE_DOWNLOAD = 'APP_DOWNLOAD';

/** The install/wake-up SDK (its host is allowed by the CSP when INSTALL_SDK_KEY is set). */
export const INSTALL_SDK_SCRIPT_URL = 'https://web.cdn.openinstall.io/openinstall.js';

/** Usage tracking on TRACKING_HOST: where the web id is issued and events are collected. */
export const TRACKING_WEB_ID_PATH = '/webid';
export const TRACKING_EVENTS_PATH = '/list';
export const TRACKING_WEB_ID_STORAGE_KEY = 'usageTrackingWebId';
export const TRACKING_ENVIRONMENT = 'online';

/** Chat: a message is 1-500 characters (ChatRespondRequest); the history shows the last 50. */
export const CHAT_MESSAGE_MAX_LENGTH = 500;
export const CHAT_HISTORY_LIMIT = 50;
/** Every list asks for the API's largest page (page_size is capped at 50). */
export const LIST_PAGE_SIZE = 50;
/** Dates of activities are shown in the product's home time zone, the same on server and browser. */
export const CONTENT_TIME_ZONE_OFFSET_HOURS = 8;

/**
 * External links and third-party scripts of the site chrome (spec sections 2, 7, 9). The spec
 * names these destinations but not their addresses; these are the channels' public entry pages.
 */
export const AI_PC_DOWNLOAD_URL =
  'https://www.intel.cn/content/www/cn/zh/products/docs/processors/core-ultra/ai-pc.html';
export const SOCIAL_SHORT_VIDEO_URL = 'https://www.douyin.com/';
export const SOCIAL_VIDEO_SITE_URL = 'https://www.bilibili.com/';
export const SOCIAL_QQ_GROUP_URL = 'https://qm.qq.com/';
export const GEETEST_SCRIPT_URL = 'https://static.geetest.com/v4/gt4.js';
/** The captcha provider's product (spec section 7: default product bind). */
export const CAPTCHA_PRODUCT = 'bind';
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
/** Profile path the header avatar links to, inside the current tree. */
export const PROFILE_PATH = '/profile';
export const SEARCH_PAGE_PATH = '/game-library/search';
