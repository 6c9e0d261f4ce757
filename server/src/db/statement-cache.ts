import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * better-sqlite3 for Kysely's SqliteDialect with prepared statements kept by their SQL text: Kysely
 * prepares every query anew, and preparing costs as much as running a small insert. The most recently used
 * `size` statements are kept; a statement still busy (an open iterator) is never handed out twice.
 */
export function withStatementCache(sqlite: SQLite.Database, size = 256): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached !== undefined && !cached.busy) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (cached === undefined) {
        cache.set(sql, statement);
        if (cache.size > size) cache.delete(cache.keys().next().value as string);
      }
      return statement;
    },
  };
}
