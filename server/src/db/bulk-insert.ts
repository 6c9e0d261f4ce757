import { CompiledQuery, type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from './schema';

type Table = keyof Database & string;
/** The tables with an `id` column. */
type IdTable = { [K in Table]: 'id' extends keyof Database[K] ? K : never }[Table];

export interface BulkInsert<T extends Table> {
  table: T;
  /** Rows with the same keys, in the same order. */
  rows: readonly Insertable<Database[T]>[];
  returning?: readonly (keyof Database[T] & string)[];
  /** Skip rows that would violate this unique column, or the unique key of these columns. */
  ignoreConflictOn?: (keyof Database[T] & string) | readonly (keyof Database[T] & string)[];
}

/** How the connected dialect writes the n-th bound parameter: `?` (SQLite) or `$n` (PostgreSQL). */
export type ParameterStyle = 'question' | 'numbered';

export function parameterStyle(db: Kysely<Database>): ParameterStyle {
  return sql`select ${0}`.compile(db).sql.includes('$1') ? 'numbered' : 'question';
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows per statement at most. */
const MAX_STATEMENT_ROWS = 128;

/**
 * The row counts the rows are written in: as many of MAX_STATEMENT_ROWS as fit, then the rest in falling
 * powers of two. Statements of few shapes are prepared once and reused (see statement-cache.ts), where a
 * statement of every count would be prepared anew almost every time.
 */
export function statementSizes(rows: number): number[] {
  const sizes: number[] = [];
  let left = rows;
  while (left > 0) {
    const size = Math.min(MAX_STATEMENT_ROWS, 2 ** Math.floor(Math.log2(left)));
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

/**
 * The list padded to a power-of-two length with copies of its last value, for `in (…)` lists: a repeated
 * value matches nothing more, and queries of few lengths keep their prepared statements.
 */
export function paddedList<T>(list: readonly T[]): T[] {
  const last = list.at(-1);
  if (last === undefined) return [];
  const padded = [...list];
  const length = 2 ** Math.ceil(Math.log2(list.length));
  while (padded.length < length) padded.push(last);
  return padded;
}

interface Shape {
  style: ParameterStyle;
  /** `insert or fail` (see insertStatements). */
  orFail: boolean;
  table: Table;
  columns: readonly string[];
  rows: number;
  returning: readonly string[] | undefined;
  ignoreConflictOn: string | readonly string[] | undefined;
}

/** Statement texts by shape: building and hashing the text of a wide multi-row INSERT costs more than reusing it. */
const texts = new Map<string, string>();

function insertText(shape: Shape): string {
  const conflictColumns = shape.ignoreConflictOn === undefined ? [] : [shape.ignoreConflictOn].flat();
  const key = `${shape.style}|${shape.orFail}|${shape.table}|${shape.rows}|${conflictColumns.join(',')}|${shape.returning?.join(',') ?? ''}|${shape.columns.join(',')}`;
  const known = texts.get(key);
  if (known !== undefined) return known;
  let parameter = 0;
  const mark = () => (shape.style === 'numbered' ? `$${++parameter}` : '?');
  const tuples = Array.from({ length: shape.rows }, () => `(${shape.columns.map(mark).join(', ')})`);
  const text =
    `insert ${shape.orFail ? 'or fail ' : ''}into ${quote(shape.table)} (${shape.columns.map(quote).join(', ')}) values ${tuples.join(', ')}` +
    (conflictColumns.length === 0 ? '' : ` on conflict (${conflictColumns.map(quote).join(', ')}) do nothing`) +
    (shape.returning === undefined ? '' : ` returning ${shape.returning.map(quote).join(', ')}`);
  texts.set(key, text);
  return text;
}

/**
 * Multi-row INSERTs written directly, in statements of the row counts of statementSizes: for wide rows in
 * bulk, Kysely's builder costs more than the database's own work. Values are always bound parameters; names
 * come from the schema's types. The statements run in order, so ids are allocated in the order of the rows.
 */
export async function bulkInsert<T extends Table, R = unknown>(
  db: Kysely<Database>,
  options: { style: ParameterStyle; insert: BulkInsert<T> },
): Promise<R[]> {
  const result: R[] = [];
  for await (const statement of insertStatements<T, R>(db, options)) result.push(...statement.rows);
  return result;
}

/**
 * bulkInsert for rows of a table with an `id` key, giving their ids in the order of the rows. SQLite gives the
 * rows of one statement consecutive ids, so the last one of each statement tells them all: asking SQLite to
 * return them cost ~1.2 µs a row. PostgreSQL returns them (its sequence allocates them in the order of the rows).
 */
export async function insertIds<T extends IdTable>(
  db: Kysely<Database>,
  options: { style: ParameterStyle; insert: Pick<BulkInsert<T>, 'table' | 'rows'> },
): Promise<number[]> {
  const returned = options.style === 'numbered';
  const ids: number[] = [];
  const statements = insertStatements<T, { id: number }>(db, {
    style: options.style,
    insert: { ...options.insert, ...(returned ? { returning: ['id'] } : {}) },
  });
  for await (const { rows, size, insertId } of statements) {
    if (returned) {
      ids.push(...rows.map((row) => Number(row.id)).sort((a, b) => a - b));
      continue;
    }
    const last = Number(insertId);
    for (let id = last - size + 1; id <= last; id++) ids.push(id);
  }
  return ids;
}

/**
 * The statements of a bulk insert, run in order, each with its row count and result. In an SQLite transaction
 * they are `insert or fail`: a statement that breaks a constraint then keeps the rows it wrote before for the
 * transaction's rollback, which every caller's error leads to. With SQLite's default (abort), a multi-row
 * insert into a table with a NOT NULL, UNIQUE or foreign key constraint first copies every page it changes
 * into a statement journal, to undo the statement alone: 12 % of the inserts' time in the variants-like table
 * of a 400k-row test. Outside a transaction a statement stays all or nothing.
 */
async function* insertStatements<T extends Table, R>(
  db: Kysely<Database>,
  options: { style: ParameterStyle; insert: BulkInsert<T> },
): AsyncGenerator<{ size: number; rows: R[]; insertId: bigint | undefined }> {
  const { rows, table, returning, ignoreConflictOn } = options.insert;
  const first = rows[0];
  if (first === undefined) return;
  const columns = Object.keys(first);
  let start = 0;
  for (const size of statementSizes(rows.length)) {
    const parameters: unknown[] = [];
    for (let i = start; i < start + size; i++) {
      const values = rows[i] as Record<string, unknown>;
      for (const column of columns) parameters.push(values[column] ?? null);
    }
    start += size;
    const text = insertText({
      style: options.style,
      orFail: options.style === 'question' && db.isTransaction,
      table,
      columns,
      rows: size,
      returning,
      ignoreConflictOn,
    });
    const result = await db.executeQuery<R>(CompiledQuery.raw(text, parameters));
    yield { size, rows: result.rows, insertId: result.insertId };
  }
}

/** Statement texts with `$1`, `$2`, … for the `?` marks of each text written for SQLite. */
const numberedTexts = new Map<string, string>();

function dialectText(style: ParameterStyle, text: string): string {
  if (style === 'question') return text;
  let numbered = numberedTexts.get(text);
  if (numbered === undefined) {
    let parameter = 0;
    numbered = text.replace(/\?/g, () => `$${++parameter}`);
    numberedTexts.set(text, numbered);
  }
  return numbered;
}

/**
 * Runs a hot statement written directly with `?` marks (and no `?` anywhere else in its text), numbered for
 * PostgreSQL: compiling the same query with Kysely on every call costs more than running it.
 */
export async function runStatement<R>(
  db: Kysely<Database>,
  options: { style: ParameterStyle; text: string; parameters: readonly unknown[] },
): Promise<R[]> {
  const result = await db.executeQuery<R>(CompiledQuery.raw(dialectText(options.style, options.text), [...options.parameters]));
  return result.rows;
}

const valueLists = new Map<number, string>();
const pairLists = new Map<number, string>();

/** `(?, ?, …)` with `count` marks: the list of an `in` condition. */
export function valueList(count: number): string {
  let list = valueLists.get(count);
  if (list === undefined) {
    list = `(${Array.from({ length: count }, () => '?').join(', ')})`;
    valueLists.set(count, list);
  }
  return list;
}

/**
 * `(values (cast(? as integer), ?), …)` with `count` pairs of an integer and a text, for `(a, b) in …`: one
 * probe of a two-column index per pair, where two separate IN lists would probe every combination of their
 * values. The cast lets PostgreSQL compare the first value with an integer column.
 */
export function pairList(count: number): string {
  let list = pairLists.get(count);
  if (list === undefined) {
    list = `(values ${Array.from({ length: count }, () => '(cast(? as integer), ?)').join(', ')})`;
    pairLists.set(count, list);
  }
  return list;
}

/** Values per `in (…)` list of selectByList: a power of two, as paddedList pads to one. */
export const LOOKUP_CHUNK = 512;

/**
 * A hot select over a list of values or of (integer, text) pairs, LOOKUP_CHUNK at a time, each chunk padded to a
 * power of two (few statement shapes): `text` gets the chunk's `in` list, and the parameters are `before` then the
 * chunk's values.
 */
export async function selectByList<R, V extends string | number | readonly [number, string]>(
  db: Kysely<Database>,
  options: { style: ParameterStyle; values: readonly V[]; text: (list: string) => string; before?: readonly unknown[] },
): Promise<R[]> {
  const result: R[] = [];
  for (let start = 0; start < options.values.length; start += LOOKUP_CHUNK) {
    const chunk = paddedList(options.values.slice(start, start + LOOKUP_CHUNK));
    const pairs = Array.isArray(chunk[0]);
    const text = options.text(pairs ? pairList(chunk.length) : valueList(chunk.length));
    result.push(...(await runStatement<R>(db, { style: options.style, text, parameters: [...(options.before ?? []), ...chunk.flat()] })));
  }
  return result;
}
