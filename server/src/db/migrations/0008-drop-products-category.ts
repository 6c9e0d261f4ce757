import type { Kysely } from 'kysely';

/**
 * Drops `products_category`: `products_title_key` (category_id, title_key) serves every lookup by category
 * (and the foreign key's checks) from its first column, and the second index only made each new product
 * write one more randomly placed index page, ~7 % of the WAL pages of a first import.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_category').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('products_category').on('products').column('category_id').execute();
}
