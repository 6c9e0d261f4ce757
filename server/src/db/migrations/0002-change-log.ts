import type { Kysely } from 'kysely';
import { withId } from './0001-catalogue';

/** The catalogue change log: every variant an import (or any writer) changed, in commit order. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_changes')
    .$call(withId(db))
    .addColumn('variant_id', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_changes').execute();
}
