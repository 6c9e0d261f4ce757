import type { Kysely } from 'kysely';
import { withId } from './0001-catalogue';

/**
 * Price and availability history per variant (appended on change only), the honest-discount facts derived
 * from it and denormalised on the variant, the delivery providers each offer lists, and the registry of
 * shop feeds that are re-imported on a schedule.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('price_history')
    .$call(withId(db))
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('variants.id'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('in_stock', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('recorded_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_history_variant').on('price_history').columns(['variant_id', 'recorded_at']).execute();

  await db.schema.alterTable('variants').addColumn('lowest_price_30d', 'integer').execute();
  await db.schema
    .alterTable('variants')
    .addColumn('discount_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('variants').addColumn('price_drop_at', 'varchar(40)').execute();

  await db.schema
    .createTable('variant_deliveries')
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('variants.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('carrier_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('price_cod', 'integer')
    .addColumn('delivery_days', 'integer')
    .addPrimaryKeyConstraint('variant_deliveries_pk', ['variant_id', 'position'])
    .execute();

  await db.schema
    .createTable('feeds')
    .$call(withId(db))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('url', 'varchar(1000)', (c) => c.notNull())
    .addColumn('format', 'varchar(20)')
    .addColumn('interval_minutes', 'integer', (c) => c.notNull())
    .addColumn('last_run_at', 'varchar(40)')
    .addColumn('last_status', 'varchar(20)')
    .addColumn('last_import_id', 'integer')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addUniqueConstraint('feeds_shop_url', ['shop_id', 'url'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feeds').execute();
  await db.schema.dropTable('variant_deliveries').execute();
  await db.schema.alterTable('variants').dropColumn('price_drop_at').execute();
  await db.schema.alterTable('variants').dropColumn('discount_verified').execute();
  await db.schema.alterTable('variants').dropColumn('lowest_price_30d').execute();
  await db.schema.dropIndex('price_history_variant').execute();
  await db.schema.dropTable('price_history').execute();
}
