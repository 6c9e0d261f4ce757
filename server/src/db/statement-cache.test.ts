import SQLite from 'better-sqlite3';
import { withStatementCache } from './statement-cache';

function database() {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table t (n integer)');
  sqlite.exec('insert into t values (1), (2), (3)');
  return sqlite;
}

describe('withStatementCache', () => {
  it('prepares a statement once per SQL text', () => {
    const cached = withStatementCache(database());
    const first = cached.prepare('select n from t');
    expect(cached.prepare('select n from t')).toBe(first);
    expect(cached.prepare('select n from t where n > ?')).not.toBe(first);
    expect(cached.prepare('select n from t where n > ?').all([1])).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('hands out a fresh statement while the cached one is still iterating', () => {
    const cached = withStatementCache(database());
    const outer = cached.prepare('select n from t order by n');
    const seen: number[] = [];
    for (const row of outer.iterate([]) as Iterable<{ n: number }>) {
      const inner = cached.prepare('select n from t order by n');
      expect(inner).not.toBe(outer);
      seen.push(row.n, (inner.all([]) as { n: number }[]).length);
    }
    expect(seen).toEqual([1, 3, 2, 3, 3, 3]);
    expect(cached.prepare('select n from t order by n')).toBe(outer);
  });

  it('keeps only the most recently used statements', () => {
    const cached = withStatementCache(database(), 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a);
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });
});
