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
