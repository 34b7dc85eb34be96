import { useRef, useState } from 'react';

import { COUNTRY_CODE, SEND_CODE_COUNTDOWN_SECONDS } from '../../shared/account/login-constants';
import { toast } from '../components/toast/toast';
import { useT } from '../i18n/use-t';
import { CAPTCHA_FAILURE_MESSAGE } from '../integrations/captcha/captcha-types';
import { useCaptcha } from '../integrations/captcha/use-captcha';
import { useBrowserApi } from './browser-api-client';
import { createCountdown } from './countdown';
import { retryAfterSeconds, serverMessage } from './error-message';
import { useCountdown } from './use-countdown';

/** One countdown for the page: closing and reopening the dialog does not allow an early resend. */
const loginCodeCountdown = createCountdown();

export interface SendLoginCodeOptions {
  /** Validates the phone field (showing its message) and answers the phone, or null. */
  takeValidPhone: () => string | null;
  /** After a successful send, e.g. to move focus to the code field. */
  onSent: () => void;
}

/**
 * The send-code step: phone first, then the captcha, then the call;
 * the captcha is reset after every attempt, success or failure.
 */
export function useSendLoginCode({ takeValidPhone, onSent }: SendLoginCodeOptions) {
  const t = useT();
  const api = useBrowserApi();
  const { verifier, challenge } = useCaptcha();
  const remaining = useCountdown(loginCodeCountdown);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const send = async () => {
    if (busy.current || loginCodeCountdown.remaining() > 0) return;
    const phone = takeValidPhone();
    if (phone === null) return;
    busy.current = true;
    try {
      const outcome = await verifier.verify();
      if (outcome.status === 'cancelled') return;
      if (outcome.status === 'failed') {
        toast.error(t(CAPTCHA_FAILURE_MESSAGE[outcome.reason]));
        return;
      }
      setSending(true);
      try {
        await api().users.sendCodeWithCaptcha({
          country_code: COUNTRY_CODE,
          phone,
          ...outcome.result,
        });
        toast.success(t('account.login.codeSent'));
        loginCodeCountdown.start(SEND_CODE_COUNTDOWN_SECONDS);
        onSent();
      } catch (error) {
        console.warn('sending the login code failed', error);
        toast.error(serverMessage(error) ?? t('account.login.codeSendFailed'));
        // Refused for sending too often: the button waits as long as the server says.
        const wait = retryAfterSeconds(error);
        if (wait !== undefined) loginCodeCountdown.start(wait);
      }
    } finally {
      verifier.reset();
      busy.current = false;
      setSending(false);
    }
  };

  return { send, sending, remaining, challenge };
}
