/** RFC 5321 limits: a local part of at most 64 octets and a path of at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

/**
 * The one spelling of an e-mail address we store and compare: trimmed, NFC-normalised and lower-cased. Lower-casing
 * the local part is not what RFC 5321 promises, but every mailbox provider shoppers use treats it so, and one account
 * per spelling would let a typo in case register a second account.
 */
export function normaliseEmail(raw: string): string {
  return raw.trim().normalize('NFC').toLowerCase();
}

// Whitespace, C0/C1 control characters and the Unicode line and paragraph separators.
const FORBIDDEN = /[\s\p{Cc}\u2028\u2029]/u;

/**
 * A deliberately plain check of a normalised address: exactly one `@`, a non-empty local part of at most 64
 * characters, a domain with a dot between non-empty labels, at most 254 characters in all, nothing invisible. The
 * confirmation e-mail is the real test; this only refuses what cannot be an address.
 */
export function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH || FORBIDDEN.test(email)) return false;
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  if (local === '' || local.length > LOCAL_PART_MAX_LENGTH) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => label !== '');
}
