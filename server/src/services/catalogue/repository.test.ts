import { recordChanges } from '../../catalogue/change-log';
import type { DatabaseHandle } from '../../db/database';
import { bumpCatalogueVersion } from '../../db/meta';
import { seedSmallCatalogue } from '../../../test/helpers';
import { testDatabase } from '../../../test/test-database';
import * as repo from './repository';

describe('catalogue repository: catalogueState (what a kept listing answer is checked against on every request)', () => {
  let handle: DatabaseHandle;

  beforeEach(async () => {
    handle = await testDatabase();
  });

  afterEach(() => handle.close());

  it('reads the same state while nothing changes, and a new one after each logged change and each version bump', async () => {
    const state = async () => (await repo.catalogueState(handle.db)).key;
    const empty = await state();
    expect(await state()).toBe(empty);
    await recordChanges(handle.db, [1]);
    const changed = await state();
    expect(changed).not.toBe(empty);
    await bumpCatalogueVersion(handle.db);
    const bumped = await state();
    expect(bumped).not.toBe(changed);
    await recordChanges(handle.db, [2]);
    expect(await state()).not.toBe(bumped);
  });
});

describe('catalogue repository: page reads compiled once per number of ids', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await testDatabase({ seed: seedSmallCatalogue });
  });

  afterAll(() => handle.close());

  it('answers each list of ids for itself, whichever list of the same length came first', async () => {
    const names = async (ids: number[]) => (await repo.variantsByIds(handle.db, ids)).map((r) => [r.id, r.shop_id, r.category_id]).sort();
    expect(await names([100, 102])).toEqual([
      [100, 1, 3],
      [102, 2, 4],
    ]);
    expect(await names([101, 103])).toEqual([
      [101, 2, 3],
      [103, 1, 5],
    ]);
    expect(await names([999, 102])).toEqual([[102, 2, 4]]);
    expect((await repo.shopsByIds(handle.db, [2, 7])).map((s) => s.slug)).toEqual(['domart']);
    expect((await repo.categoriesByIds(handle.db, [4, 3])).map((c) => c.slug).sort()).toEqual(['aglovi-divani', 'masi']);
    expect([...(await repo.imagesOf(handle.db, [100, 101]))]).toEqual([[100, [1]]]);
    expect([...(await repo.imagesOf(handle.db, [102, 101]))]).toEqual([]);
    expect([...(await repo.activeOfferCounts(handle.db, [10, 11]))].sort()).toEqual([
      [10, 2],
      [11, 1],
    ]);
    expect([...(await repo.activeOfferCounts(handle.db, [12, 11]))]).toEqual([[11, 1]]);
  });
});
