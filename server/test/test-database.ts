import { randomBytes } from 'node:crypto';
import { type LogConfig, sql } from 'kysely';
import { type DatabaseHandle, type Db, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { administer, databaseName, postgresTestUrl, templateName, withDatabase } from './postgres-lane';

export interface TestDatabaseOptions {
  /** Rows the test starts from, written after the migrations. */
  seed?: (db: Db) => Promise<void>;
  /** False for an empty database without the schema (tests of the migrations themselves). */
  migrated?: boolean;
  /** Every statement the database runs, for tests that count or read them. */
  log?: LogConfig;
  /**
   * Why this test needs SQLite (its pragmas, statement text or error behaviour): it then opens an in-memory SQLite
   * database on both lanes, and says so here rather than failing on PostgreSQL.
   */
  sqliteOnly?: string;
}

/**
 * A fresh database of the test's own, migrated unless asked otherwise: in-memory SQLite, or, when DATABASE_URL is a
 * PostgreSQL URL (the PostgreSQL lane, `npm run test:server:pg`), a database of its own on that server, so that
 * tests and jest workers never share one.
 */
export async function testDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const url = options.sqliteOnly === undefined ? postgresTestUrl() : undefined;
  const migrated = options.migrated ?? true;
  let handle: DatabaseHandle;
  if (url === undefined) {
    handle = openDatabase('sqlite::memory:', { log: options.log });
    if (migrated) await migrateToLatest(handle.db);
  } else {
    handle = migrated ? await migratedCopy(url, options.log) : await emptyDatabase(url, options.log);
  }
  await options.seed?.(handle.db);
  return handle;
}

/* Jest loads this module afresh for each test file: the token tells its databases from those of earlier files. */
const fileToken = randomBytes(4).toString('hex');
let created = 0;
/*
 * Copying the template costs a second or more on a busy machine, emptying a used copy a few milliseconds: a closed
 * copy is emptied (rows deleted, sequences restarted: as migrated) and handed to the next test of the file. The
 * global teardown drops them all.
 */
const emptied: string[] = [];
let emptyingStatements: string | undefined;

async function createDatabase(url: string, template?: string): Promise<string> {
  created += 1;
  const name = `${databaseName(url)}_${process.pid}_${fileToken}_${created}`;
  await administer(url, (client) => client.query(`create database "${name}"${template === undefined ? '' : ` template "${template}"`}`));
  return name;
}

async function migratedCopy(url: string, log?: LogConfig): Promise<DatabaseHandle> {
  const name = emptied.pop() ?? (await createDatabase(url, templateName(url)));
  const handle = openDatabase(withDatabase(url, name), { log });
  return {
    ...handle,
    close: async () => {
      emptyingStatements ??= await emptying(handle.db);
      await sql.raw(emptyingStatements).execute(handle.db);
      await handle.close();
      emptied.push(name);
    },
  };
}

async function emptyDatabase(url: string, log?: LogConfig): Promise<DatabaseHandle> {
  const name = await createDatabase(url);
  const handle = openDatabase(withDatabase(url, name), { log });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await administer(url, (client) => client.query(`drop database "${name}" with (force)`));
    },
  };
}

/** Deletes every row, each table before the tables it references, and restarts every sequence. */
async function emptying(db: Db): Promise<string> {
  const tables = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema() and tablename not like 'kysely\\_%'`.execute(db);
  const references = await sql<{ child: string; parent: string }>`
    select conrelid::regclass::text as child, confrelid::regclass::text as parent
    from pg_constraint where contype = 'f' and connamespace = current_schema()::regnamespace`.execute(db);
  const sequences = await sql<{ name: string }>`select sequencename as name from pg_sequences where schemaname = current_schema()`.execute(
    db,
  );
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (table: string): void => {
    if (seen.has(table)) return;
    seen.add(table);
    for (const { child, parent } of references.rows) if (parent === table && child !== table) visit(child);
    ordered.push(table);
  };
  for (const { name } of tables.rows) visit(name);
  return [
    ...ordered.map((table) => `delete from "${table}"`),
    ...sequences.rows.map((sequence) => `alter sequence "${sequence.name}" restart`),
  ].join(';\n');
}
