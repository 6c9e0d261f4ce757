import { type ChangeEvent, type FormEvent, useState } from 'react';
import { apiProblem, ResponseError } from '../../client';
import { type FieldErrors, problemErrors } from './account-rules';

export interface AccountFormOptions<Values extends Record<string, string>, Result> {
  initial: Values;
  /** The shared rules' messages by field (empty when the values may be sent). */
  validate: (values: Values) => FieldErrors;
  submit: (values: Values) => Promise<Result>;
  onDone?: (result: Result, values: Values) => void;
  /** The form's own words for a server error about one of its fields (a wrong password). */
  fieldMessages?: FieldErrors;
}

/** What a failed call says: the server's error body, or null when the request itself failed (no answer). */
async function problemOf(error: unknown) {
  return error instanceof ResponseError ? apiProblem(error) : null;
}

/**
 * A form's state: values, messages by field (from the shared rules before sending, from the server's `field` after),
 * pending while the request runs (the submit button is disabled, a second submit does nothing) and the result once
 * it succeeded. After the first submit the rules re-check on every change, so a message goes as soon as it is fixed.
 */
export function useAccountForm<Values extends Record<string, string>, Result>(options: AccountFormOptions<Values, Result>) {
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ value: Result } | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const change = (name: keyof Values & string) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    if (submitted) setErrors(options.validate(next));
  };

  /** What a field control takes of the form: its name, value, change handler and the messages by field. */
  const field = (name: keyof Values & string) => ({ name, value: values[name], onChange: change(name), errors });

  const focusFirstError = (form: HTMLFormElement, found: FieldErrors) => {
    const field = Object.keys(found).find((name) => name !== '');
    const element = field ? form.elements.namedItem(field) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    setSubmitted(true);
    const found = options.validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(form, found);
      return;
    }
    setPending(true);
    try {
      const value = await options.submit(values);
      setResult({ value });
      options.onDone?.(value, values);
    } catch (error) {
      const fromServer = problemErrors(await problemOf(error), options.fieldMessages);
      setErrors(fromServer);
      focusFirstError(form, fromServer);
    } finally {
      setPending(false);
    }
  }

  return { values, setValues, errors, pending, result, change, field, onSubmit };
}
