import { MAINLAND_PHONE_PATTERN } from '../../shared/account/login-constants';
import type { MessageKey } from '../i18n/message-key';

/**
 * The login form's rules. Each answers the i18n key of its message, or null
 * when the value passes. Triggers: phone and code on blur, agreement on change, all on submit.
 */
export type LoginField = 'phone' | 'code' | 'agreement';

export interface LoginFormValues {
  phone: string;
  code: string;
  agreementChecked: boolean;
}

/** What the inputs accept: a mainland number's 11 digits, the SMS code's 6. */
export const PHONE_INPUT_MAX_LENGTH = 11;
export const CODE_INPUT_MAX_LENGTH = 6;

export type LoginErrors = Partial<Record<LoginField, MessageKey>>;

export function validatePhone(phone: string): MessageKey | null {
  const value = phone.trim();
  if (!value) return 'account:login.phoneRequired';
  if (!MAINLAND_PHONE_PATTERN.test(value)) return 'account:login.phoneInvalid';
  return null;
}

export function validateCode(code: string): MessageKey | null {
  return code.trim() ? null : 'account:login.codeRequired';
}

export function validateAgreement(checked: boolean): MessageKey | null {
  return checked ? null : 'account:login.agreementRequired';
}

export function validateField(field: LoginField, values: LoginFormValues): MessageKey | null {
  switch (field) {
    case 'phone':
      return validatePhone(values.phone);
    case 'code':
      return validateCode(values.code);
    case 'agreement':
      return validateAgreement(values.agreementChecked);
  }
}

const FIELDS: readonly LoginField[] = ['phone', 'code', 'agreement'];

/** The whole form, before login: every failing field with its message key. */
export function validateLoginForm(values: LoginFormValues): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of FIELDS) {
    const error = validateField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}
