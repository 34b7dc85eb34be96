import type { CaptchaResult } from '../../../shared/api/types';
import type { MessageKey } from '../../i18n/message-key';

/**
 * Why a captcha step did not produce a result (each has its toast):
 * `verifyFailed` 验证失败, `validateMissing` 获取验证信息失败, `notInitialized` 验证码未初始化.
 */
export type CaptchaFailure = 'verifyFailed' | 'validateMissing' | 'notInitialized';

export type CaptchaOutcome =
  | { status: 'passed'; result: CaptchaResult }
  | { status: 'cancelled' }
  | { status: 'failed'; reason: CaptchaFailure };

/** One captcha, whichever provider: show it, get the four result fields, reset it. */
export interface CaptchaVerifier {
  /** Shows the challenge; settles when the visitor passes, fails or closes it. */
  verify(): Promise<CaptchaOutcome>;
  /** Makes the next verify() start a fresh challenge (after every send attempt). */
  reset(): void;
  destroy(): void;
}

/** The i18n key of each failure's toast. */
export const CAPTCHA_FAILURE_MESSAGE: Record<CaptchaFailure, MessageKey> = {
  verifyFailed: 'account:captcha.failed',
  validateMissing: 'account:captcha.validateMissing',
  notInitialized: 'account:captcha.notInitialized',
};
