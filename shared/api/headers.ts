/**
 * The headers every API request carries (area, lan, app-platform, module, platform-source, and the login's). Computed per
 * request by the client, so a login or logout applies to the very next call.
 */
import type { Lang } from '../i18n/languages';
import { CHANNEL_QUERY_PARAM, DEFAULT_CHANNEL } from '../routing/query-params';
import { deviceIdentifier } from './device-hash';
import type { StoredSession } from './types';

const APP_PLATFORM = 'web';

/** Fixed values of the `area` and `module` request headers. */
const API_HEADER_AREA = 'cn';
const API_HEADER_MODULE = 'web';

/** Values of the `platform-source` request header: the /m tree, and everything else. */
const PLATFORM_SOURCE_DESKTOP = 'web';
const PLATFORM_SOURCE_MOBILE = 'mobile_web';

/** `mobile_web` in the /m tree, `web` elsewhere. */
export type PlatformSource = typeof PLATFORM_SOURCE_DESKTOP | typeof PLATFORM_SOURCE_MOBILE;

export interface ApiHeaderContext {
  /** The page's language (the `lan` header; the API answers in it). */
  lang: Lang;
  platformSource: PlatformSource;
  /** The stored session; null or undefined for a visitor. */
  session?: StoredSession | null;
  /** The acquisition channel; DEFAULT_CHANNEL when empty. */
  channel?: string;
  /** The browser's user agent, hashed into `device-identifier`. */
  userAgent?: string;
}

export function platformSourceFor(mobile: boolean): PlatformSource {
  return mobile ? PLATFORM_SOURCE_MOBILE : PLATFORM_SOURCE_DESKTOP;
}

/** The channel of a page URL's query string (`?channel=...`), or the default channel. */
export function channelFromSearch(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const channel = params.get(CHANNEL_QUERY_PARAM)?.trim();
  return channel ? channel : DEFAULT_CHANNEL;
}

/** The id sent as `user_id`: the web user id, else the numeric user id, else nothing. */
export function sessionUserId(session: StoredSession): string | undefined {
  if (session.web_user_id) return String(session.web_user_id);
  if (session.user_id !== undefined && session.user_id !== null) return String(session.user_id);
  return undefined;
}

/** The headers sent by visitors and logged-in users alike. */
export function visitorHeaders(context: ApiHeaderContext): Record<string, string> {
  return {
    area: API_HEADER_AREA,
    lan: context.lang,
    'app-platform': APP_PLATFORM,
    module: API_HEADER_MODULE,
    'platform-source': context.platformSource,
  };
}

/** Request headers for the current login state. */
export function buildApiHeaders(context: ApiHeaderContext): Record<string, string> {
  const headers = visitorHeaders(context);
  const session = context.session;
  if (!session) return headers;
  headers.Authorization = `Bearer ${session.access_token}`;
  const userId = sessionUserId(session);
  if (userId !== undefined) headers.user_id = userId;
  headers['device-identifier'] = deviceIdentifier(context.userAgent ?? '');
  headers['app-channel'] = context.channel?.trim() || DEFAULT_CHANNEL;
  return headers;
}
