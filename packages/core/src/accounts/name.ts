export const NAME_MAX_LENGTH = 80;

const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** A display name as stored: NFC-normalised and trimmed. */
export function normaliseName(raw: string): string {
  return raw.normalize('NFC').trim();
}

/** What is wrong with a name (after normaliseName), or null. Length counts code points. */
export type NameProblem = 'empty' | 'tooLong' | 'control';

export function nameProblem(name: string): NameProblem | null {
  if (CONTROL.test(name)) return 'control';
  if (name === '') return 'empty';
  if (Array.from(name).length > NAME_MAX_LENGTH) return 'tooLong';
  return null;
}
