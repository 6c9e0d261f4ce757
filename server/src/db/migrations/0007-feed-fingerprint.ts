import type { Kysely } from 'kysely';

/**
 * What an import read, so that the next import of a byte-identical feed can be skipped: a fingerprint of
 * the file and of everything its result depends on, and the time until which that result holds (a sale
 * period in the feed starts or ends).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feed_imports').addColumn('fingerprint', 'varchar(100)').execute();
  await db.schema.alterTable('feed_imports').addColumn('valid_until', 'varchar(40)').execute();
  await db.schema
    .alterTable('feed_imports')
    .addColumn('feed_unchanged', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['feed_unchanged', 'valid_until', 'fingerprint'])
    await db.schema.alterTable('feed_imports').dropColumn(column).execute();
}
