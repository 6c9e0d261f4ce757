import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Every offer's EAN and manufacturer + MPN point at its product (issue 22 point 7), not only the ones the
 * product was created with: `product_identifiers` holds one row per identifier, the product it was first
 * recorded for. It is filled from the products' own identifiers (the lowest product id wins a conflict, as
 * the importer's lookup by `products.ean` did), and every offer is rewritten once at its next import, which
 * records its identifiers: the offers' hashes are cleared and the feeds' fingerprints forgotten, so
 * unchanged feeds are read again. The lookup no longer reads `products.ean` and `products.mpn`, so their
 * indexes go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('product_identifiers')
    .addColumn('kind', 'varchar(3)', (c) => c.notNull())
    .addColumn('value', 'varchar(130)', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addPrimaryKeyConstraint('product_identifiers_key', ['kind', 'value'])
    // SQLite keeps a rowid table beside its primary key index otherwise: two B-trees to write per identifier.
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await sql`insert into product_identifiers (kind, value, product_id) select 'ean', ean, id from products where ean is not null order by id on conflict do nothing`.execute(
    db,
  );
  await sql`insert into product_identifiers (kind, value, product_id) select 'mpn', cast(manufacturer_id as varchar(20)) || ':' || mpn, id from products where manufacturer_id is not null and mpn is not null order by id on conflict do nothing`.execute(
    db,
  );
  await sql`update variants set content_hash = ''`.execute(db);
  await sql`update feed_imports set fingerprint = null`.execute(db);
  await db.schema.dropIndex('products_ean').execute();
  await db.schema.dropIndex('products_mpn').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('products_ean').on('products').column('ean').execute();
  await db.schema.createIndex('products_mpn').on('products').columns(['manufacturer_id', 'mpn']).execute();
  await db.schema.dropTable('product_identifiers').execute();
}
