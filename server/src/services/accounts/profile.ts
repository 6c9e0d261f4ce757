import { type Role, type TokenClaims, type TokenRoles, isRole } from '@uyut/core';
import type { Selectable } from 'kysely';
import type { UserTable } from '../../db/schema';

type UserRow = Selectable<UserTable>;

/** Where avatars are served; the file name changes with every upload, so the answer is cached for ever. */
export const AVATAR_PATH = '/img/avatars/';

export interface Profile {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  dob: string | null;
  gender: 1 | 2 | null;
  roles: TokenRoles;
  createdAt: string;
}

export function rolesClaim(roles: readonly string[]): TokenRoles {
  const granted = roles.filter(isRole);
  return Object.fromEntries(granted.map((role: Role) => [role, true]));
}

const genderOf = (value: number | null): 1 | 2 | null => (value === 1 || value === 2 ? value : null);

export function profileOf(user: UserRow, roles: readonly string[]): Profile {
  return {
    id: String(user.id),
    email: user.email,
    name: user.name,
    firstName: user.first_name,
    lastName: user.last_name,
    avatarUrl: user.avatar_file === null ? null : `${AVATAR_PATH}${user.avatar_file}`,
    dob: user.dob,
    gender: genderOf(user.gender),
    roles: rolesClaim(roles),
    createdAt: user.created_at,
  };
}

/** The display claims of the `token` cookie, in the OpenID Connect names the site's decoder reads. */
export function claimsOf(profile: Profile, expiresAt: Date): TokenClaims {
  return {
    sub: profile.id,
    name: profile.name,
    ...(profile.firstName === null ? {} : { given_name: profile.firstName }),
    ...(profile.lastName === null ? {} : { family_name: profile.lastName }),
    email: profile.email,
    ...(profile.avatarUrl === null ? {} : { picture: profile.avatarUrl }),
    ...(profile.dob === null ? {} : { dob: profile.dob }),
    ...(profile.gender === null ? {} : { gender: profile.gender }),
    roles: profile.roles,
    exp: Math.floor(expiresAt.getTime() / 1000),
  };
}

/** The first letters of first and last name, else of the name's first two words ('Мария Иванова' → 'МИ'). */
export function initialsOf(user: Pick<UserRow, 'name' | 'first_name' | 'last_name'>): string {
  const initial = (word: string) => (Array.from(word.trim())[0] ?? '').toLocaleUpperCase('bg-BG');
  if (user.first_name && user.last_name) return initial(user.first_name) + initial(user.last_name);
  return user.name.split(/\s+/).filter(Boolean).slice(0, 2).map(initial).join('');
}
