import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { WatchdogTable } from '../../db/schema';

/* The watchdogs' SQL; every function takes the executor first (the server's handle or a transaction). */

/** Whose watchdog: a signed-in user's, or an anonymous visitor's (the SHA-256 of its visitor cookie). */
import type { Owner } from '../accounts';

export type { Owner };

const ownedBy = (owner: Owner) => ('userId' in owner ? (['user_id', owner.userId] as const) : (['visitor_key', owner.visitorKey] as const));

/** What a watchdog needs to know of its variant: the offer's state and the product page it belongs to. */
export async function variantFacts(db: Db, variantId: number) {
  return db
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.name', 'v.price', 'v.currency', 'v.active', 'v.in_stock', 'v.product_id', 'p.slug as product_slug'])
    .where('v.id', '=', variantId)
    .executeTakeFirst();
}

export type VariantFacts = NonNullable<Awaited<ReturnType<typeof variantFacts>>>;

export async function watchdogOf(db: Db, options: { owner: Owner; variantId: number }) {
  const [column, value] = ownedBy(options.owner);
  return db.selectFrom('watchdogs').selectAll().where(column, '=', value).where('variant_id', '=', options.variantId).executeTakeFirst();
}

export async function insertWatchdog(db: Db, watchdog: Insertable<WatchdogTable>): Promise<number> {
  const row = await db.insertInto('watchdogs').values(watchdog).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateWatchdog(db: Db, id: number, changes: Updateable<WatchdogTable>): Promise<void> {
  await db.updateTable('watchdogs').set(changes).where('id', '=', id).execute();
}

/** Deletes the owner's watchdog of the variant; answers whether there was one. */
export async function deleteWatchdogOf(db: Db, options: { owner: Owner; variantId: number }): Promise<boolean> {
  const [column, value] = ownedBy(options.owner);
  const result = await db.deleteFrom('watchdogs').where(column, '=', value).where('variant_id', '=', options.variantId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteByUnsubscribeHash(db: Db, hash: string): Promise<boolean> {
  const result = await db.deleteFrom('watchdogs').where('unsubscribe_hash', '=', hash).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function watchdogByConfirmation(db: Db, confirmationHash: string) {
  return db.selectFrom('watchdogs').selectAll().where('confirmation_hash', '=', confirmationHash).executeTakeFirst();
}

/** A user's watchdogs, newest first. */
export async function watchdogsOfUser(db: Db, options: { userId: number; limit: number }) {
  return db
    .selectFrom('watchdogs')
    .select(['variant_id', 'type', 'target_price', 'target_currency'])
    .where('user_id', '=', options.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .execute();
}

/**
 * Gives the visitor's watchdogs to the user: those of variants the user does not watch yet become the user's (and
 * active: a signed-in subscription needs no confirmation), the rest are dropped, so no visitor row stays behind.
 */
export async function moveVisitorWatchdogs(db: Db, options: { visitorKey: string; userId: number; now: string }): Promise<number> {
  const { visitorKey, userId, now } = options;
  const moved = await db
    .updateTable('watchdogs')
    .set((eb) => ({
      user_id: userId,
      visitor_key: null,
      confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(now)),
      confirmation_hash: null,
      updated_at: now,
    }))
    .where('visitor_key', '=', visitorKey)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('watchdogs as mine')
            .select('mine.id')
            .where('mine.user_id', '=', userId)
            .whereRef('mine.variant_id', '=', 'watchdogs.variant_id'),
        ),
      ),
    )
    .executeTakeFirst();
  await db.deleteFrom('watchdogs').where('visitor_key', '=', visitorKey).execute();
  return Number(moved.numUpdatedRows);
}

/** Whether any watchdog is confirmed: without one, an evaluation has nothing to look at. */
export async function anyConfirmed(db: Db): Promise<boolean> {
  const row = await db.selectFrom('watchdogs').select('id').where('confirmed_at', 'is not', null).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The confirmed watchdogs of the variants the change log names in (after, upTo], with their offers' state now: one
 * query over the run's changes, never the whole catalogue.
 */
export async function changedWatchdogs(db: Db, range: { after: number; upTo: number }) {
  return db
    .selectFrom('watchdogs as w')
    .innerJoin('variants as v', 'v.id', 'w.variant_id')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select([
      'w.id',
      'w.email',
      'w.type',
      'w.target_price',
      'w.target_currency',
      'w.alerted',
      'w.unsubscribe_hash',
      'v.name',
      'v.price',
      'v.currency',
      'v.active',
      'v.in_stock',
      'v.product_id',
      'p.slug as product_slug',
    ])
    .where('w.confirmed_at', 'is not', null)
    .where('w.variant_id', 'in', (eb) =>
      eb.selectFrom('catalogue_changes as c').select('c.variant_id').where('c.id', '>', range.after).where('c.id', '<=', range.upTo),
    )
    .orderBy('w.id')
    .execute();
}

export type ChangedWatchdog = Awaited<ReturnType<typeof changedWatchdogs>>[number];

/** Sets `alerted` on those of `ids` not yet alerted and answers which: only they get an e-mail, even with two evaluators. */
export async function markAlerted(db: Db, options: { ids: readonly number[]; now: string }): Promise<number[]> {
  if (options.ids.length === 0) return [];
  const rows = await db
    .updateTable('watchdogs')
    .set({ alerted: 1, updated_at: options.now })
    .where('id', 'in', options.ids)
    .where('alerted', '=', 0)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function resetAlerted(db: Db, options: { ids: readonly number[]; now: string }): Promise<void> {
  if (options.ids.length === 0) return;
  await db.updateTable('watchdogs').set({ alerted: 0, updated_at: options.now }).where('id', 'in', options.ids).execute();
}

export async function insertAlerts(db: Db, alerts: ReadonlyArray<{ watchdogId: number; message: string; now: string }>): Promise<void> {
  if (alerts.length === 0) return;
  await db
    .insertInto('watchdog_alerts')
    .values(alerts.map((alert) => ({ watchdog_id: alert.watchdogId, message: alert.message, created_at: alert.now, attempt_at: null })))
    .execute();
}

/** Alert e-mails not sent yet that no sender holds: never taken, or taken before `staleBefore` (a sender that died). */
export async function pendingAlerts(db: Db, options: { staleBefore: string; limit: number }) {
  return db
    .selectFrom('watchdog_alerts')
    .select(['id', 'message', 'attempt_at'])
    .where((eb) => eb.or([eb('attempt_at', 'is', null), eb('attempt_at', '<', options.staleBefore)]))
    .orderBy('id')
    .limit(options.limit)
    .execute();
}

/** Takes an alert to send, unless another sender took it since it was read. */
export async function takeAlert(db: Db, options: { id: number; seen: string | null; now: string }): Promise<boolean> {
  const { id, seen, now } = options;
  const result = await db
    .updateTable('watchdog_alerts')
    .set({ attempt_at: now })
    .where('id', '=', id)
    .where('attempt_at', seen === null ? 'is' : '=', seen)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteAlert(db: Db, id: number): Promise<void> {
  await db.deleteFrom('watchdog_alerts').where('id', '=', id).execute();
}
