import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase, WAL_AUTOCHECKPOINT_BYTES } from './database';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'uyut-db-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function pageFacts(path: string): Promise<{ pageSize: number; autocheckpoint: number }> {
  const handle = openDatabase(`sqlite:${path}`);
  try {
    await sql`create table if not exists t (x integer)`.execute(handle.db);
    const [size] = (await sql<{ page_size: number }>`pragma page_size`.execute(handle.db)).rows;
    const [wal] = (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle.db)).rows;
    return { pageSize: size?.page_size ?? 0, autocheckpoint: wal?.wal_autocheckpoint ?? 0 };
  } finally {
    await handle.close();
  }
}

describe('openDatabase (SQLite file)', () => {
  it('creates a new database with 8 KB pages and checkpoints its WAL every 1 GB', async () => {
    expect(await pageFacts(join(dir, 'new.sqlite'))).toEqual({ pageSize: 8192, autocheckpoint: WAL_AUTOCHECKPOINT_BYTES / 8192 });
  });

  it('keeps the page size of an existing database, and counts its 1 GB of WAL in those pages', async () => {
    const path = join(dir, 'old.sqlite');
    const old = new SQLite(path);
    old.exec('create table t (x integer)');
    old.close();
    expect(await pageFacts(path)).toEqual({ pageSize: 4096, autocheckpoint: WAL_AUTOCHECKPOINT_BYTES / 4096 });
  });
});
