import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A version per item type that moves with every like or unlike (docs/adr/0007-likes.md "Cache"): `like_versions`
 * holds one row per item type, and the triggers that keep `like_counts` also add one to it for each row of `likes`
 * inserted or deleted, in the statement's own transaction. A server process keeps counts and likers in memory and
 * reads only this row per batch: while it is unchanged nothing it holds can be stale, whichever process wrote.
 * Numbered 0018: 0017 is taken by another branch's migration, and migrations may land in any order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('like_versions')
    .addColumn('item_type', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();

  const bump = (row: 'new' | 'old') =>
    sql.raw(`insert into like_versions (item_type, version) values (${row}.item_type, 1)
    on conflict (item_type) do update set version = like_versions.version + 1;`);
  if (postgres) {
    await sql`create or replace function like_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into like_counts (item_type, item_id, count) values (new.item_type, new.item_id, 1)
            on conflict (item_type, item_id) do update set count = like_counts.count + 1;
          ${bump('new')}
        else
          update like_counts set count = count - 1 where item_type = old.item_type and item_id = old.item_id;
          ${bump('old')}
        end if;
        return null;
      end $$`.execute(db);
  } else {
    await sql`create trigger likes_versioned after insert on likes begin ${bump('new')} end`.execute(db);
    await sql`create trigger likes_unversioned after delete on likes begin ${bump('old')} end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`create or replace function like_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into like_counts (item_type, item_id, count) values (new.item_type, new.item_id, 1)
            on conflict (item_type, item_id) do update set count = like_counts.count + 1;
        else
          update like_counts set count = count - 1 where item_type = old.item_type and item_id = old.item_id;
        end if;
        return null;
      end $$`.execute(db);
  } else {
    await sql`drop trigger likes_versioned`.execute(db);
    await sql`drop trigger likes_unversioned`.execute(db);
  }
  await db.schema.dropTable('like_versions').execute();
}
