import { isValidEmail, nameProblem, normaliseEmail, normaliseName, passwordProblem } from '@uyut/core';
import { BadRequestError, CodedHttpError } from '../../lib/http-errors';
import { isCommonPassword } from './passwords';

/** The normalised e-mail, or a 400 naming the field. */
export function validEmail(raw: string, field = 'email'): string {
  const email = normaliseEmail(raw);
  if (!isValidEmail(email)) throw new BadRequestError('Invalid e-mail address', field);
  return email;
}

const PASSWORD_MESSAGES = {
  tooShort: 'The password is too short',
  tooLong: 'The password is too long',
  common: 'The password is one of the most common passwords',
} as const;

/** A new password's problem as a 400 with its code (`tooShort`, `tooLong`, `common`). */
export function checkNewPassword(password: string, field = 'password'): void {
  const problem = passwordProblem(password) ?? (isCommonPassword(password) ? 'common' : null);
  if (problem !== null) throw new CodedHttpError({ statusCode: 400, message: PASSWORD_MESSAGES[problem], field, code: problem });
}

/** The normalised name, or a 400 with its code (`empty`, `tooLong`, `control`). */
export function validName(raw: string, field: string): string {
  const name = normaliseName(raw);
  const problem = nameProblem(name);
  if (problem !== null) throw new CodedHttpError({ statusCode: 400, message: `Invalid ${field}`, field, code: problem });
  return name;
}
