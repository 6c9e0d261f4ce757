import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { UserCodeTable, UserTable } from '../../db/schema';

/* The accounts' SQL; every function takes the executor first (the server's handle or a transaction). */

export async function userByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function userById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, user: Insertable<UserTable>): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, changes: Updateable<UserTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function rolesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role').execute();
  return rows.map((row) => row.role);
}

export async function grantRole(db: Db, userId: number, role: string): Promise<void> {
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role })
    .onConflict((c) => c.doNothing())
    .execute();
}

export async function revokeRole(db: Db, userId: number, role: string): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).where('role', '=', role).execute();
}

/** Every user with their roles joined by ',' (the CLI's list). */
export async function usersWithRoles(db: Db) {
  const users = await db.selectFrom('users').select(['id', 'email', 'name', 'confirmed_at']).orderBy('id').execute();
  const roles = await db.selectFrom('user_roles').select(['user_id', 'role']).orderBy('role').execute();
  return users.map((user) => ({ ...user, roles: roles.filter((r) => r.user_id === user.id).map((r) => r.role) }));
}

export async function insertSession(db: Db, session: { idHash: string; userId: number; now: string; expiresAt: string }): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id_hash: session.idHash,
      user_id: session.userId,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function sessionByHash(db: Db, idHash: string) {
  return db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
}

export async function touchSession(db: Db, idHash: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Deletes every session of the user, but the one to keep (a password change keeps the browser that made it). */
export async function deleteSessionsOf(db: Db, userId: number, keep?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep !== undefined) query = query.where('id_hash', '!=', keep);
  await query.execute();
}

/** A new code replaces any earlier one of the same purpose. */
export async function replaceCode(db: Db, code: Insertable<UserCodeTable>): Promise<void> {
  await db.deleteFrom('user_codes').where('user_id', '=', code.user_id).where('purpose', '=', code.purpose).execute();
  await db.insertInto('user_codes').values(code).execute();
}

/** Takes a code: deletes it and answers its row when it existed (whether expired or not), so a code works once. */
export async function takeCode(db: Db, codeHash: string, purpose: UserCodeTable['purpose']) {
  const row = await db
    .selectFrom('user_codes')
    .selectAll()
    .where('code_hash', '=', codeHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const deleted = await db.deleteFrom('user_codes').where('code_hash', '=', codeHash).executeTakeFirst();
  return deleted.numDeletedRows > 0n ? row : undefined;
}
