import { useLayoutEffect, useRef, useState } from 'react';

import {
  COUNTRY_CODE,
  MAINLAND_PHONE_PATTERN,
  SEND_CODE_COUNTDOWN_SECONDS,
} from '../../shared/account/login-constants';
import { toast } from '../components/toast/toast';
import { useT } from '../i18n/use-t';
import { CAPTCHA_FAILURE_MESSAGE } from '../integrations/captcha/captcha-types';
import { useCaptcha } from '../integrations/captcha/use-captcha';
import { useBrowserApi } from './browser-api-client';
import { createCountdown } from './countdown';
import { isTooManyRequests, retryAfterSeconds, serverMessage } from './error-message';
import { readResendAt, rememberResendAt } from './resend-times';
import { useCountdown } from './use-countdown';

/** One countdown for the page, showing the wait of the number in the phone field. */
const loginCodeCountdown = createCountdown();

const SECOND_MS = 1000;

export interface SendLoginCodeOptions {
  /** The phone field as typed: the countdown shown is this number's. */
  phone: string;
  /** Validates the phone field (showing its message) and answers the phone, or null. */
  takeValidPhone: () => string | null;
  /** After a successful send, e.g. to move focus to the code field. */
  onSent: () => void;
}

/**
 * The send-code step: phone first, then the captcha, then the call;
 * the captcha is reset after every attempt, success or failure. The wait before the next send
 * is kept per number for the tab, so Back, a reload or a reopened dialog cannot offer a send the
 * upstream would refuse.
 */
export function useSendLoginCode({ phone, takeValidPhone, onSent }: SendLoginCodeOptions) {
  const t = useT();
  const api = useBrowserApi();
  const { verifier, challenge } = useCaptcha();
  const remaining = useCountdown(loginCodeCountdown);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const typedPhone = phone.trim();
  const currentPhone = useRef(typedPhone);

  // Before paint, so a restored dialog never flashes an enabled button.
  useLayoutEffect(() => {
    currentPhone.current = typedPhone;
    const resendAt = MAINLAND_PHONE_PATTERN.test(typedPhone) ? readResendAt(typedPhone) : 0;
    if (resendAt > Date.now()) loginCodeCountdown.runUntil(resendAt);
    else loginCodeCountdown.stop();
  }, [typedPhone]);

  /** No send to `sentTo` for `seconds`: remembered, and shown while it is still the number. */
  const wait = (sentTo: string, seconds: number) => {
    const resendAt = Date.now() + seconds * SECOND_MS;
    rememberResendAt(sentTo, resendAt);
    if (currentPhone.current === sentTo) loginCodeCountdown.runUntil(resendAt);
  };

  const send = async () => {
    if (busy.current || loginCodeCountdown.remaining() > 0) return;
    const validPhone = takeValidPhone();
    if (validPhone === null) return;
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
          phone: validPhone,
          ...outcome.result,
        });
        toast.success(t('account:login.codeSent'));
        wait(validPhone, SEND_CODE_COUNTDOWN_SECONDS);
        onSent();
      } catch (error) {
        console.warn('sending the login code failed', error);
        toast.error(serverMessage(error) ?? t('account:login.codeSendFailed'));
        // Refused for sending too often: the button waits as long as the server says, or a
        // whole countdown when it does not say.
        const seconds =
          retryAfterSeconds(error) ??
          (isTooManyRequests(error) ? SEND_CODE_COUNTDOWN_SECONDS : undefined);
        if (seconds !== undefined) wait(validPhone, seconds);
      }
    } finally {
      verifier.reset();
      busy.current = false;
      setSending(false);
    }
  };

  return { send, sending, remaining, challenge };
}
