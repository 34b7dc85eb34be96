import { type FormEvent, useId, useState } from 'react';

import { SEND_CODE_COUNTDOWN_SECONDS } from '../../../shared/account/login-constants';
import { useBrowserApi } from '../../account/browser-api-client';
import { serverMessage } from '../../account/error-message';
import { useCountdown } from '../../account/use-countdown';
import { fieldErrorId, FormField } from '../../components/FormField';
import { toast } from '../../components/toast/toast';
import { useT } from '../../i18n/use-t';
import { removeAccountCountdown } from './remove-account-countdown';

export interface RemoveVerifyStepProps {
  /** The masked phone the code goes to, when the session knows it. */
  phone?: string;
  /** A message to start with (e.g. the verification expired before the deletion). */
  initialError?: string;
  onVerified: (verifyToken: string) => void;
}

/** Step 1: a code to the user's own phone (sendCodeToSelf), checked by verifyPhoneCode. */
export function RemoveVerifyStep({ phone, initialError, onVerified }: RemoveVerifyStepProps) {
  const t = useT();
  const api = useBrowserApi();
  const id = useId();
  const remaining = useCountdown(removeAccountCountdown);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(initialError);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);

  const send = async () => {
    setSending(true);
    setError(undefined);
    try {
      const answer = await api().users.sendCodeToSelf();
      toast.success(t('account:removeAccount.codeSent', { phone: answer.phone }));
      removeAccountCountdown.start(SEND_CODE_COUNTDOWN_SECONDS);
    } catch (failure) {
      console.warn('sending the removal code failed', failure);
      const message = serverMessage(failure) ?? t('account:removeAccount.sendFailed');
      setError(message);
      toast.error(message);
    } finally {
      setSending(false);
    }
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('account:removeAccount.codeRequired'));
      return;
    }
    setVerifying(true);
    setError(undefined);
    try {
      const answer = await api().users.verifyPhoneCode({ phone_verify_code: code.trim() });
      onVerified(answer.verify_token);
    } catch (failure) {
      console.warn('verifying the removal code failed', failure);
      setError(serverMessage(failure) ?? t('account:removeAccount.verifyFailed'));
      setVerifying(false);
    }
  };

  const sendLabel =
    remaining > 0
      ? t('account:removeAccount.resendIn', { seconds: remaining })
      : sending
        ? t('account:removeAccount.sendingCode')
        : t('account:removeAccount.sendCode');

  return (
    <form className="remove-account__form" noValidate onSubmit={(event) => void verify(event)}>
      <h2 className="remove-account__step">{t('account:removeAccount.stepVerify')}</h2>
      <p>
        {phone
          ? t('account:removeAccount.intro', { phone })
          : t('account:removeAccount.introNoPhone')}
      </p>
      <FormField inputId={`${id}-code`} label={t('account:removeAccount.codeLabel')} error={error}>
        <input
          id={`${id}-code`}
          name="phone_verify_code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('account:removeAccount.codePlaceholder')}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(`${id}-code`) : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button
          type="button"
          className="send-code-button"
          disabled={remaining > 0 || sending}
          onClick={() => void send()}
        >
          {sendLabel}
        </button>
      </FormField>
      <button
        type="submit"
        className="button button--primary remove-account__verify"
        disabled={verifying}
        aria-busy={verifying}
      >
        {verifying ? t('account:removeAccount.verifying') : t('account:removeAccount.verify')}
      </button>
    </form>
  );
}
