/**
 * Which account calls are limited, by what key and how much: the one table of the site's own
 * abuse limits. The upstream's own cooldowns stay; these make sure a broken or bypassed captcha
 * still leaves the site a line of its own.
 */
import { SEND_CODE_COUNTDOWN_SECONDS } from '../../shared/account/login-constants';
import { USER_CALL_PATHS } from '../../shared/api/endpoints';

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

// An SMS costs the operator money and a person waits for one code at a time: one per phone per
// resend countdown and ten a day is more than anyone logging in needs, while twenty an hour per
// address leaves room for a household or an office behind one NAT. A code has six digits, so ten
// checks per phone in ten minutes keep guessing hopeless without stopping a person who mistypes.
// Deleting an account is rare: five deletions an hour per address (one the upstream refused, for
// a stale verification, deleted nothing and does not count).
export const SMS_PER_PHONE_PER_COUNTDOWN = 1;
export const SMS_PER_PHONE_PER_DAY = 10;
export const SMS_PER_ADDRESS_PER_HOUR = 20;
export const CODE_CHECKS_PER_PHONE_PER_10_MINUTES = 10;
export const ACCOUNT_DELETIONS_PER_ADDRESS_PER_HOUR = 5;

/**
 * What a limit counts by: the client address as Express trusts it, the phone number in the JSON
 * body, or the logged-in user's session (the code check's body has no phone; a visitor without
 * one is counted by address).
 */
export type LimitKey = 'address' | 'phone' | 'user';

export interface LimitRule {
  /** The counter's name: calls with the same name share one budget. */
  name: string;
  key: LimitKey;
  points: number;
  durationSeconds: number;
  /**
   * Counts only calls the upstream accepted: one it refused (a failed captcha, a stale
   * verification) sent no SMS and deleted nothing, so its point is given back.
   */
  onlyAccepted?: boolean;
}

const SMS_PER_ADDRESS: LimitRule = {
  name: 'sms-address',
  key: 'address',
  points: SMS_PER_ADDRESS_PER_HOUR,
  durationSeconds: HOUR_S,
};

/** Rules by path, checked in order: a call stopped by one rule does not count against the next. */
export const DEFAULT_LIMITS: Readonly<Record<string, readonly LimitRule[]>> = {
  [USER_CALL_PATHS.sendCodeWithCaptcha]: [
    SMS_PER_ADDRESS,
    {
      name: 'sms-phone-countdown',
      key: 'phone',
      points: SMS_PER_PHONE_PER_COUNTDOWN,
      durationSeconds: SEND_CODE_COUNTDOWN_SECONDS,
      onlyAccepted: true,
    },
    {
      name: 'sms-phone-day',
      key: 'phone',
      points: SMS_PER_PHONE_PER_DAY,
      durationSeconds: DAY_S,
      onlyAccepted: true,
    },
  ],
  [USER_CALL_PATHS.sendCodeToSelf]: [SMS_PER_ADDRESS],
  [USER_CALL_PATHS.loginRegister]: [
    {
      name: 'login-phone',
      key: 'phone',
      points: CODE_CHECKS_PER_PHONE_PER_10_MINUTES,
      durationSeconds: 10 * MINUTE_S,
    },
  ],
  [USER_CALL_PATHS.verifyPhoneCode]: [
    {
      name: 'code-check-user',
      key: 'user',
      points: CODE_CHECKS_PER_PHONE_PER_10_MINUTES,
      durationSeconds: 10 * MINUTE_S,
    },
  ],
  [USER_CALL_PATHS.deleteAccount]: [
    {
      name: 'account-delete-address',
      key: 'address',
      points: ACCOUNT_DELETIONS_PER_ADDRESS_PER_HOUR,
      durationSeconds: HOUR_S,
      onlyAccepted: true,
    },
  ],
};
