import { PROJECT } from '@uyut/core';
import { utf8Encode } from '../../lib/utf8';
import { decodeUser, userFromCookies, userInitials } from './user';

function base64url(json: unknown): string {
  const binary = String.fromCharCode(...utf8Encode(JSON.stringify(json)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function token(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

const maria = {
  sub: '17',
  name: 'Мария Иванова',
  given_name: 'мария',
  family_name: 'иванова',
  email: '  Maria.Ivanova@Example.BG ',
  picture: 'https://uyut.bg/img/user/80-80/ab/cd/ef/17.jpg',
  roles: { eshop: true },
  dob: '1990-04-12',
  gender: 2,
};

describe('decodeUser (spec §3 User from the token cookie)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('maps the claims to the User fields', () => {
    expect(decodeUser({ token: token(maria), adminMode: null })).toEqual({
      id: '17',
      name: 'Мария Иванова',
      firstName: 'мария',
      lastName: 'иванова',
      initials: 'МИ',
      email: 'Maria.Ivanova@Example.BG',
      hashedEmail: '37f8595138ed7159a17269b0b37c5a438602843a2bfec989ec056b5af46846b3',
      avatarUrl: 'https://uyut.bg/img/user/80-80/ab/cd/ef/17.jpg',
      isEshop: true,
      isAdmin: false,
      adminModeEnabled: false,
      dob: '1990-04-12',
      gender: 'female',
    });
  });

  it('hashes the trimmed, lower-cased e-mail with SHA-256', () => {
    const user = decodeUser({ token: token({ sub: '1', email: ' Ivan@Uyut.BG ' }), adminMode: null });
    expect(user?.hashedEmail).toBe('06c854b86eccaa8e753e214facada48b262579b8d1b977d6b4cb2f556463dc47');
  });

  it('builds upper-case Cyrillic initials from first and last name, falling back to the name', () => {
    expect(userInitials({ firstName: 'ёлка', lastName: 'щерева', name: '' })).toBe('ЁЩ');
    expect(decodeUser({ token: token({ sub: '2', name: 'петър петров' }), adminMode: null })?.initials).toBe('ПП');
    expect(decodeUser({ token: token({ sub: '3', name: 'ivan' }), adminMode: null })?.initials).toBe('I');
  });

  it("maps gender 1 to 'male', 2 to 'female' and anything else to null", () => {
    const genderOf = (value: unknown) => decodeUser({ token: token({ sub: '1', gender: value }), adminMode: null })?.gender;
    expect(genderOf(1)).toBe('male');
    expect(genderOf(2)).toBe('female');
    expect(genderOf(3)).toBeNull();
    expect(genderOf(undefined)).toBeNull();
  });

  it('reads the eshop role (spec §6)', () => {
    expect(decodeUser({ token: token({ sub: '1', roles: {} }), adminMode: null })?.isEshop).toBe(false);
    expect(decodeUser({ token: token({ sub: '1', roles: { eshop: true } }), adminMode: null })?.isEshop).toBe(true);
  });

  it('reads the admin role as a boolean (spec §6)', () => {
    expect(decodeUser({ token: token({ sub: '1', roles: { admin: true } }), adminMode: null })?.isAdmin).toBe(true);
    expect(decodeUser({ token: token({ sub: '1', roles: { admin: false } }), adminMode: null })?.isAdmin).toBe(false);
  });

  it('reads the admin role as a per-project map keyed by the project (spec §6, §7)', () => {
    expect(decodeUser({ token: token({ sub: '1', roles: { admin: { [PROJECT]: true } } }), adminMode: null })?.isAdmin).toBe(true);
    expect(decodeUser({ token: token({ sub: '1', roles: { admin: { 'uyut-ro': true } } }), adminMode: null })?.isAdmin).toBe(false);
  });

  it("enables admin mode only for admins with the adminMode cookie '1' (spec §6)", () => {
    const admin = token({ sub: '1', roles: { admin: true } });
    expect(decodeUser({ token: admin, adminMode: '1' })?.adminModeEnabled).toBe(true);
    expect(decodeUser({ token: admin, adminMode: '0' })?.adminModeEnabled).toBe(false);
    expect(decodeUser({ token: admin, adminMode: null })?.adminModeEnabled).toBe(false);
    expect(decodeUser({ token: token({ sub: '1' }), adminMode: '1' })?.adminModeEnabled).toBe(false);
  });

  it('is null without a token, silently', () => {
    expect(decodeUser({ token: null, adminMode: '1' })).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs a broken token with its cause and treats the visitor as logged out (spec §8)', () => {
    expect(decodeUser({ token: 'not-a-jwt', adminMode: null })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('logged out'), expect.objectContaining({ name: 'InvalidTokenError' }));
  });

  it('treats a token without a subject as logged out, with a warning', () => {
    expect(decodeUser({ token: token({ name: 'Без идентификатор' }), adminMode: null })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads the token and adminMode cookies from a Cookie header', () => {
    const user = userFromCookies(`theme=dark; token=${token({ sub: '9', roles: { admin: true } })}; adminMode=1`);
    expect(user).toMatchObject({ id: '9', isAdmin: true, adminModeEnabled: true });
  });
});
