import { CompiledQuery, type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from './schema';

type Table = keyof Database & string;

export interface BulkInsert<T extends Table> {
  table: T;
  /** Rows with the same keys, in the same order. */
  rows: readonly Insertable<Database[T]>[];
  returning?: readonly (keyof Database[T] & string)[];
  /** Skip rows that would violate this unique column. */
  ignoreConflictOn?: keyof Database[T] & string;
}

/** How the connected dialect writes the n-th bound parameter: `?` (SQLite) or `$n` (PostgreSQL). */
export type ParameterStyle = 'question' | 'numbered';

export function parameterStyle(db: Kysely<Database>): ParameterStyle {
  return sql`select ${0}`.compile(db).sql.includes('$1') ? 'numbered' : 'question';
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One multi-row INSERT written directly: for wide rows in bulk, Kysely's builder costs more than the
 * database's own work. Values are always bound parameters; names come from the schema's types.
 */
export async function bulkInsert<T extends Table, R = unknown>(db: Kysely<Database>, options: { style: ParameterStyle; insert: BulkInsert<T> }): Promise<R[]> {
  const { rows, table, returning, ignoreConflictOn } = options.insert;
  const first = rows[0];
  if (first === undefined) return [];
  const columns = Object.keys(first);
  const parameters: unknown[] = [];
  const tuples: string[] = [];
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    const marks = columns.map((column) => {
      parameters.push(values[column] ?? null);
      return options.style === 'numbered' ? `$${parameters.length}` : '?';
    });
    tuples.push(`(${marks.join(', ')})`);
  }
  const text =
    `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${tuples.join(', ')}` +
    (ignoreConflictOn === undefined ? '' : ` on conflict (${quote(ignoreConflictOn)}) do nothing`) +
    (returning === undefined ? '' : ` returning ${returning.map(quote).join(', ')}`);
  const result = await db.executeQuery<R>(CompiledQuery.raw(text, parameters));
  return result.rows;
}

/**
 * `(a, b) in (values (?, ?), …)` for pairs of an integer column and a text column: one probe of a two-column
 * index per pair, where two separate IN lists would probe every combination of their values.
 */
export function pairIn(options: { columns: readonly [string, string]; pairs: readonly (readonly [number, string])[] }) {
  const [first, second] = options.columns;
  const rows = options.pairs.map(([a, b]) => sql`(cast(${a} as integer), ${b})`);
  return sql<boolean>`(${sql.ref(first)}, ${sql.ref(second)}) in (values ${sql.join(rows)})`;
}
