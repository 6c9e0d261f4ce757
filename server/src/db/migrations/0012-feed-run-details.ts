import type { Kysely } from 'kysely';

/**
 * What `feeds list` needs of a registered feed beyond its last status: why its last run failed
 * (`last_error`), and whether the feed may name file: image URLs (`allow_file_images`, for feeds we produce
 * ourselves, such as the demo's), as `import --allow-file-images` allows for one import.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feeds').addColumn('last_error', 'text').execute();
  await db.schema
    .alterTable('feeds')
    .addColumn('allow_file_images', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['allow_file_images', 'last_error']) await db.schema.alterTable('feeds').dropColumn(column).execute();
}
