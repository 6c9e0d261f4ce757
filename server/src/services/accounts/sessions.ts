import type { Db } from '../../db/database';
import * as repository from './repository';
import { randomSecret, secretHash } from './secrets';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Shoppers stay signed in for 30 days from sign-in (ASVS 4.0.3 3.3.2, level 1). */
const SHOPPER_SESSION_MS = 30 * 24 * HOUR_MS;
/** Anyone with a role: 12 hours from sign-in, and 30 minutes without a request (level 2). */
const STAFF_SESSION_MS = 12 * HOUR_MS;
const STAFF_IDLE_MS = 30 * MINUTE_MS;
/** The last use is written at most this often, so a busy page costs no write per request. */
const TOUCH_EVERY_MS = MINUTE_MS;

/** A new session: the cookie's value (never stored) and when it ends. */
export interface NewSession {
  id: string;
  idHash: string;
  expiresAt: Date;
}

/** A live session found from its cookie. */
export interface LiveSession {
  idHash: string;
  userId: number;
  roles: string[];
  expiresAt: Date;
}

export async function createSession(db: Db, options: { userId: number; roles: readonly string[]; now: Date }): Promise<NewSession> {
  const id = randomSecret();
  const idHash = secretHash(id);
  const expiresAt = new Date(options.now.getTime() + (options.roles.length > 0 ? STAFF_SESSION_MS : SHOPPER_SESSION_MS));
  await repository.insertSession(db, {
    idHash,
    userId: options.userId,
    now: options.now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { id, idHash, expiresAt };
}

/**
 * The live session a cookie value names, or null. The limits follow the user's roles now, so a role granted to
 * a signed-in shopper shortens that session at once. An expired session is deleted when met.
 */
export async function liveSession(db: Db, options: { cookie: string; now: Date }): Promise<LiveSession | null> {
  /* A session id is 43 base64url characters; anything else names no session and costs no query. */
  if (!/^[A-Za-z0-9_-]{43}$/.test(options.cookie)) return null;
  const idHash = secretHash(options.cookie);
  const row = await repository.sessionByHash(db, idHash);
  if (row === undefined) return null;
  const roles = await repository.rolesOf(db, row.user_id);
  const now = options.now.getTime();
  let ends = Date.parse(row.expires_at);
  if (roles.length > 0) ends = Math.min(ends, Date.parse(row.created_at) + STAFF_SESSION_MS, Date.parse(row.last_seen_at) + STAFF_IDLE_MS);
  if (now >= ends) {
    await repository.deleteSession(db, idHash);
    return null;
  }
  if (now - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS) await repository.touchSession(db, idHash, options.now.toISOString());
  return { idHash, userId: row.user_id, roles, expiresAt: new Date(Date.parse(row.expires_at)) };
}
