import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: session ids and one-time codes (ASVS 7.2.3, 11.5.1). */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a secret: its SHA-256 in hex. A stolen table then opens no session and confirms nothing. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
