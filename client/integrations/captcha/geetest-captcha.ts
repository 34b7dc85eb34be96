import type { Lang } from '../../../shared/i18n/languages';
import { GEETEST_SCRIPT_URL } from '../../../shared/third-party-scripts';
import { yieldModalDialogs } from '../../components/dialog-yield';
import type { CaptchaOutcome, CaptchaVerifier } from './captcha-types';
import { loadScript } from './load-script';

/** The captcha provider's product (default product bind). */
export const CAPTCHA_PRODUCT = 'bind';

/** What GeeTest v4's getValidate() returns after a passed challenge. */
export interface GeetestValidate {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

/** The part of GeeTest v4's captcha object this adapter uses. */
export interface GeetestCaptcha {
  showCaptcha(): void;
  reset(): void;
  destroy(): void;
  getValidate(): GeetestValidate | false | null | undefined;
  onReady(callback: () => void): GeetestCaptcha;
  onSuccess(callback: () => void): GeetestCaptcha;
  onError(callback: (error?: unknown) => void): GeetestCaptcha;
  onClose(callback: () => void): GeetestCaptcha;
}

export interface GeetestConfig {
  captchaId: string;
  product: string;
  language: string;
}

declare global {
  interface Window {
    initGeetest4?: (config: GeetestConfig, ready: (captcha: GeetestCaptcha) => void) => void;
  }
}

/** GeeTest's language codes. */
const GEETEST_LANGUAGE: Record<Lang, string> = { zh: 'zho', en: 'eng', ja: 'jpn' };

function isComplete(value: GeetestValidate | false | null | undefined): value is GeetestValidate {
  return Boolean(
    value && value.lot_number && value.captcha_output && value.pass_token && value.gen_time,
  );
}

/**
 * The GeeTest v4 captcha in "bind" mode: its own popup, shown by verify(). The provider script
 * loads when this is created, i.e. only when CAPTCHA_ID is configured. A verify() before the
 * widget is ready answers `notInitialized`.
 */
export function createGeetestCaptcha(captchaId: string, lang: Lang): CaptchaVerifier {
  let captcha: GeetestCaptcha | undefined;
  let destroyed = false;
  let settle: ((outcome: CaptchaOutcome) => void) | undefined;

  const finish = (outcome: CaptchaOutcome) => {
    const pending = settle;
    settle = undefined;
    pending?.(outcome);
  };

  loadScript(GEETEST_SCRIPT_URL)
    .then(() => {
      if (destroyed || !window.initGeetest4) return;
      window.initGeetest4(
        { captchaId, product: CAPTCHA_PRODUCT, language: GEETEST_LANGUAGE[lang] },
        (instance) => {
          if (destroyed) {
            instance.destroy();
            return;
          }
          instance
            .onReady(() => {
              captcha = instance;
            })
            .onSuccess(() => {
              const validate = instance.getValidate();
              if (!isComplete(validate)) {
                finish({ status: 'failed', reason: 'validateMissing' });
                return;
              }
              const { lot_number, captcha_output, pass_token, gen_time } = validate;
              finish({
                status: 'passed',
                result: { lot_number, captcha_output, pass_token, gen_time },
              });
            })
            .onError((error) => {
              console.warn('captcha error', error);
              finish({ status: 'failed', reason: 'verifyFailed' });
            })
            .onClose(() => finish({ status: 'cancelled' }));
        },
      );
    })
    .catch((error: unknown) => {
      // Stays uninitialized: the visitor is told so when they ask for a code.
      console.warn('captcha script failed to load', error);
    });

  return {
    verify() {
      if (!captcha) return Promise.resolve({ status: 'failed', reason: 'notInitialized' });
      finish({ status: 'cancelled' });
      const shown = captcha;
      // Its popup is appended to <body>, which the open login dialog would make inert.
      const restoreDialogs = yieldModalDialogs();
      return new Promise<CaptchaOutcome>((resolve) => {
        settle = (outcome) => {
          restoreDialogs();
          resolve(outcome);
        };
        shown.showCaptcha();
      });
    },
    reset() {
      captcha?.reset();
    },
    destroy() {
      destroyed = true;
      finish({ status: 'cancelled' });
      captcha?.destroy();
      captcha = undefined;
    },
  };
}
