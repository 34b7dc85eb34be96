import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { COUNTRY_CODE } from '../../shared/account/login-constants';
import { channelFromSearch } from '../../shared/api/headers';
import { fieldErrorId, FormField } from '../components/FormField';
import { toast } from '../components/toast/toast';
import { useT } from '../i18n/use-t';
import { sendAnalyticsConfig } from '../integrations/analytics';
import { AgreementField } from './AgreementField';
import { useBrowserApi } from './browser-api-client';
import { serverMessage } from './error-message';
import { clearLoginDraft, readLoginDraft, saveLoginDraft } from './login-draft';
import {
  CODE_INPUT_MAX_LENGTH,
  type LoginErrors,
  type LoginField,
  type LoginFormValues,
  PHONE_INPUT_MAX_LENGTH,
  validateField,
  validateLoginForm,
} from './login-validation';
import { useSendLoginCode } from './use-send-login-code';
import { userStore } from './user-store';

const EMPTY_FORM: LoginFormValues = { phone: '', code: '', agreementChecked: false };

/** Phone, code with its send button, agreement and submit. */
export function LoginForm() {
  const t = useT();
  const api = useBrowserApi();
  const id = useId();
  // The dialog renders only in the browser, so the draft is read on its first render.
  const [values, setValues] = useState<LoginFormValues>(() => readLoginDraft() ?? EMPTY_FORM);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const phoneInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);

  useEffect(() => saveLoginDraft(values), [values]);

  const showError = (field: LoginField, error: string | null) =>
    setErrors((current) => ({ ...current, [field]: error ?? undefined }));

  /** Runs one field's rules now (its trigger fired) and shows the result. */
  const check = (field: LoginField, current: LoginFormValues = values) => {
    const error = validateField(field, current);
    showError(field, error);
    return error === null;
  };

  const change = <K extends keyof LoginFormValues>(key: K, value: LoginFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (key === 'agreementChecked') {
      check('agreement', next);
      return;
    }
    // Blur-triggered rules: a shown message goes away as soon as the value is fixed.
    const field: LoginField = key === 'phone' ? 'phone' : 'code';
    if (errors[field] && validateField(field, next) === null) showError(field, null);
  };

  const sendCode = useSendLoginCode({
    phone: values.phone,
    takeValidPhone: () => (check('phone') ? values.phone.trim() : null),
    onSent: () => codeInput.current?.focus(),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateLoginForm(values);
    setErrors(found);
    if (found.phone || found.code || found.agreement) {
      (found.phone ? phoneInput : codeInput).current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const session = await api().users.loginRegister({
        country_code: COUNTRY_CODE,
        phone: values.phone.trim(),
        phone_verify_code: values.code.trim(),
        source: channelFromSearch(window.location.search),
      });
      clearLoginDraft();
      // Storing the session also hides the dialog at once (withLoggedIn).
      userStore.login(session);
      sendAnalyticsConfig({ webUserId: session.web_user_id, loggedIn: true });
    } catch (error) {
      console.warn('login failed', error);
      toast.error(serverMessage(error) ?? t('account:login.loginFailed'));
      setSubmitting(false);
    }
  };

  const sendLabel =
    sendCode.remaining > 0
      ? t('account:login.resendIn', { seconds: sendCode.remaining })
      : sendCode.sending
        ? t('account:login.sendingCode')
        : t('account:login.sendCode');

  return (
    <form className="login-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormField
        inputId={`${id}-phone`}
        label={t('account:login.phoneLabel')}
        error={errors.phone ? t(errors.phone) : undefined}
      >
        <span className="form-field__prefix">{t('account:login.countryCode')}</span>
        <input
          ref={phoneInput}
          id={`${id}-phone`}
          name="phone_number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          data-autofocus
          placeholder={t('account:login.phonePlaceholder')}
          value={values.phone}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? fieldErrorId(`${id}-phone`) : undefined}
          onChange={(event) => change('phone', event.target.value)}
          onBlur={() => check('phone')}
        />
      </FormField>

      <FormField
        inputId={`${id}-code`}
        label={t('account:login.codeLabel')}
        error={errors.code ? t(errors.code) : undefined}
      >
        <input
          ref={codeInput}
          id={`${id}-code`}
          name="verification_code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_INPUT_MAX_LENGTH}
          placeholder={t('account:login.codePlaceholder')}
          value={values.code}
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={errors.code ? fieldErrorId(`${id}-code`) : undefined}
          onChange={(event) => change('code', event.target.value)}
          // Leaving it for the send button is asking for the code, not skipping it.
          onBlur={(event) => {
            if (event.relatedTarget !== sendButton.current) check('code');
          }}
        />
        <button
          ref={sendButton}
          type="button"
          className="send-code-button"
          disabled={sendCode.remaining > 0}
          aria-disabled={sendCode.sending || undefined}
          aria-busy={sendCode.sending || undefined}
          onClick={() => void sendCode.send()}
        >
          {sendLabel}
        </button>
      </FormField>

      <AgreementField
        id={`${id}-agreement`}
        checked={values.agreementChecked}
        error={errors.agreement}
        onChange={(checked) => change('agreementChecked', checked)}
      />

      <button
        type="submit"
        className="button button--primary login-form__submit"
        disabled={submitting}
        aria-busy={submitting}
        data-loading={submitting ? 'true' : undefined}
      >
        {submitting ? <span className="spinner" aria-hidden="true" /> : null}
        {t('account:login.submit')}
      </button>
      {sendCode.challenge}
    </form>
  );
}
