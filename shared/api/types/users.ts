/** Users (login, profile, account removal). */

/** The captcha result plus the phone. `gen_time` is a unix time string (s). */
export interface CaptchaResult {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

/** POST /api/users/send_phone_verification_code_captcha */
export interface SendCodeCaptchaRequest extends CaptchaResult {
  country_code: string;
  phone: string;
}

/** Answer of both send-code calls. */
export interface SendCodeResponse {
  /** Masked phone number the code was sent to, e.g. 138****8000. */
  phone: string;
  /** Seconds before another code may be asked for. */
  countdown_seconds: number;
}

/** POST /api/users/login_register_share_no_invitation_code */
export interface LoginRequest {
  country_code: string;
  phone: string;
  phone_verify_code: string;
  /** Acquisition channel, e.g. official-website. */
  source: string;
}

/** Answer of the login call; stored as the session (userInfo) by the client. */
export interface UserSession {
  access_token: string;
  token_type: 'Bearer';
  /** Lifetime of the token in seconds. */
  expires_in: number;
  web_user_id: string;
  user_id: number;
  /** Masked, e.g. 138****8000. */
  phone: string;
  country_code: string;
  nickname: string;
  avatar: string;
  /** True when this login created the account. */
  is_new_user: boolean;
}

/**
 * The session as the browser keeps it (the login answer). Only `access_token` is required: the
 * client reads it and `web_user_id`; the rest is kept as the login call returned it.
 */
export type StoredSession = Partial<UserSession> & Pick<UserSession, 'access_token'>;

/** GET /api/users/me/ */
export interface CurrentUser {
  user_id: number;
  web_user_id: string;
  /** Masked, e.g. 138****8000. */
  phone: string;
  country_code: string;
  nickname: string;
  avatar: string;
  bio: string;
  /** ISO 8601. */
  created_at: string;
  /** Channel the account was registered from. */
  source: string;
}

/** POST /api/users/send_phone_verification_code_by_user (logged in; sends to the user's phone). */
export type SendCodeByUserRequest = Record<string, never>;

/** POST /api/users/verify_phone_code (logged in). */
export interface VerifyPhoneCodeRequest {
  phone_verify_code: string;
}

export interface VerifyPhoneCodeResponse {
  verify_token: string;
  /** Seconds the verify_token stays valid. */
  expires_in: number;
}

/** POST /api/users/account_delete (logged in); `verify_token` as query param or in the body. */
export interface AccountDeleteRequest {
  verify_token: string;
}

export type AccountDeleteResponse = null;

/** POST /api/users/report_user_action (fields free-form; the answer payload is null). */
export interface ReportUserActionRequest {
  action?: string;
  [key: string]: unknown;
}
