import type { Kysely } from 'kysely';

/** The normalised title key of each product (catalogue/title-key.ts), looked up per category by the importer's title rule. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('title_key', 'varchar(600)').execute();
  await db.schema.createIndex('products_title_key').on('products').columns(['category_id', 'title_key']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_title_key').execute();
  await db.schema.alterTable('products').dropColumn('title_key').execute();
}
