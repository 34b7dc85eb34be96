import {
  CODE_INPUT_MAX_LENGTH,
  type LoginFormValues,
  PHONE_INPUT_MAX_LENGTH,
} from './login-validation';
import { tabStorage } from './tab-storage';

/**
 * The half-typed login form, kept for the tab's session: on mobile the agreement links navigate
 * in the same tab, and Back must bring the dialog back with what the visitor typed. Cleared on a
 * successful login and when the visitor closes the dialog. Never throws: storage can be
 * unavailable or hold anything.
 */
export const LOGIN_DRAFT_KEY = 'loginDraft';

function boundedText(value: unknown, maxLength: number): string {
  return typeof value === 'string' ? value.slice(0, maxLength) : '';
}

export function readLoginDraft(storage = tabStorage()): LoginFormValues | null {
  try {
    const raw = storage?.getItem(LOGIN_DRAFT_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const draft = value as Record<string, unknown>;
    return {
      phone: boundedText(draft.phone, PHONE_INPUT_MAX_LENGTH),
      code: boundedText(draft.code, CODE_INPUT_MAX_LENGTH),
      agreementChecked: draft.agreementChecked === true,
    };
  } catch {
    return null;
  }
}

export function saveLoginDraft(values: LoginFormValues, storage = tabStorage()): void {
  try {
    storage?.setItem(LOGIN_DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Full or unavailable storage: the draft is a convenience, the form works without it.
  }
}

export function clearLoginDraft(storage = tabStorage()): void {
  try {
    storage?.removeItem(LOGIN_DRAFT_KEY);
  } catch {
    // As above.
  }
}
