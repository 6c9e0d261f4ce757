import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { fieldDescription, FormField } from '../../components';
import { bgAccount } from '../../i18n/account';
import { FORM_ERROR, type FieldErrors } from './account-rules';

interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  errors: FieldErrors;
  autoComplete: string;
  type?: 'text' | 'email' | 'date';
  hint?: string;
  required?: boolean;
  max?: string;
}

/** A labelled input whose message is tied to it (aria-describedby, aria-invalid). */
export function TextField({ name, label, value, onChange, errors, autoComplete, type = 'text', hint, required, max }: FieldProps) {
  const id = useId();
  const error = errors[name];
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        required={required}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription({ id, hint, error })}
        spellCheck={type === 'email' ? false : undefined}
      />
    </FormField>
  );
}

/** A password input with a show/hide toggle; `autoComplete` tells managers whether to fill or to suggest one. */
export function PasswordField(
  props: Omit<FieldProps, 'type' | 'autoComplete' | 'max'> & { autoComplete: 'current-password' | 'new-password' },
) {
  const { name, label, value, onChange, errors, autoComplete, hint, required } = props;
  const id = useId();
  const [shown, setShown] = useState(false);
  const error = errors[name];
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <div className="account-password">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={onChange}
          autoComplete={autoComplete}
          required={required}
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescription({ id, hint, error })}
        />
        <button type="button" className="account-password__toggle" aria-pressed={shown} aria-controls={id} onClick={() => setShown(!shown)}>
          {shown ? bgAccount.hidePassword : bgAccount.showPassword}
        </button>
      </div>
    </FormField>
  );
}

/**
 * The form's own message, in a live region that exists before anything is announced (screen readers only read
 * changes to a region they already know): errors assertively, successes politely.
 */
export function FormMessage({ errors, success }: { errors: FieldErrors; success?: ReactNode }) {
  const error = errors[FORM_ERROR];
  return (
    <>
      <div role="alert" className="account-message account-message--error" hidden={!error}>
        {error}
      </div>
      <div role="status" className="account-message account-message--success" hidden={!success}>
        {success}
      </div>
    </>
  );
}

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary account-submit" disabled={pending} aria-busy={pending}>
      {pending ? bgAccount.sending : children}
    </button>
  );
}
