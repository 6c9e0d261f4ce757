import type { Kysely } from 'kysely';

/**
 * `image_descriptors`: the colour-and-shape descriptor of an image's original (services/visual/descriptor.ts), for
 * "visually similar" (issue 25 §5). One row per described image: `version` is the descriptor version it was computed
 * with and `source_hash` the SHA-256 of the original's bytes, so it is computed again only when either changes.
 * `descriptor` is base64 text (the same on SQLite and PostgreSQL); null with `error` when the original could not be
 * read, so a broken image is not tried again on every pass.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('image_descriptors')
    .addColumn('image_id', 'integer', (c) => c.primaryKey().references('images.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('source_hash', 'varchar(64)')
    .addColumn('descriptor', 'text')
    .addColumn('error', 'varchar(500)')
    .addColumn('computed_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('image_descriptors').execute();
}
