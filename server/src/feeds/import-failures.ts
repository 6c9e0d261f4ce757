/**
 * How an import that did not finish is recorded in `feed_imports`: a feed that could not be read at all (before any
 * parse), an import the process died in, and an import that broke while running. Each row says 'failed' with the
 * reason in its report, as the feeds list shows it.
 */
import type { Db } from '../db/database';
import { type ItemProblem, MAX_REPORTED, storedReport } from './import-report';

const abortReason = (error: unknown): string => `Import aborted: ${error instanceof Error ? error.message : String(error)}`;

/** A feed that could not be read at all (download refused, missing file, not a feed) gets a failed import record with the reason, as a feed that breaks while parsed does. */
export async function recordUnreadableFeed(
  db: Db,
  failure: { shopId: number; source: string; format: string; error: unknown },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('feed_imports')
    .values({
      shop_id: failure.shopId,
      source: failure.source,
      format: failure.format,
      status: 'failed',
      started_at: now,
      finished_at: now,
      report: storedReport({ problems: [{ line: 0, reason: abortReason(failure.error) }], warnings: [], limit: 1 }),
      items_total: 0,
      items_imported: 0,
      items_unchanged: 0,
      items_failed: 0,
    })
    .execute();
}

/**
 * An import of this shop still 'running' when a new one starts was cut off (the process died); its
 * committed batches stay, and it is marked failed. (Imports of one shop must not run concurrently.)
 */
export async function markInterruptedImports(db: Db, shopId: number): Promise<void> {
  await db
    .updateTable('feed_imports')
    .set({
      status: 'failed',
      finished_at: new Date().toISOString(),
      report: JSON.stringify([{ line: 0, reason: 'Import interrupted: the process ended before it finished' }]),
    })
    .where('shop_id', '=', shopId)
    .where('status', '=', 'running')
    .execute();
}

/** An import that broke while running keeps the counts of what it committed, its problems so far and the reason it stopped. */
export async function recordAbortedImport(
  db: Db,
  aborted: {
    importId: number;
    itemsTotal: number;
    state: { imported: number; unchanged: number; failed: number; problems: readonly ItemProblem[]; warnings: readonly ItemProblem[] };
    error: unknown;
  },
): Promise<void> {
  const { state } = aborted;
  await db
    .updateTable('feed_imports')
    .set({
      status: 'failed',
      finished_at: new Date().toISOString(),
      items_total: aborted.itemsTotal,
      items_imported: state.imported,
      items_unchanged: state.unchanged,
      items_failed: state.failed,
      report: storedReport({
        problems: [...state.problems, { line: 0, reason: abortReason(aborted.error) }],
        warnings: state.warnings,
        limit: MAX_REPORTED,
      }),
    })
    .where('id', '=', aborted.importId)
    .execute();
}
