import type { ReactNode } from 'react';
import './form-field.css';

/** What an input's aria-describedby names: its hint and its message, when it has them. */
export function fieldDescription(options: { id: string; hint?: string; error?: string }): string | undefined {
  const ids = [options.hint && `${options.id}-hint`, options.error && `${options.id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export interface FormFieldProps {
  /** The input's id: the label points at it, the hint and message ids derive from it. */
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The control, whose aria-describedby is `fieldDescription` of the same id, hint and error. */
  children: ReactNode;
}

/** A labelled form control with its hint and its message below (every form of the site lays fields out so). */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
