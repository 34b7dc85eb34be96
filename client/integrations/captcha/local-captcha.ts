import { createLocalCaptchaResult } from '../../../shared/api/local-captcha';
import type { CaptchaOutcome, CaptchaVerifier } from './captcha-types';

/**
 * The local test captcha, used when CAPTCHA_ID is unset: verify() opens
 * an in-page confirmation step (LocalCaptchaChallenge, which watches `pending`) and answers a
 * result the demo API accepts. It proves nothing about the visitor.
 */
export interface LocalCaptcha extends CaptchaVerifier {
  /** Whether the confirmation step is waiting for the visitor. */
  isPending(): boolean;
  confirm(): void;
  cancel(): void;
  subscribe(listener: () => void): () => void;
}

export function createLocalCaptcha(): LocalCaptcha {
  let settle: ((outcome: CaptchaOutcome) => void) | undefined;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const finish = (outcome: CaptchaOutcome) => {
    const pending = settle;
    settle = undefined;
    emit();
    pending?.(outcome);
  };

  return {
    verify() {
      // A second request replaces a forgotten one.
      if (settle) finish({ status: 'cancelled' });
      return new Promise<CaptchaOutcome>((resolve) => {
        settle = resolve;
        emit();
      });
    },
    // Every result is made fresh by confirm(); there is no widget state to clear.
    reset() {},
    destroy() {
      finish({ status: 'cancelled' });
      listeners.clear();
    },
    isPending: () => settle !== undefined,
    confirm: () => finish({ status: 'passed', result: createLocalCaptchaResult() }),
    cancel: () => finish({ status: 'cancelled' }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
