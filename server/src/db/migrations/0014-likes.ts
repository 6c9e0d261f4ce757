import { type Kysely, sql } from 'kysely';
import { withId } from './0001-catalogue';

/**
 * Likes (docs/adr/0007-likes.md): one row per liked item and owner, the owner a user (deleted with the account) or an
 * anonymous visitor (the SHA-256 of its visitor cookie), never both. The unique indexes make a like idempotent and
 * let pairing move a visitor's likes to a user with ON CONFLICT DO NOTHING; the counts of a batch read their
 * (item_type, item_id) prefix. The users' favourites share generation: bumping it revokes every shared link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('likes')
    .$call(withId(db))
    .addColumn('item_type', 'varchar(20)', (c) => c.notNull())
    /* A comparison's id is up to 100 variant ids joined by '-'. */
    .addColumn('item_id', 'varchar(1800)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('visitor_key', 'varchar(64)')
    /* 1 when the shopper agreed to remarketing with this like (variants only). */
    .addColumn('consent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addCheckConstraint('likes_one_owner', sql`(user_id is null) <> (visitor_key is null)`)
    .execute();
  await db.schema.createIndex('likes_user_item').on('likes').columns(['item_type', 'item_id', 'user_id']).unique().execute();
  await db.schema.createIndex('likes_visitor_item').on('likes').columns(['item_type', 'item_id', 'visitor_key']).unique().execute();
  await db.schema.createIndex('likes_of_user').on('likes').columns(['user_id', 'item_type', 'created_at']).execute();
  await db.schema.createIndex('likes_of_visitor').on('likes').columns(['visitor_key', 'item_type', 'created_at']).execute();

  await db.schema
    .createTable('favourite_shares')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('generation', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favourite_shares').execute();
  await db.schema.dropTable('likes').execute();
}
