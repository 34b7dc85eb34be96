import { percentDecoded } from '../../shared/percent-decoded';
import {
  CHANNEL_QUERY_PARAM,
  SEARCH_QUERY_PARAM,
  TRACK_ID_QUERY_PARAM,
} from '../../shared/routing/query-params';
import { redactPath } from './redact-path';

/**
 * The query parameters the site itself defines, whose values help an operator read a log line.
 * Every other value is replaced: a URL may carry a one-time token (`verify_token`), an
 * `access_token`, a phone number or a code, whether the site put it there or a bad link did.
 */
const LOGGED_QUERY_PARAMS: ReadonlySet<string> = new Set([
  CHANNEL_QUERY_PARAM,
  SEARCH_QUERY_PARAM,
  TRACK_ID_QUERY_PARAM,
]);

export const REDACTED = '[redacted]';

/** Longest URL a log line carries. */
const MAX_LOGGED_URL_LENGTH = 512;

function decodedName(name: string): string {
  return percentDecoded(name.replaceAll('+', ' ')) ?? name;
}

/**
 * A URL (a path with its query, or an absolute URL) for a log line: the values of all but the
 * site's own parameters replaced, path segments that look like a phone number or a token
 * replaced, the fragment dropped, and the whole cut to a sane length.
 */
export function redactUrl(url: string): string {
  const withoutFragment = url.split('#', 1)[0] ?? '';
  const queryStart = withoutFragment.indexOf('?');
  if (queryStart === -1) return redactPath(withoutFragment).slice(0, MAX_LOGGED_URL_LENGTH);
  const query = withoutFragment
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return LOGGED_QUERY_PARAMS.has(decodedName(name)) ? pair : `${name}=${REDACTED}`;
    })
    .join('&');
  const path = redactPath(withoutFragment.slice(0, queryStart));
  return `${path}?${query}`.slice(0, MAX_LOGGED_URL_LENGTH);
}
