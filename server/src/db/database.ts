import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { Pool } from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** Closes every connection; for SQLite also checkpoints the WAL so the file is complete on its own. */
  close(): Promise<void>;
}

/** Prepared statements kept per connection: the hot queries are a few SQL texts run over and over. */
const STATEMENT_CACHE_SIZE = 256;

/**
 * The connection as Kysely sees it, preparing each SQL text once: a statement is kept (least recently used out
 * after `size`) and run again with new parameters. Safe because better-sqlite3 runs every statement to the end
 * synchronously, and SQLite re-prepares a kept statement itself after a schema change.
 */
export function preparingOnce(sqlite: SqliteDatabase, options: { size: number }): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > options.size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/**
 * Opens the database named by `url`: `postgres://…` / `postgresql://…` uses PostgreSQL; `sqlite:PATH`,
 * `file:PATH` or a bare path uses an SQLite file (`:memory:` for a private in-memory database).
 */
export function openDatabase(url: string): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 10 }) }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const path = url.replace(/^(sqlite|file):(\/\/)?/, '');
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: preparingOnce(sqlite, { size: STATEMENT_CACHE_SIZE }) }) });
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      if (sqlite.open && path !== ':memory:') sqlite.pragma('wal_checkpoint(TRUNCATE)');
      await db.destroy();
    },
  };
}
