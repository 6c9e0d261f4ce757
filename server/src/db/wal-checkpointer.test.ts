import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { startWalCheckpointer } from './wal-checkpointer';

/** A WAL database whose connection never checkpoints on its own, with `rows` rows of ~3 KB written one commit each. */
function walDatabase(rows: number): { sqlite: SQLite.Database; path: string; write: (rows: number) => void; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'uyut-wal-'));
  const path = join(dir, 'test.sqlite');
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('wal_autocheckpoint = 0');
  sqlite.exec('create table notes (id integer primary key, text text not null)');
  const insert = sqlite.prepare('insert into notes (text) values (?)');
  const write = (count: number) => {
    for (let i = 0; i < count; i++) insert.run(`${i}`.padEnd(3000, '.'));
  };
  write(rows);
  return { sqlite, path, write, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const walFrames = (sqlite: SQLite.Database) =>
  (sqlite.pragma('wal_checkpoint(NOOP)') as { log: number; checkpointed: number }[])[0] as { log: number; checkpointed: number };

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  for (const start = Date.now(); !condition();) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('startWalCheckpointer', () => {
  it('copies the WAL into the database file from a thread of its own once enough pages have piled up', async () => {
    const { sqlite, path, remove } = walDatabase(200);
    const before = walFrames(sqlite);
    expect(before.checkpointed).toBe(0);
    expect(before.log).toBeGreaterThan(200);
    expect(statSync(path).size).toBeLessThan(200 * 3000);
    const checkpointer = startWalCheckpointer({ path, pages: 100, morePages: 1000, intervalMs: 10 });
    try {
      await until(() => walFrames(sqlite).checkpointed === before.log, 15_000);
      expect(statSync(path).size).toBeGreaterThan(200 * 3000);
      expect(sqlite.prepare('select count(*) as rows from notes').get()).toEqual({ rows: 200 });
    } finally {
      await checkpointer.stop();
      sqlite.close();
      remove();
    }
  }, 20_000);

  it('after its first checkpoint of a WAL, copies again each time `morePages` more pages are waiting', async () => {
    const { sqlite, path, write, remove } = walDatabase(200);
    /* A reader holding a snapshot of the WAL keeps the writer from starting it over. */
    const reader = new SQLite(path);
    reader.exec('begin');
    reader.prepare('select count(*) from notes').get();
    const checkpointer = startWalCheckpointer({ path, pages: 100, morePages: 20, intervalMs: 10 });
    try {
      await until(() => walFrames(sqlite).checkpointed === walFrames(sqlite).log, 15_000);
      const first = walFrames(sqlite);
      write(30);
      reader.exec('commit');
      expect(walFrames(sqlite).log - first.log).toBeGreaterThanOrEqual(30);
      await until(() => walFrames(sqlite).checkpointed === walFrames(sqlite).log, 15_000);
      expect(walFrames(sqlite).checkpointed).toBeGreaterThan(first.checkpointed);
    } finally {
      await checkpointer.stop();
      reader.close();
      sqlite.close();
      remove();
    }
  }, 20_000);

  it('leaves a WAL with fewer pages than its bound to the connection', async () => {
    const { sqlite, path, remove } = walDatabase(50);
    const checkpointer = startWalCheckpointer({ path, pages: 1000, morePages: 10, intervalMs: 10 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(walFrames(sqlite).checkpointed).toBe(0);
    } finally {
      await checkpointer.stop();
      sqlite.close();
      remove();
    }
  });
});
