import { type Kysely, sql } from 'kysely';
import { bulkInsert, parameterStyle } from '../db/bulk-insert';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/** The PostgreSQL advisory lock that orders the log's writers ('uyut' in ASCII). */
const CHANGE_LOG_LOCK = 0x75797574;

/**
 * The catalogue change log. Writers append the ids of the variants they changed inside the same
 * transaction as the change; every API process (and its in-memory index) reads what came after the
 * last id it saw, so changes made by another process (the import CLI, another API node) reach it too.
 *
 * Readers move past every id they have seen, so ids must become visible in id order. On PostgreSQL two
 * overlapping writers could commit out of it (the later id first) and a reader in between would skip the
 * earlier id for good; each writer therefore takes a transaction-scoped lock before its ids are drawn and
 * holds it to its commit. SQLite has one writer at a time already.
 */
export async function recordChanges(trx: Kysely<Database>, variantIds: readonly number[]): Promise<void> {
  if (variantIds.length === 0) return;
  if (parameterStyle(trx) === 'numbered') await sql`select pg_advisory_xact_lock(${CHANGE_LOG_LOCK})`.execute(trx);
  const changedAt = new Date().toISOString();
  const rows = [...new Set(variantIds)].map((variant_id) => ({ variant_id, changed_at: changedAt }));
  await bulkInsert(trx, { style: parameterStyle(trx), insert: { table: 'catalogue_changes', rows } });
}

export interface ChangeBatch {
  /** The last change id read; pass it back as `after` next time. */
  lastId: number;
  variantIds: number[];
}

export async function readChangesAfter(db: Db, options: { after: number; limit?: number }): Promise<ChangeBatch> {
  const rows = await db
    .selectFrom('catalogue_changes')
    .select(['id', 'variant_id'])
    .where('id', '>', options.after)
    .orderBy('id')
    .limit(options.limit ?? 50_000)
    .execute();
  return { lastId: rows.at(-1)?.id ?? options.after, variantIds: [...new Set(rows.map((r) => r.variant_id))] };
}

/** The newest change id, where a freshly built index starts reading from. */
export async function lastChangeId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('catalogue_changes')
    .select((eb) => eb.fn.max<number>('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
