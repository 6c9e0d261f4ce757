import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** An auto-incrementing integer key: SERIAL on PostgreSQL, INTEGER PRIMARY KEY AUTOINCREMENT on SQLite. */
export function withId(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Written with Kysely's schema builder only, so it runs unchanged on SQLite and PostgreSQL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shops')
    .$call(withId(db))
    .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .$call(withId(db))
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('long_name', 'varchar(600)', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text')
    .addColumn('menu', 'varchar(20)')
    .execute();
  await db.schema.createIndex('categories_parent').on('categories').column('parent_id').execute();

  await db.schema
    .createTable('manufacturers')
    .$call(withId(db))
    .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .$call(withId(db))
    .addColumn('slug', 'varchar(300)', (c) => c.notNull())
    .addColumn('name', 'varchar(500)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('manufacturer_id', 'integer', (c) => c.references('manufacturers.id'))
    .addColumn('ean', 'varchar(20)')
    .addColumn('mpn', 'varchar(100)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_category').on('products').column('category_id').execute();
  await db.schema.createIndex('products_ean').on('products').column('ean').execute();
  await db.schema.createIndex('products_mpn').on('products').columns(['manufacturer_id', 'mpn']).execute();

  await db.schema
    .createTable('variants')
    .$call(withId(db))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('item_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('item_group_id', 'varchar(200)')
    .addColumn('name', 'varchar(500)', (c) => c.notNull())
    .addColumn('slug', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('url', 'varchar(1000)', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('price_before_discount', 'integer')
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('voucher_code', 'varchar(100)')
    .addColumn('voucher_value', 'integer')
    .addColumn('voucher_type', 'varchar(10)')
    .addColumn('delivery_price', 'integer')
    .addColumn('delivery_days', 'integer')
    .addColumn('in_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('installment_months', 'integer')
    .addColumn('installment_amount', 'integer')
    .addColumn('cooling_off_days', 'integer')
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('width_from', 'integer')
    .addColumn('width_to', 'integer')
    .addColumn('height_from', 'integer')
    .addColumn('height_to', 'integer')
    .addColumn('depth_from', 'integer')
    .addColumn('depth_to', 'integer')
    .addColumn('diameter_from', 'integer')
    .addColumn('diameter_to', 'integer')
    .addColumn('rating', 'real')
    .addColumn('reviews_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tier', 'varchar(20)')
    .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addUniqueConstraint('variants_shop_item', ['shop_id', 'item_id'])
    .execute();
  await db.schema.createIndex('variants_product').on('variants').column('product_id').execute();

  await db.schema
    .createTable('images')
    .$call(withId(db))
    .addColumn('source_url', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .execute();

  await db.schema
    .createTable('variant_images')
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('variants.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image_id', 'integer', (c) => c.notNull().references('images.id'))
    .addPrimaryKeyConstraint('variant_images_pk', ['variant_id', 'position'])
    .execute();

  await db.schema
    .createTable('feed_imports')
    .$call(withId(db))
    .addColumn('shop_id', 'integer', (c) => c.references('shops.id'))
    .addColumn('source', 'varchar(1000)', (c) => c.notNull())
    .addColumn('format', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(40)')
    .addColumn('items_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('items_imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('items_unchanged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('items_failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('meta')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'meta',
    'feed_imports',
    'variant_images',
    'images',
    'variants',
    'products',
    'manufacturers',
    'categories',
    'shops',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
