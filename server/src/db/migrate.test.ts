import { type Kysely, sql } from 'kysely';
import { testDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './database';
import * as productIdentifiers from './migrations/0011-product-identifiers';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await testDatabase();
});
afterEach(() => handle.close());

describe('migrations', () => {
  it('indexes products by category once: the title-key index, which lookups by category use', async () => {
    const sqlite = await testDatabase({ sqliteOnly: "it reads SQLite's index list and query plan" });
    const indexes = await sql<{ name: string }>`select name from pragma_index_list('products') order by name`.execute(sqlite.db);
    expect(indexes.rows.map((row) => row.name)).toEqual(['products_title_key']);
    const plan = await sql<{ detail: string }>`explain query plan select id from products where category_id = ${1}`.execute(sqlite.db);
    expect(plan.rows.map((row) => row.detail).join('\n')).toContain('USING COVERING INDEX products_title_key (category_id=?)');
    await sqlite.close();
  });

  it("0011 points the products' own identifiers at them (the lowest id wins a conflict) and has every offer and feed read again", async () => {
    const db = handle.db;
    await productIdentifiers.down(db as Kysely<unknown>);
    const now = '2026-11-01T00:00:00.000Z';
    const { id: categoryId } = await db
      .insertInto('categories')
      .values({ parent_id: null, slug: 'kresla', name: 'Кресла', long_name: 'Кресла', position: 0, description: null, menu: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: manufacturerId } = await db
      .insertInto('manufacturers')
      .values({ slug: 'nordika', name: 'Нордика' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const product = (values: { ean: string | null; mpn: string | null }) =>
      db
        .insertInto('products')
        .values({
          slug: 'kreslo',
          name: 'Кресло',
          description: '',
          category_id: categoryId,
          manufacturer_id: values.mpn === null ? null : manufacturerId,
          ...values,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const first = await product({ ean: '3800123456787', mpn: 'LN-1' });
    const second = await product({ ean: '3800123456787', mpn: 'LN-2' });
    await product({ ean: null, mpn: null });
    const { id: shopId } = await db
      .insertInto('shops')
      .values({ slug: 'shop', name: 'Shop', url: 'https://shop.example/', paid: 0, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('feed_imports')
      .values({
        shop_id: shopId,
        source: 'feed.xml',
        format: 'heureka',
        status: 'done',
        started_at: now,
        items_total: 1,
        items_imported: 1,
        items_unchanged: 0,
        items_failed: 0,
        report: '[]',
        fingerprint: 'abc',
      })
      .execute();
    await db
      .insertInto('variants')
      .values({
        product_id: first.id,
        shop_id: shopId,
        item_id: 'A-1',
        name: 'Кресло',
        slug: 'kreslo',
        description: '',
        url: 'https://shop.example/1',
        price: 100,
        currency: 'BGN',
        in_stock: 1,
        active: 1,
        params: '[]',
        reviews_count: 0,
        content_hash: '1.abc',
        created_at: now,
        updated_at: now,
      })
      .execute();

    await productIdentifiers.up(db as Kysely<unknown>);

    const identifiers = await db.selectFrom('product_identifiers').selectAll().orderBy('kind').orderBy('value').execute();
    expect(identifiers).toEqual([
      { kind: 'ean', value: '3800123456787', product_id: first.id },
      { kind: 'mpn', value: `${manufacturerId}:LN-1`, product_id: first.id },
      { kind: 'mpn', value: `${manufacturerId}:LN-2`, product_id: second.id },
    ]);
    expect(await db.selectFrom('variants').select('content_hash').execute()).toEqual([{ content_hash: '' }]);
    expect(await db.selectFrom('feed_imports').select('fingerprint').execute()).toEqual([{ fingerprint: null }]);
  });
});
