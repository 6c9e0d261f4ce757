import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';

/** What a favourites share token names: the user and the share generation it was issued in. */
export interface ShareClaims {
  userId: number;
  generation: number;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const CLAIM_BYTES = 8;
/** iv, claims and tag in base64url: (12 + 8 + 16) bytes, 48 characters. */
const TOKEN = new RegExp(`^[A-Za-z0-9_-]{${((IV_BYTES + CLAIM_BYTES + TAG_BYTES) * 4) / 3}}$`);

function plaintextOf(claims: ShareClaims): Buffer {
  const plaintext = Buffer.alloc(CLAIM_BYTES);
  plaintext.writeUInt32BE(claims.userId, 0);
  plaintext.writeUInt32BE(claims.generation, 4);
  return plaintext;
}

/**
 * A favourites share token (docs/adr/0007-likes.md): AES-256-GCM over (userId, generation) in base64url. The nonce is
 * an HMAC of the claims under the same key, so one (user, generation) always gives the same token (the link stays the
 * same until revoked) and two different claims never share a nonce. The tag makes a forged or altered token fail.
 */
export function sealShareToken(claims: ShareClaims, key: Buffer): string {
  const plaintext = plaintextOf(claims);
  const iv = createHmac('sha256', key).update(plaintext).digest().subarray(0, IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The claims of a token this key sealed, or null for anything else. */
export function openShareToken(token: string, key: Buffer): ShareClaims | null {
  if (!TOKEN.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  const iv = bytes.subarray(0, IV_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(bytes.subarray(IV_BYTES + CLAIM_BYTES));
  try {
    const plaintext = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, IV_BYTES + CLAIM_BYTES)), decipher.final()]);
    return { userId: plaintext.readUInt32BE(0), generation: plaintext.readUInt32BE(4) };
  } catch {
    return null;
  }
}
