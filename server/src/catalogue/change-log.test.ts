import { postgresTestUrl } from '../../test/postgres-lane';
import { testDatabase } from '../../test/test-database';
import { lastChangeId, readChangesAfter, recordChanges } from './change-log';

describe('catalogue change log', () => {
  it('reads back the variants changed after a given id, de-duplicated, in order', async () => {
    const { db, close } = await testDatabase();
    expect(await lastChangeId(db)).toBe(0);
    await db.transaction().execute((trx) => recordChanges(trx, [5, 7, 5]));
    const first = await readChangesAfter(db, { after: 0 });
    expect(first.variantIds).toEqual([5, 7]);
    await recordChanges(db, [9]);
    const second = await readChangesAfter(db, { after: first.lastId });
    expect(second.variantIds).toEqual([9]);
    expect(await lastChangeId(db)).toBe(second.lastId);
    expect((await readChangesAfter(db, { after: second.lastId })).variantIds).toEqual([]);
    await close();
  });

  /*
   * PostgreSQL only: SQLite has one connection and one writer, so no reader can look while a writer's transaction is
   * open and ids always become visible in order; the PostgreSQL lane runs this.
   */
  const onPostgres = postgresTestUrl() !== undefined;
  if (onPostgres)
    it('never shows a reader a later id while an earlier writer has not committed, so a moving cursor skips none', async () => {
      const { db, close } = await testDatabase();
      let releaseFirst!: () => void;
      const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstRecorded!: () => void;
      const recorded = new Promise<void>((resolve) => (firstRecorded = resolve));
      const first = db.transaction().execute(async (trx) => {
        await recordChanges(trx, [1]);
        firstRecorded();
        await firstHolds;
      });
      await recorded;
      let secondDone = false;
      const second = db
        .transaction()
        .execute((trx) => recordChanges(trx, [2]))
        .then(() => (secondDone = true));
      /* Without the ordering the second writer commits at once; give it the chance, then look as a reader would. */
      const deadline = Date.now() + 500;
      while (!secondDone && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      const seen = await readChangesAfter(db, { after: 0 });
      expect(seen.variantIds).toEqual([]);
      releaseFirst();
      await Promise.all([first, second]);
      const after = await readChangesAfter(db, { after: seen.lastId });
      expect(after.variantIds).toEqual([1, 2]);
      await close();
    });

  it('loses nothing when the transaction that recorded it rolls back: nothing is recorded', async () => {
    const { db, close } = await testDatabase();
    await expect(
      db.transaction().execute(async (trx) => {
        await recordChanges(trx, [1]);
        throw new Error('import failed');
      }),
    ).rejects.toThrow('import failed');
    expect((await readChangesAfter(db, { after: 0 })).variantIds).toEqual([]);
    await close();
  });
});
