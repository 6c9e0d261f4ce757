import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength, passwordProblem } from './password';

describe('password rules (ASVS 6.2.1, 6.2.9: 8 to 128 characters, no composition rules)', () => {
  it('refuses fewer than 8 characters and more than 128', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe('tooShort');
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('tooLong');
  });

  it('accepts 8 and 128 characters of anything, with no composition rules', () => {
    expect(passwordProblem('aaaaaaaa')).toBeNull();
    expect(passwordProblem('я'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(passwordProblem('        ')).toBeNull();
  });

  it('counts code points, not UTF-16 units', () => {
    expect(passwordLength('😀😀😀😀')).toBe(4);
    expect(passwordProblem('😀'.repeat(7))).toBe('tooShort');
    expect(passwordProblem('😀'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
  });
});
