/** Where DATABASE_URL points: a PostgreSQL connection string, or the path of an SQLite file (`:memory:` for a private in-memory one). */
export type DatabaseTarget = { dialect: 'postgres'; url: string } | { dialect: 'sqlite'; path: string };

/**
 * Reads DATABASE_URL: `postgres://…` / `postgresql://…`, `sqlite:PATH`, `file:PATH` or a bare path. Any other
 * scheme (`mysql://…`, a typo such as `postgress://…`) is refused rather than taken for a file name.
 */
export function databaseTarget(url: string): DatabaseTarget {
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: 'postgres', url };
  if (/^(sqlite|file):/i.test(url)) return { dialect: 'sqlite', path: url.replace(/^(sqlite|file):(\/\/)?/i, '') };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  if (scheme !== undefined)
    throw new Error(`DATABASE_URL: unsupported scheme "${scheme}:" (use sqlite:PATH or postgres://user:pass@host/db)`);
  return { dialect: 'sqlite', path: url };
}
