import { PROJECT } from '@uyut/core';
import { jwtDecode } from 'jwt-decode';
import { parseCookies } from '../../lib/cookies';
import { TOKEN_COOKIE } from '../../lib/session-token';
import { sha256Hex } from '../../lib/sha256';

/** Spec §3 User, derived on the client from the `token` cookie (display claims only, never authorisation). */
export interface User {
  id: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  initials: string;
  email: string | null;
  /** SHA-256 hex of the trimmed, lower-cased e-mail (for ad and analytics matching). */
  hashedEmail: string | null;
  avatarUrl: string | null;
  isEshop: boolean;
  isAdmin: boolean;
  /** Admin and the `adminMode` cookie is '1' (spec §6). */
  adminModeEnabled: boolean;
  dob: string | null;
  gender: 'male' | 'female' | null;
}

export const ADMIN_MODE_COOKIE = 'adminMode';

type Claims = Record<string, unknown>;

const isRecord = (value: unknown): value is Claims => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The first letter (a whole code point, so Cyrillic and astral letters survive) upper-cased in bg-BG. */
function initial(word: string): string {
  const [first = ''] = Array.from(word.trim());
  return first.toLocaleUpperCase('bg-BG');
}

/** First letters of first and last name ('Мария Иванова' → 'МИ'); otherwise of the name's first two words. */
export function userInitials(input: { firstName: string | null; lastName: string | null; name: string }): string {
  if (input.firstName && input.lastName) return initial(input.firstName) + initial(input.lastName);
  const words = input.name.split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map(initial).join('');
}

export function hashEmail(email: string): string {
  return sha256Hex(email.trim().toLowerCase());
}

/** Spec §6: the admin role is a boolean or a per-project map. */
function isAdminRole(role: unknown): boolean {
  if (typeof role === 'boolean') return role;
  return isRecord(role) && role[PROJECT] === true;
}

function subject(value: unknown): string | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : text(value);
}

function gender(value: unknown): User['gender'] {
  if (value === 1 || value === '1') return 'male';
  if (value === 2 || value === '2') return 'female';
  return null;
}

/**
 * Decodes the token into a User. A missing token is a logged-out visitor (null). A token that cannot
 * be decoded, or has no subject, is logged with its cause and also treated as logged out (spec §8).
 */
export function decodeUser(input: { token: string | null; adminMode: string | null }): User | null {
  if (!input.token) return null;
  let claims: unknown;
  try {
    claims = jwtDecode(input.token);
  } catch (cause) {
    console.warn('Could not decode the token cookie; treating the visitor as logged out.', cause);
    return null;
  }
  const id = isRecord(claims) ? subject(claims.sub) : null;
  if (!isRecord(claims) || id === null) {
    console.warn('The token cookie has no subject claim; treating the visitor as logged out.');
    return null;
  }
  const firstName = text(claims.given_name);
  const lastName = text(claims.family_name);
  const email = text(claims.email);
  const name = text(claims.name) ?? ([firstName, lastName].filter(Boolean).join(' ') || email || '');
  const roles = isRecord(claims.roles) ? claims.roles : {};
  const isAdmin = isAdminRole(roles.admin);
  return {
    id,
    name,
    firstName,
    lastName,
    initials: userInitials({ firstName, lastName, name }),
    email,
    hashedEmail: email === null ? null : hashEmail(email),
    avatarUrl: text(claims.picture),
    isEshop: roles.eshop === true,
    isAdmin,
    adminModeEnabled: isAdmin && input.adminMode === '1',
    dob: text(claims.dob),
    gender: gender(claims.gender),
  };
}

/** The cookies a User is decoded from, out of a Cookie header or `document.cookie` string. */
function userCookies(cookieHeader: string): { token: string | null; adminMode: string | null } {
  const cookies = parseCookies(cookieHeader);
  return { token: cookies.get(TOKEN_COOKIE) ?? null, adminMode: cookies.get(ADMIN_MODE_COOKIE) ?? null };
}

/** The User from a Cookie header or `document.cookie` string. */
export function userFromCookies(cookieHeader: string): User | null {
  return decodeUser(userCookies(cookieHeader));
}

/**
 * The part of a cookie string the User depends on, as one comparable string: '' for a signed-out visitor whatever
 * other cookies the page has, so the visitor and consent cookies never make the user's readers re-render.
 */
export function userCookieKey(cookieHeader: string): string {
  const { token, adminMode } = userCookies(cookieHeader);
  return token ? JSON.stringify([token, adminMode]) : '';
}

/** The User behind a key of userCookieKey. */
export function userFromCookieKey(key: string): User | null {
  if (!key) return null;
  const [token, adminMode] = JSON.parse(key) as [string, string | null];
  return decodeUser({ token, adminMode });
}
