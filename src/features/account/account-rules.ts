import {
  formatCount,
  isValidEmail,
  NAME_MAX_LENGTH,
  nameProblem,
  normaliseEmail,
  normaliseName,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
} from '@uyut/core';
import type { ApiProblem } from '../../client';
import { bgAccount } from '../../i18n/account';

const t = bgAccount.errors;

/** Messages by form field; the empty string key is the form's own message (not about one field). */
export type FieldErrors = Partial<Record<string, string>>;

export const FORM_ERROR = '';

/** The e-mail as the server will store it, or the message why it cannot be one (the shared rules of @uyut/core). */
export function emailError(raw: string): string | null {
  const email = normaliseEmail(raw);
  if (email === '') return t.emailRequired;
  return isValidEmail(email) ? null : t.emailInvalid;
}

/** A new password: the shared length rules (code points, verified as typed); the common-password check is the server's. */
export function newPasswordError(password: string): string | null {
  if (password === '') return t.passwordRequired;
  switch (passwordProblem(password)) {
    case 'tooShort':
      return t.passwordTooShort(PASSWORD_MIN_LENGTH);
    case 'tooLong':
      return t.passwordTooLong(PASSWORD_MAX_LENGTH);
    default:
      return null;
  }
}

/** An existing password is checked only for being there: the rules may have changed since it was set. */
export function currentPasswordError(password: string): string | null {
  return password === '' ? t.passwordRequired : null;
}

/** A name; `optional` names (first and last name) may be left empty. */
export function nameError(raw: string, options: { optional?: boolean } = {}): string | null {
  switch (nameProblem(normaliseName(raw))) {
    case 'empty':
      return options.optional ? null : t.nameRequired;
    case 'tooLong':
      return t.nameTooLong(NAME_MAX_LENGTH);
    case 'control':
      return t.nameControl;
    default:
      return null;
  }
}

/** A birth date from a date input ('YYYY-MM-DD' or empty): a real calendar day, not in the future. */
export function birthDateError(value: string, today: string): string | null {
  if (value === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return t.dateInvalid;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && value <= today ? null : t.dateInvalid;
}

/** Only the fields that have a message. */
export function errorsOf(checks: Record<string, string | null>): FieldErrors {
  return Object.fromEntries(Object.entries(checks).filter((entry): entry is [string, string] => entry[1] !== null));
}

export const loginErrors = (values: { email: string; password: string }) =>
  errorsOf({ email: emailError(values.email), password: currentPasswordError(values.password) });

export const registerErrors = (values: { name: string; email: string; password: string }) =>
  errorsOf({ name: nameError(values.name), email: emailError(values.email), password: newPasswordError(values.password) });

export const emailOnlyErrors = (values: { email: string }) => errorsOf({ email: emailError(values.email) });

export const resetErrors = (values: { password: string }) => errorsOf({ password: newPasswordError(values.password) });

export const changePasswordErrors = (values: { currentPassword: string; newPassword: string }) =>
  errorsOf({ currentPassword: currentPasswordError(values.currentPassword), newPassword: newPasswordError(values.newPassword) });

export const deleteAccountErrors = (values: { password: string }) => errorsOf({ password: currentPasswordError(values.password) });

/** '1 минута', '3 минути', '45 секунди': how long to wait, rounded up to whole minutes from a minute on. */
export function waitText(seconds: number): string {
  if (seconds < 60) return formatCount(Math.max(1, Math.ceil(seconds)), bgAccount.seconds);
  return formatCount(Math.ceil(seconds / 60), bgAccount.minutes);
}

/**
 * The message of a failed request, on the field the server names or on the form: 429 asks to try later (with the
 * wait when the server gives one), a 400 of the common-password check and a refused code get their own words, and a
 * 5xx or a network failure say so; a form names its own words for its fields (a wrong password), every other field
 * error says to check the value.
 */
export function problemErrors(problem: ApiProblem | null, fieldMessages: FieldErrors = {}): FieldErrors {
  if (problem === null) return { [FORM_ERROR]: t.network };
  if (problem.status === 429)
    return { [FORM_ERROR]: problem.retryAfterSeconds === null ? t.tooManyNoTime : t.tooMany(waitText(problem.retryAfterSeconds)) };
  if (problem.status >= 500 || problem.field === null) return { [FORM_ERROR]: t.server };
  if (problem.field === 'code') return { [FORM_ERROR]: t.codeInvalid };
  if (problem.code === 'common') return { [problem.field]: t.passwordCommon };
  const own = fieldMessages[problem.field];
  if (own) return { [problem.field]: own };
  if (problem.code === 'unconfirmed') return { [FORM_ERROR]: t.unconfirmed };
  return { [problem.field]: t.invalid };
}

/** Where to go after signing in: a path of this site from `?next=`, never another origin ('//evil', 'https:…'); else home. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  return next;
}

const segmentsAfter = (pathname: string, base: string): string[] | null => {
  if (!pathname.startsWith(`${base}/`)) return null;
  try {
    return pathname
      .slice(base.length + 1)
      .split('/')
      .map(decodeURIComponent);
  } catch {
    return null;
  }
};

/** `/register/confirmation/{userId}/{code}` → its parameters, or null for any other shape. */
export function confirmationParams(pathname: string): { userId: string; code: string } | null {
  const segments = segmentsAfter(pathname, '/register/confirmation');
  if (segments?.length !== 2 || segments.some((segment) => segment === '')) return null;
  return { userId: segments[0]!, code: segments[1]! };
}

/** The single parameter of `/password/confirmation/{code}` or `/user/{userId}`, or null. */
export function pathParameter(pathname: string, base: string): string | null {
  const segments = segmentsAfter(pathname, base);
  return segments?.length === 1 && segments[0] !== '' ? segments[0]! : null;
}
