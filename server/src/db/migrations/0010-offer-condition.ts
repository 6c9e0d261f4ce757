import type { Kysely } from 'kysely';

/**
 * `variants.condition`: 'new', 'used' or 'refurbished', from Google `condition` and Heureka `ITEM_TYPE`
 * (issue 22 point 8), so a used or refurbished offer says so. Offers stored so far are taken as new until
 * their next import rewrites them (HASH_VERSION 5).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('variants')
    .addColumn('condition', 'text', (column) => column.notNull().defaultTo('new'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('variants').dropColumn('condition').execute();
}
