/**
 * The local test captcha: used instead of the third-party captcha widget when
 * CAPTCHA_ID is unset. The client builds the result with `createLocalCaptchaResult` and sends it
 * with the send-code call; the demo API checks it with `isValidLocalCaptchaResult`.
 *
 * A valid result has `captcha_output === LOCAL_CAPTCHA_PREFIX + lot_number`, a non-empty
 * `pass_token` and a `gen_time` (unix seconds, as the real provider sends it) within the last
 * 10 minutes. It proves nothing about the visitor: it only keeps the flow honest in development.
 */
import type { CaptchaResult } from './types';

export const LOCAL_CAPTCHA_PREFIX = 'local-test-captcha:';
/** How old a result may be. */
export const LOCAL_CAPTCHA_MAX_AGE_MS = 10 * 60 * 1000;
/** Tolerated clock difference between the browser that made the result and the server. */
export const LOCAL_CAPTCHA_CLOCK_SKEW_MS = 60 * 1000;

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** Builds a result that `isValidLocalCaptchaResult` accepts for the next 10 minutes. */
export function createLocalCaptchaResult(now: number = Date.now()): CaptchaResult {
  const lotNumber = randomHex(16);
  return {
    lot_number: lotNumber,
    captcha_output: `${LOCAL_CAPTCHA_PREFIX}${lotNumber}`,
    pass_token: randomHex(16),
    gen_time: String(Math.floor(now / 1000)),
  };
}

/** True when `result` is a local test captcha result made within the last 10 minutes. */
export function isValidLocalCaptchaResult(
  result: Partial<Record<keyof CaptchaResult, unknown>> | null | undefined,
  now: number = Date.now(),
): boolean {
  if (!result) return false;
  const { lot_number, captcha_output, pass_token, gen_time } = result;
  if (typeof lot_number !== 'string' || lot_number.length === 0) return false;
  if (captcha_output !== `${LOCAL_CAPTCHA_PREFIX}${lot_number}`) return false;
  if (typeof pass_token !== 'string' || pass_token.length === 0) return false;
  if (typeof gen_time !== 'string' || !/^\d{1,12}$/.test(gen_time)) return false;
  const generatedAt = Number(gen_time) * 1000;
  return (
    generatedAt <= now + LOCAL_CAPTCHA_CLOCK_SKEW_MS &&
    now - generatedAt <= LOCAL_CAPTCHA_MAX_AGE_MS
  );
}
