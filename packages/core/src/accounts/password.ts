/**
 * ASVS 5.0 6.2.1 and 6.2.9: at least 8 characters, and at least 64 must be allowed. No composition rules (6.2.5); the
 * password is verified exactly as typed (6.2.8), so neither side trims or normalises it.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** What is wrong with a new password's length, or null. The common-password check is the server's ('common'). */
export type PasswordProblem = 'tooShort' | 'tooLong';

/** Counted in code points, so an emoji or an astral letter counts as one character, as the shopper sees it. */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}

export function passwordProblem(password: string): PasswordProblem | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}
