import type { ReactNode } from 'react';

/** The id of a field's error message, for the control's aria-describedby. */
export function fieldErrorId(inputId: string): string {
  return `${inputId}-error`;
}

/** The id of a field's hint, for the control's aria-describedby. */
export function fieldHintId(inputId: string): string {
  return `${inputId}-hint`;
}

/** The control's aria-describedby: its hint and its current message, whichever are shown. */
export function fieldDescribedBy(
  inputId: string,
  { hint, error }: { hint?: string; error?: unknown },
): string | undefined {
  const ids = [hint ? fieldHintId(inputId) : null, error ? fieldErrorId(inputId) : null];
  return ids.filter((id) => id !== null).join(' ') || undefined;
}

export interface FormFieldProps {
  /** The id of the control inside, which the (visually hidden) label names. */
  inputId: string;
  label: string;
  /** A standing note under the control, already translated; left out when empty. */
  hint?: string;
  /** The message shown under the control, already translated. */
  error?: string;
  /** The control, with anything that sits beside it (a prefix, a send-code button). */
  children: ReactNode;
}

/** A labelled form control with room for its validation message. */
export function FormField({ inputId, label, hint, error, children }: FormFieldProps) {
  return (
    <div className={error ? 'form-field is-invalid' : 'form-field'}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <div className="form-field__control">{children}</div>
      {hint ? (
        <p id={fieldHintId(inputId)} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldErrorId(inputId)} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
