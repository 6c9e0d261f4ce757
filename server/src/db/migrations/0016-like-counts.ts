import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The likes each item has, kept by the database itself (docs/adr/0007-likes.md "Counts"): `like_counts` holds one
 * row per liked item, and triggers on `likes` add one for each row inserted and take one for each row deleted, in
 * the statement's own transaction. So every way a like comes or goes (a like, an unlike, a pairing's copy and
 * delete, an account's likes deleted by its ON DELETE CASCADE) moves the count with it, commits or rolls back with
 * it, on SQLite and on PostgreSQL with any number of processes; a batch then reads one row per id instead of
 * counting every like of it. An item's `item_type` and `item_id` are never updated, only inserted and deleted.
 *
 * The unique indexes that make a like idempotent now lead with the owner and end with the item, so the
 * liked-by-caller half of a batch probes one contiguous stretch of the index (the owner's likes) instead of one
 * distant leaf page per id; the counts no longer need the item-first order, and received likes keep (item_type,
 * item_id). Three indexes instead of four: a like writes one less.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('like_counts')
    .addColumn('item_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('item_id', 'varchar(1800)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('like_counts_item', ['item_type', 'item_id'])
    /* SQLite: the rows live in the key's B-tree, so a lookup is one descent, not an index and then the table. */
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await sql`insert into like_counts (item_type, item_id, count)
    select item_type, item_id, count(*) from likes group by item_type, item_id`.execute(db);

  if (postgres) {
    await sql`create function like_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into like_counts (item_type, item_id, count) values (new.item_type, new.item_id, 1)
            on conflict (item_type, item_id) do update set count = like_counts.count + 1;
        else
          update like_counts set count = count - 1 where item_type = old.item_type and item_id = old.item_id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger likes_counted after insert or delete on likes
      for each row execute function like_counts_follow()`.execute(db);
  } else {
    await sql`create trigger likes_counted after insert on likes begin
      insert into like_counts (item_type, item_id, count) values (new.item_type, new.item_id, 1)
        on conflict (item_type, item_id) do update set count = count + 1;
    end`.execute(db);
    await sql`create trigger likes_uncounted after delete on likes begin
      update like_counts set count = count - 1 where item_type = old.item_type and item_id = old.item_id;
    end`.execute(db);
  }

  for (const index of ['likes_user_item', 'likes_visitor_item', 'likes_of_user', 'likes_of_visitor'])
    await db.schema.dropIndex(index).execute();
  await db.schema.createIndex('likes_user_item').on('likes').columns(['user_id', 'item_type', 'item_id']).unique().execute();
  await db.schema.createIndex('likes_visitor_item').on('likes').columns(['visitor_key', 'item_type', 'item_id']).unique().execute();
  /* Received likes look up an item's other likes. */
  await db.schema.createIndex('likes_item').on('likes').columns(['item_type', 'item_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const index of ['likes_user_item', 'likes_visitor_item', 'likes_item']) await db.schema.dropIndex(index).execute();
  await db.schema.createIndex('likes_user_item').on('likes').columns(['item_type', 'item_id', 'user_id']).unique().execute();
  await db.schema.createIndex('likes_visitor_item').on('likes').columns(['item_type', 'item_id', 'visitor_key']).unique().execute();
  await db.schema.createIndex('likes_of_user').on('likes').columns(['user_id', 'item_type', 'created_at']).execute();
  await db.schema.createIndex('likes_of_visitor').on('likes').columns(['visitor_key', 'item_type', 'created_at']).execute();
  if (postgres) {
    await sql`drop trigger likes_counted on likes`.execute(db);
    await sql`drop function like_counts_follow()`.execute(db);
  } else {
    await sql`drop trigger likes_counted`.execute(db);
    await sql`drop trigger likes_uncounted`.execute(db);
  }
  await db.schema.dropTable('like_counts').execute();
}
