import type { Kysely } from 'kysely';
import { withId } from './0001-catalogue';

/** Click-outs to shops: append-only, one row per click. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clicks')
    .$call(withId(db))
    .addColumn('variant_id', 'integer', (c) => c.notNull())
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('source', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer')
    .addColumn('request_id', 'varchar(64)')
    .addColumn('page', 'varchar(300)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clicks_variant').on('clicks').column('variant_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('clicks').execute();
}
