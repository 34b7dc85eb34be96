import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';

import { usePageContext } from '../../app/page-context';
import type { CaptchaOutcome, CaptchaVerifier } from './captcha-types';
import { createGeetestCaptcha } from './geetest-captcha';
import { createLocalCaptcha, type LocalCaptcha } from './local-captcha';
import { LocalCaptchaChallenge } from './LocalCaptchaChallenge';

export interface CaptchaHandle {
  verifier: Pick<CaptchaVerifier, 'verify' | 'reset'>;
  /** UI the captcha needs in the page (the local check); nothing for the provider's popup. */
  challenge: ReactNode;
}

const NOT_INITIALIZED: CaptchaOutcome = { status: 'failed', reason: 'notInitialized' };

/**
 * The captcha of the send-code step, one interface for both providers: GeeTest v4 when
 * `config.captchaId` is set (its script loads only then), else the local test captcha.
 */
export function useCaptcha(): CaptchaHandle {
  const { config, lang } = usePageContext();
  const captchaId = config.captchaId;
  const [local] = useState<LocalCaptcha | null>(() => (captchaId ? null : createLocalCaptcha()));
  const provider = useRef<CaptchaVerifier | null>(null);

  useEffect(() => {
    if (!captchaId) return;
    const geetest = createGeetestCaptcha(captchaId, lang);
    provider.current = geetest;
    return () => {
      geetest.destroy();
      provider.current = null;
    };
  }, [captchaId, lang]);

  // The dialog closed while the local check was waiting: settle it so nothing hangs.
  useEffect(() => () => local?.cancel(), [local]);

  const verifier = useMemo(
    () => ({
      verify: () => (local ?? provider.current)?.verify() ?? Promise.resolve(NOT_INITIALIZED),
      reset: () => (local ?? provider.current)?.reset(),
    }),
    [local],
  );

  return { verifier, challenge: local ? <LocalCaptchaChallenge captcha={local} /> : null };
}
