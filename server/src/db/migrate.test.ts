import { sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from './database';
import { migrateToLatest } from './migrate';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = openDatabase('sqlite::memory:');
  await migrateToLatest(handle.db);
});
afterEach(() => handle.close());

describe('migrations', () => {
  it('indexes products by category once: the title-key index, which lookups by category use', async () => {
    const indexes = await sql<{ name: string }>`select name from pragma_index_list('products') order by name`.execute(handle.db);
    expect(indexes.rows.map((row) => row.name)).toEqual(['products_ean', 'products_mpn', 'products_title_key']);
    const plan = await sql<{ detail: string }>`explain query plan select id from products where category_id = ${1}`.execute(handle.db);
    expect(plan.rows.map((row) => row.detail).join('\n')).toContain('USING COVERING INDEX products_title_key (category_id=?)');
  });
});
