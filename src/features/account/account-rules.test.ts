import {
  birthDateError,
  changePasswordErrors,
  confirmationParams,
  emailError,
  loginErrors,
  nameError,
  newPasswordError,
  nextPath,
  pathParameter,
  problemErrors,
  registerErrors,
  waitText,
} from './account-rules';

const problem = (status: number, extra: { field?: string; code?: string; retryAfterSeconds?: number } = {}) => ({
  status,
  field: extra.field ?? null,
  code: extra.code ?? null,
  message: 'x',
  retryAfterSeconds: extra.retryAfterSeconds ?? null,
});

describe('account form rules (the shared rules of @uyut/core, ADR 0006)', () => {
  it('asks for an e-mail, then for a valid one, normalised first', () => {
    expect(emailError('   ')).toBe('Въведете имейл.');
    expect(emailError('maria@uyut')).toMatch(/валиден имейл/);
    expect(emailError('a b@uyut.bg')).toMatch(/валиден имейл/);
    expect(emailError('  Maria@Uyut.BG ')).toBeNull();
  });

  it('counts a new password in code points, from 8 to 128, verified as typed', () => {
    expect(newPasswordError('')).toBe('Въведете парола.');
    expect(newPasswordError('1234567')).toBe('Паролата трябва да е поне 8 знака.');
    expect(newPasswordError('😀😀😀😀😀😀😀😀')).toBeNull();
    expect(newPasswordError('x'.repeat(129))).toBe('Паролата може да е най-много 128 знака.');
    expect(newPasswordError('        ')).toBeNull();
  });

  it('checks only that a login password is there (old passwords may predate the rules)', () => {
    expect(loginErrors({ email: 'a@uyut.bg', password: 'short' })).toEqual({});
    expect(loginErrors({ email: '', password: '' })).toEqual({ email: 'Въведете имейл.', password: 'Въведете парола.' });
  });

  it('requires a name up to 80 characters without control characters; first and last name may be empty', () => {
    expect(nameError('  ')).toBe('Въведете име.');
    expect(nameError('  ', { optional: true })).toBeNull();
    expect(nameError('я'.repeat(81))).toBe('Името може да е най-много 80 знака.');
    expect(nameError('Мария\u0007')).toBe('Името съдържа непозволени знаци.');
    expect(registerErrors({ name: 'Мария', email: 'maria@uyut.bg', password: 'дълга парола' })).toEqual({});
  });

  it('takes a birth date that is a real day, not in the future', () => {
    expect(birthDateError('', '2026-11-26')).toBeNull();
    expect(birthDateError('1990-04-12', '2026-11-26')).toBeNull();
    expect(birthDateError('1990-02-30', '2026-11-26')).toBe('Въведете валидна дата.');
    expect(birthDateError('2027-01-01', '2026-11-26')).toBe('Въведете валидна дата.');
    expect(birthDateError('12.04.1990', '2026-11-26')).toBe('Въведете валидна дата.');
  });

  it('checks both passwords of a password change', () => {
    expect(changePasswordErrors({ currentPassword: '', newPassword: 'short' })).toEqual({
      currentPassword: 'Въведете парола.',
      newPassword: 'Паролата трябва да е поне 8 знака.',
    });
  });
});

describe('server errors in Bulgarian', () => {
  it('asks to try later after a 429, with the wait when the server gives one', () => {
    expect(problemErrors(problem(429, { retryAfterSeconds: 600 }))).toEqual({
      '': 'Твърде много опити. Опитайте по-късно (след 10\u00A0минути).',
    });
    expect(problemErrors(problem(429, { retryAfterSeconds: 61 }))).toEqual({
      '': 'Твърде много опити. Опитайте по-късно (след 2\u00A0минути).',
    });
    expect(problemErrors(problem(429))).toEqual({ '': 'Твърде много опити. Опитайте по-късно.' });
    expect(waitText(1)).toBe('1\u00A0секунда');
    expect(waitText(60)).toBe('1\u00A0минута');
  });

  it("puts a field error on the server's field, in the form's own words when it has them", () => {
    expect(problemErrors(problem(400, { field: 'email' }))).toEqual({ email: 'Проверете стойността.' });
    expect(problemErrors(problem(401, { field: 'password' }), { password: 'Грешен имейл или парола.' })).toEqual({
      password: 'Грешен имейл или парола.',
    });
    expect(problemErrors(problem(400, { field: 'password', code: 'common' }))).toEqual({
      password: 'Тази парола е твърде често срещана. Изберете друга.',
    });
  });

  it('says an unconfirmed e-mail, a refused link, a server fault and a lost connection on the form', () => {
    expect(problemErrors(problem(403, { field: 'email', code: 'unconfirmed' }))['']).toMatch(/не е потвърден/);
    expect(problemErrors(problem(400, { field: 'code' }))['']).toMatch(/невалидна, изтекла/);
    expect(problemErrors(problem(503))['']).toBe('Нещо се обърка. Опитайте отново след малко.');
    expect(problemErrors(null)['']).toMatch(/Няма връзка/);
  });
});

describe('URLs of the account pages', () => {
  it('goes back only to a path of this site after signing in', () => {
    expect(nextPath('?next=%2Fuser')).toBe('/user');
    expect(nextPath('?next=/products/divani?sort=price')).toBe('/products/divani?sort=price');
    for (const search of ['', '?next=https://evil.example', '?next=//evil.example', '?next=/\\evil.example', '?next=javascript:alert(1)'])
      expect(nextPath(search)).toBe('/');
  });

  it('reads the parameters of the confirmation, reset and public profile URLs', () => {
    expect(confirmationParams('/register/confirmation/17/AbC_d-9')).toEqual({ userId: '17', code: 'AbC_d-9' });
    expect(confirmationParams('/register/confirmation/17')).toBeNull();
    expect(confirmationParams('/register/confirmation/17/a/b')).toBeNull();
    expect(confirmationParams('/register/confirmation/%E0%A4%A/x')).toBeNull();
    expect(pathParameter('/password/confirmation/AbC', '/password/confirmation')).toBe('AbC');
    expect(pathParameter('/user', '/user')).toBeNull();
    expect(pathParameter('/user/17', '/user')).toBe('17');
    expect(pathParameter('/user/17/x', '/user')).toBeNull();
  });
});
