import type { ReactNode } from 'react';

/** The id of a field's error message, for the control's aria-describedby. */
export function fieldErrorId(inputId: string): string {
  return `${inputId}-error`;
}

export interface FormFieldProps {
  /** The id of the control inside, which the (visually hidden) label names. */
  inputId: string;
  label: string;
  /** The message shown under the control, already translated. */
  error?: string;
  /** The control, with anything that sits beside it (a prefix, a send-code button). */
  children: ReactNode;
}

/** A labelled form control with room for its validation message. */
export function FormField({ inputId, label, error, children }: FormFieldProps) {
  return (
    <div className={error ? 'form-field is-invalid' : 'form-field'}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <div className="form-field__control">{children}</div>
      {error ? (
        <p id={fieldErrorId(inputId)} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
