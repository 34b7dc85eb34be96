/** The envelope, error codes and paging shared by every endpoint's types. */

import type { Lang } from '../../i18n/languages';

/** The value of the `lan` request header. */
export type ApiLang = Lang;

/** Every answer of the API, business errors included (HTTP 200 with error_code != 0). */
export interface ApiEnvelope<T> {
  error_code: number;
  error_message: string;
  payload: T;
}

/**
 * Error codes the demo API answers with (the real backend's list is not in the spec; 0 and 41001
 * are). HTTP-level failures (400, 404, 413, 500) use the HTTP status as error_code.
 */
export const API_ERROR_CODES = {
  OK: 0,
  BAD_REQUEST: 400,
  NOT_FOUND_ROUTE: 404,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
  INVALID_PARAMS: 40000,
  INVALID_PHONE: 40010,
  WRONG_VERIFICATION_CODE: 40011,
  CAPTCHA_FAILED: 40012,
  INVALID_VERIFY_TOKEN: 40013,
  TOO_MANY_REQUESTS: 40029,
  NOT_FOUND: 40400,
  LOGGED_OUT: 41001,
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/** Query of every paged list. Both default on the server (page 1, page_size 20, max 50). */
export interface PageQuery {
  page?: number;
  page_size?: number;
}

/** A page of a list. `page` starts at 1. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
  has_more: boolean;
}

/** Label/value pair shown in attribute tables. */
export interface Attribute {
  label: string;
  value: string;
}
