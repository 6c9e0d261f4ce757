import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type LogConfig, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import { databaseTarget } from './database-url';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';
import { startWalCheckpointer } from './wal-checkpointer';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** Closes every connection; for SQLite also checkpoints the WAL so the file is complete on its own. */
  close(): Promise<void>;
}

/*
 * Pages of 8 KB in a new database file (SQLite's default is 4 KB; an existing file keeps its own): a bulk import
 * then makes half as many page writes, WAL frames and B-tree splits for the rows it appends (figures in
 * docs/adr/0005-sqlite-settings-for-bulk-imports.md).
 */
const PAGE_SIZE = 8192;
/*
 * Checkpoint every 1 GB of WAL instead of every 4 MB. Each checkpoint syncs the file, and copies the newest
 * version of every page the WAL holds: a bulk import rewrites the same index pages in commit after commit,
 * so a larger WAL copies each of them fewer times (docs/adr/0005-sqlite-settings-for-bulk-imports.md).
 */
export const WAL_AUTOCHECKPOINT_BYTES = 1024 ** 3;
/*
 * A thread of its own (db/wal-checkpointer.ts) copies the first 3/4 of it, then each 1/8, before the connection's
 * checkpoint is due, which then copies only the rest (966k imported offers: the importing thread spent 9.4 s in
 * the COMMITs that checkpointed, 6 s of it waiting for the disk).
 */
const CHECKPOINT_POLL_MS = 250;

/**
 * Opens the database named by `url` (db/database-url.ts): `postgres://…` / `postgresql://…` uses PostgreSQL;
 * `sqlite:PATH`, `file:PATH` or a bare path uses an SQLite file (`:memory:` for a private in-memory database);
 * another scheme throws. `log` sees every statement (tests that read them).
 */
export function openDatabase(url: string, options: { log?: LogConfig } = {}): DatabaseHandle {
  const target = databaseTarget(url);
  if (target.dialect === 'postgres') {
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: target.url, max: 10 }) }),
      log: options.log,
    });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const { path } = target;
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma(`page_size = ${PAGE_SIZE}`);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  /*
   * 256 MB of page cache: a bulk import at ~1M offers keeps its random indexes (product EAN / MPN / title key,
   * image URL, variants by product) cached while the appended variant rows pass through; with less they are
   * read again and again (docs/adr/0005-sqlite-settings-for-bulk-imports.md).
   */
  sqlite.pragma('cache_size = -262144');
  sqlite.pragma('temp_store = MEMORY');
  const walPages = WAL_AUTOCHECKPOINT_BYTES / (sqlite.pragma('page_size', { simple: true }) as number);
  sqlite.pragma(`wal_autocheckpoint = ${walPages}`);
  const checkpointer =
    path === ':memory:'
      ? null
      : startWalCheckpointer({ path, pages: (walPages * 3) / 4, morePages: walPages / 8, intervalMs: CHECKPOINT_POLL_MS });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), log: options.log });
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await checkpointer?.stop();
      if (sqlite.open && path !== ':memory:') sqlite.pragma('wal_checkpoint(TRUNCATE)');
      await db.destroy();
    },
  };
}
