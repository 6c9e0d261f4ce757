import { recordChanges } from '../../catalogue/change-log';
import { type DatabaseHandle, openDatabase } from '../../db/database';
import { bumpCatalogueVersion } from '../../db/meta';
import { migrateToLatest } from '../../db/migrate';
import { createCatalogueRepository } from './repository';

describe('catalogue repository: catalogueState (what a kept listing answer is checked against on every request)', () => {
  let handle: DatabaseHandle;

  beforeEach(async () => {
    handle = openDatabase('sqlite::memory:');
    await migrateToLatest(handle.db);
  });

  afterEach(() => handle.close());

  it('reads the same state while nothing changes, and a new one after each logged change and each version bump', async () => {
    const repo = createCatalogueRepository(handle.db);
    const empty = await repo.catalogueState();
    expect(await repo.catalogueState()).toBe(empty);
    await recordChanges(handle.db, [1]);
    const changed = await repo.catalogueState();
    expect(changed).not.toBe(empty);
    await bumpCatalogueVersion(handle.db);
    const bumped = await repo.catalogueState();
    expect(bumped).not.toBe(changed);
    await recordChanges(handle.db, [2]);
    expect(await repo.catalogueState()).not.toBe(bumped);
  });
});
