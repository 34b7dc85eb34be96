import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { COUNTRY_CODE } from '../../shared/account/login-constants';
import { channelFromSearch } from '../../shared/api/headers';
import { fieldDescribedBy, FormField } from '../components/FormField';
import { toast } from '../components/toast/toast';
import { useT } from '../i18n/use-t';
import { sendAnalyticsConfig } from '../integrations/analytics';
import { focusAccountCornerAfterLogin } from './account-corner-focus';
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
  // Set while the code field has focus because the site put it there (a code was just sent) and
  // nothing has been typed since: leaving it then is not skipping it, so it shows no message.
  const codeFocusedBySite = useRef(false);

  useEffect(() => saveLoginDraft(values), [values]);

  useEffect(() => {
    // The dialog opened before the form arrived and holds focus itself: the first field takes it.
    const phone = phoneInput.current;
    if (phone && document.activeElement === phone.closest('dialog')) phone.focus();
  }, []);

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
    onSent: () => {
      codeFocusedBySite.current = true;
      codeInput.current?.focus();
    },
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
      focusAccountCornerAfterLogin();
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

  const phoneId = `${id}-phone`;
  const codeId = `${id}-code`;
  // Empty where the number's country goes without saying (the Chinese site); i18next answers an
  // empty message with its default rather than the key.
  const phoneHint = t('account:login.phoneRegionHint', { defaultValue: '' }) || undefined;
  const phoneError = errors.phone ? t(errors.phone) : undefined;
  const codeError = errors.code ? t(errors.code) : undefined;

  return (
    <form className="login-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormField
        inputId={phoneId}
        label={t('account:login.phoneLabel')}
        hint={phoneHint}
        error={phoneError}
      >
        <span className="form-field__prefix">{t('account:login.countryCode')}</span>
        <input
          ref={phoneInput}
          id={phoneId}
          name="phone_number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          data-autofocus
          placeholder={t('account:login.phonePlaceholder')}
          value={values.phone}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={fieldDescribedBy(phoneId, { hint: phoneHint, error: phoneError })}
          onChange={(event) => change('phone', event.target.value)}
          onBlur={() => check('phone')}
        />
      </FormField>

      <FormField inputId={codeId} label={t('account:login.codeLabel')} error={codeError}>
        <input
          ref={codeInput}
          id={codeId}
          name="verification_code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_INPUT_MAX_LENGTH}
          placeholder={t('account:login.codePlaceholder')}
          value={values.code}
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={fieldDescribedBy(codeId, { error: codeError })}
          onChange={(event) => {
            codeFocusedBySite.current = false;
            change('code', event.target.value);
          }}
          // Leaving it for the send button is asking for the code, not skipping it.
          onBlur={(event) => {
            const untouched = codeFocusedBySite.current;
            codeFocusedBySite.current = false;
            if (!untouched && event.relatedTarget !== sendButton.current) check('code');
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
