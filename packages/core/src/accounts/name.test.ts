import { NAME_MAX_LENGTH, nameProblem, normaliseName } from './name';

describe('names', () => {
  it('are trimmed and NFC-normalised', () => {
    expect(normaliseName('  \u0438\u0306ордан  ')).toBe('\u0439ордан');
  });

  it('must not be empty, longer than 80 code points, or hold control characters', () => {
    expect(nameProblem('')).toBe('empty');
    expect(nameProblem('я'.repeat(NAME_MAX_LENGTH + 1))).toBe('tooLong');
    expect(nameProblem('Мария\nИванова')).toBe('control');
    expect(nameProblem('Мария\u0007')).toBe('control');
  });

  it('accepts up to 80 code points', () => {
    expect(nameProblem('Мария Иванова')).toBeNull();
    expect(nameProblem('😀'.repeat(NAME_MAX_LENGTH))).toBeNull();
  });
});
