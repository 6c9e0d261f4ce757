import { EMAIL_MAX_LENGTH, isValidEmail, normaliseEmail } from './email';

describe('normaliseEmail', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Maria.Ivanova@Uyut.BG \n')).toBe('maria.ivanova@uyut.bg');
  });

  it('lower-cases Cyrillic and composes to NFC', () => {
    // 'й' written as 'и' + combining breve composes to the single code point U+0439.
    expect(normaliseEmail('ЙОРДАН@пример.бг')).toBe('йордан@пример.бг');
    expect(normaliseEmail('\u0438\u0306@x.bg')).toBe('\u0439@x.bg');
  });
});

describe('isValidEmail', () => {
  it('accepts plain addresses, subdomains, plus tags and IDN domains', () => {
    for (const email of ['a@b.bg', 'maria+shop@mail.uyut.bg', 'йордан@пример.бг', `${'a'.repeat(64)}@x.bg`]) {
      expect([email, isValidEmail(email)]).toEqual([email, true]);
    }
  });

  it('refuses what cannot be an address', () => {
    const refused = [
      '',
      'no-at.bg',
      '@x.bg',
      'a@@x.bg',
      'a@b@x.bg',
      'a@localhost',
      'a@.bg',
      'a@x.',
      'a@x..bg',
      'a b@x.bg',
      'a@x.bg\n',
      'a\u0000@x.bg',
      'a\u2028@x.bg',
      `${'a'.repeat(65)}@x.bg`,
      `a@${'b'.repeat(EMAIL_MAX_LENGTH)}.bg`,
    ];
    for (const email of refused) expect([email, isValidEmail(email)]).toEqual([email, false]);
  });

  it('allows exactly 254 characters', () => {
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.bg`;
    const local = 'l'.repeat(EMAIL_MAX_LENGTH - domain.length - 1);
    expect(isValidEmail(`${local}@${domain}`)).toBe(true);
    expect(isValidEmail(`${local}x@${domain}`)).toBe(false);
  });
});
