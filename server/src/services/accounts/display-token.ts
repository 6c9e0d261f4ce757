import { createHmac } from 'node:crypto';
import type { TokenClaims } from '@uyut/core';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * The `token` cookie: an HS256 JWT of display claims (ADR 0003, 0006). Signed so a page can trust it as far as
 * showing a name goes; the server never reads it, so nothing verifies it here.
 */
export function signDisplayToken(options: { claims: TokenClaims; key: string }): string {
  const payload = Buffer.from(JSON.stringify(options.claims)).toString('base64url');
  const signature = createHmac('sha256', options.key).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

/** The display token's key, derived from SESSION_SECRET so the two never share a value. */
export function displayTokenKey(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('uyut display token').digest('base64url');
}
