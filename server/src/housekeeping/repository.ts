import type { Db } from '../db/database';

/* Times are ISO strings throughout the schema, so they compare as text. */

/** Anonymous likes given before `before`: their visitor cookie has expired, so no one can reach them any more. */
export async function deleteVisitorLikes(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('likes').where('visitor_key', 'is not', null).where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Anonymous watchdogs whose confirmation e-mail went unanswered since before `before`. */
export async function deleteUnconfirmedWatchdogs(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('watchdogs')
    .where('visitor_key', 'is not', null)
    .where('confirmed_at', 'is', null)
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Confirmation and password codes past their expiry (a code is refused from then on anyway). */
export async function deleteExpiredCodes(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('user_codes').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
