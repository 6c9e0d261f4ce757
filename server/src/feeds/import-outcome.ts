/**
 * How an import that ran to its end is reported: the ImportReport it returns, assembled from the import's state,
 * and the same counts and report stored on its `feed_imports` row; also the shortcut for a feed identical to the
 * shop's last import, and what a new import learns from the shop's previous ones.
 */
import type { Db } from '../db/database';
import { type ImportReport, type ItemProblem, MAX_REPORTED, readStoredReport, storedReport } from './import-report';
import type { ImportState } from './import-state';

/**
 * The report of an import that read its feed (to the end, or up to a feed error `fatal`), stored on its row with
 * the fingerprint and validity that let the next import of an identical feed skip it.
 */
export async function recordFinishedImport(
  db: Db,
  finished: {
    importId: number;
    shopId: number;
    state: ImportState;
    itemsTotal: number;
    /** The feed error that stopped the import before deactivating anything; null when the feed was complete. */
    fatal: ItemProblem | null;
    fingerprint: string;
    validUntil: string | null;
    started: number;
  },
): Promise<ImportReport> {
  const { state, fatal } = finished;
  const complete = fatal === null;
  // The feed error goes last and is never cut off: it says why the import failed (feeds list shows it).
  const problems = fatal ? [...state.problems.slice(0, MAX_REPORTED - 1), fatal] : state.problems;
  const report: ImportReport = {
    importId: finished.importId,
    shopId: finished.shopId,
    status: complete ? 'done' : 'failed',
    complete,
    itemsTotal: finished.itemsTotal,
    itemsImported: state.imported,
    itemsUnchanged: state.unchanged,
    itemsFailed: state.failed,
    itemsDeactivated: state.deactivated,
    productsCreated: state.productsCreated,
    problems,
    warnings: state.warnings,
    catalogueChanged: state.imported > 0 || state.deactivated > 0,
    feedUnchanged: false,
    seconds: (performance.now() - finished.started) / 1000,
  };
  await db
    .updateTable('feed_imports')
    .set({
      status: report.status,
      finished_at: new Date().toISOString(),
      items_total: report.itemsTotal,
      items_imported: report.itemsImported,
      items_unchanged: report.itemsUnchanged,
      items_failed: report.itemsFailed,
      report: storedReport({ problems, warnings: state.warnings, limit: MAX_REPORTED }),
      fingerprint: finished.fingerprint,
      valid_until: finished.validUntil,
    })
    .where('id', '=', finished.importId)
    .execute();
  return report;
}

/**
 * When the shop's previous import completed from the same fingerprint and nothing in its feed has expired
 * since, this import is that one again: it is recorded as such and reports the same items as unchanged.
 */
export async function unchangedFeedReport(
  db: Db,
  run: { importId: number; shopId: number; fingerprint: string; now: string; started: number },
): Promise<ImportReport | null> {
  const previous = await db
    .selectFrom('feed_imports')
    .selectAll()
    .where('shop_id', '=', run.shopId)
    .where('id', '<', run.importId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (
    previous?.status !== 'done' ||
    previous.fingerprint !== run.fingerprint ||
    (previous.valid_until !== null && run.now >= previous.valid_until)
  )
    return null;
  const { problems, warnings } = readStoredReport(previous.report);
  const itemsUnchanged = previous.items_imported + previous.items_unchanged;
  await db
    .updateTable('feed_imports')
    .set({
      status: 'done',
      finished_at: new Date().toISOString(),
      items_total: previous.items_total,
      items_unchanged: itemsUnchanged,
      items_failed: previous.items_failed,
      report: previous.report,
      fingerprint: run.fingerprint,
      valid_until: previous.valid_until,
      feed_unchanged: 1,
    })
    .where('id', '=', run.importId)
    .execute();
  return {
    importId: run.importId,
    shopId: run.shopId,
    status: 'done',
    complete: true,
    itemsTotal: previous.items_total,
    itemsImported: 0,
    itemsUnchanged,
    itemsFailed: previous.items_failed,
    itemsDeactivated: 0,
    productsCreated: 0,
    problems,
    warnings,
    catalogueChanged: false,
    feedUnchanged: true,
    seconds: (performance.now() - run.started) / 1000,
  };
}

/** Valid items (read less bad) of the shop's last complete import before this one, or null when it has none. */
export async function lastCompleteValidItems(db: Db, run: { shopId: number; importId: number }): Promise<number | null> {
  const previous = await db
    .selectFrom('feed_imports')
    .select(['items_total', 'items_failed'])
    .where('shop_id', '=', run.shopId)
    .where('id', '<', run.importId)
    .where('status', '=', 'done')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return previous === undefined ? null : previous.items_total - previous.items_failed;
}
