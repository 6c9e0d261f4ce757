/**
 * The display claims of the script-readable `token` cookie (ADR 0003, 0006). They only tell the site what to show; the
 * server never authorises from them. Names follow OpenID Connect (`given_name`, `family_name`, `picture`), which is
 * what the site's decoder reads.
 */
export interface TokenRoles {
  /** Spec §6: a boolean or a per-project map. */
  admin?: boolean | Record<string, boolean>;
  eshop?: boolean;
  editor?: boolean;
}

export interface TokenClaims {
  sub: string;
  name: string;
  given_name?: string;
  family_name?: string;
  email: string;
  picture?: string;
  /** 'YYYY-MM-DD' */
  dob?: string;
  /** 1 male, 2 female (spec §3). */
  gender?: 1 | 2;
  roles: TokenRoles;
  /** Seconds since the epoch. */
  exp: number;
}

/** The roles a user can be granted (from the CLI only). */
export const ROLES = ['admin', 'editor', 'eshop'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
