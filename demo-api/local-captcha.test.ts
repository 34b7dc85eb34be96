import { describe, expect, it } from 'vitest';

import {
  createLocalCaptchaResult,
  isValidLocalCaptchaResult,
  LOCAL_CAPTCHA_PREFIX,
} from '../shared/api/local-captcha';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

describe('local test captcha', () => {
  it('builds a result that validates, with gen_time in unix seconds', () => {
    const result = createLocalCaptchaResult(NOW);
    expect(result.captcha_output).toBe(`${LOCAL_CAPTCHA_PREFIX}${result.lot_number}`);
    expect(result.pass_token).not.toBe('');
    expect(result.gen_time).toBe(String(NOW / 1000));
    expect(isValidLocalCaptchaResult(result, NOW)).toBe(true);
    expect(createLocalCaptchaResult(NOW).lot_number).not.toBe(result.lot_number);
  });

  it('accepts results up to 10 minutes old and rejects older ones', () => {
    const result = createLocalCaptchaResult(NOW);
    expect(isValidLocalCaptchaResult(result, NOW + 10 * 60 * 1000)).toBe(true);
    expect(isValidLocalCaptchaResult(result, NOW + 10 * 60 * 1000 + 1000)).toBe(false);
  });

  it('rejects results from the future beyond a minute of clock skew', () => {
    const result = createLocalCaptchaResult(NOW + 61_000);
    expect(isValidLocalCaptchaResult(result, NOW)).toBe(false);
    expect(isValidLocalCaptchaResult(createLocalCaptchaResult(NOW + 30_000), NOW)).toBe(true);
  });

  it('rejects tampered or incomplete results', () => {
    const result = createLocalCaptchaResult(NOW);
    expect(isValidLocalCaptchaResult({ ...result, captcha_output: 'x' }, NOW)).toBe(false);
    expect(isValidLocalCaptchaResult({ ...result, lot_number: 'other' }, NOW)).toBe(false);
    expect(isValidLocalCaptchaResult({ ...result, pass_token: '' }, NOW)).toBe(false);
    expect(isValidLocalCaptchaResult({ ...result, gen_time: 'soon' }, NOW)).toBe(false);
    expect(isValidLocalCaptchaResult({ ...result, gen_time: 1 }, NOW)).toBe(false);
    expect(isValidLocalCaptchaResult(null, NOW)).toBe(false);
  });
});
