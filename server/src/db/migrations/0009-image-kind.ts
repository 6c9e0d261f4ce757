import type { Kysely } from 'kysely';

/**
 * `images.kind`: what the image belongs to (spec §9 image types: variant, product, eshop, category,
 * inspiration, review), so an image answers only under its own type. Every image stored so far came from
 * a shop feed's offer, hence the default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('images')
    .addColumn('kind', 'text', (column) => column.notNull().defaultTo('variant'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('images').dropColumn('kind').execute();
}
