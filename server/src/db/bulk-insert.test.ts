import type { CompiledQuery } from 'kysely';
import { testDatabase } from '../../test/test-database';
import { type DatabaseHandle, openDatabase } from './database';
import {
  bulkInsert,
  insertIds,
  LOOKUP_CHUNK,
  paddedList,
  pairList,
  parameterStyle,
  runStatement,
  selectByList,
  statementSizes,
  valueList,
} from './bulk-insert';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await testDatabase();
});
afterEach(() => handle.close());

describe('bulkInsert', () => {
  it('inserts every row with bound values and returns the asked columns in order', async () => {
    const style = parameterStyle(handle.db);
    expect(style).toBe(handle.dialect === 'sqlite' ? 'question' : 'numbered');
    const rows = [
      { slug: 'ikea', name: "IKEA 'Швеция'" },
      { slug: 'mobel"x', name: 'Мьобел; drop table shops' },
    ];
    const inserted = await bulkInsert<'manufacturers', { id: number; slug: string }>(handle.db, {
      style,
      insert: { table: 'manufacturers', rows, returning: ['id', 'slug'] },
    });
    expect(inserted.map((row) => row.slug)).toEqual(['ikea', 'mobel"x']);
    const stored = await handle.db.selectFrom('manufacturers').select(['slug', 'name']).orderBy('id').execute();
    expect(stored).toEqual(rows);
  });

  it('skips rows that conflict on the given unique column, and does nothing for no rows', async () => {
    const style = parameterStyle(handle.db);
    await bulkInsert(handle.db, { style, insert: { table: 'images', rows: [{ source_url: 'https://a.example/1.jpg' }] } });
    await bulkInsert(handle.db, {
      style,
      insert: {
        table: 'images',
        rows: [{ source_url: 'https://a.example/1.jpg' }, { source_url: 'https://a.example/2.jpg' }],
        ignoreConflictOn: 'source_url',
      },
    });
    expect(await bulkInsert(handle.db, { style, insert: { table: 'images', rows: [] } })).toEqual([]);
    const urls = await handle.db.selectFrom('images').select('source_url').orderBy('id').execute();
    expect(urls.map((row) => row.source_url)).toEqual(['https://a.example/1.jpg', 'https://a.example/2.jpg']);
  });

  it("leaves a failing statement's earlier rows to its transaction's rollback, and outside one writes none of them", async () => {
    const sqlite = await testDatabase({ sqliteOnly: 'it reads the transaction after a failed statement, which PostgreSQL aborts' });
    const style = parameterStyle(sqlite.db);
    const rows = [
      { slug: 'ikea', name: 'IKEA' },
      { slug: 'ikea', name: 'IKEA again' },
    ];
    const seenInside: string[] = [];
    const failing = sqlite.db.transaction().execute(async (trx) => {
      await bulkInsert(trx, { style, insert: { table: 'manufacturers', rows } }).catch(async (error: unknown) => {
        seenInside.push(...(await trx.selectFrom('manufacturers').select('slug').execute()).map((row) => row.slug));
        throw error;
      });
    });
    /* Matched by message: better-sqlite3's error class may come from another test file's realm, which toThrow does not count as an error. */
    await expect(failing).rejects.toMatchObject({ message: 'UNIQUE constraint failed: manufacturers.slug' });
    expect(seenInside).toEqual(['ikea']);
    await expect(bulkInsert(sqlite.db, { style, insert: { table: 'manufacturers', rows } })).rejects.toMatchObject({
      message: 'UNIQUE constraint failed: manufacturers.slug',
    });
    expect(await sqlite.db.selectFrom('manufacturers').select('slug').execute()).toEqual([]);
    await sqlite.close();
  });

  it('writes many rows in statements of few sizes, with ids in the order of the rows', async () => {
    const style = parameterStyle(handle.db);
    const rows = Array.from({ length: 301 }, (_, i) => ({ slug: `m${i}`, name: `M ${i}` }));
    const inserted = await bulkInsert<'manufacturers', { id: number; slug: string }>(handle.db, {
      style,
      insert: { table: 'manufacturers', rows, returning: ['id', 'slug'] },
    });
    expect(inserted.map((row) => row.slug)).toEqual(rows.map((row) => row.slug));
    expect(inserted.map((row) => row.id)).toEqual([...inserted.map((row) => row.id)].sort((a, b) => a - b));
  });
});

describe('insertIds', () => {
  it('gives the ids of the inserted rows in their order, across statements and after a gap', async () => {
    const style = parameterStyle(handle.db);
    await insertIds(handle.db, {
      style,
      insert: {
        table: 'manufacturers',
        rows: [
          { slug: 'a', name: 'A' },
          { slug: 'b', name: 'B' },
        ],
      },
    });
    await handle.db.deleteFrom('manufacturers').where('slug', '=', 'b').execute();
    const rows = Array.from({ length: 301 }, (_, i) => ({ slug: `m${i}`, name: `M ${i}` }));
    const ids = await insertIds(handle.db, { style, insert: { table: 'manufacturers', rows } });
    const stored = await handle.db.selectFrom('manufacturers').select(['id', 'slug']).where('slug', '!=', 'a').orderBy('id').execute();
    expect(ids).toEqual(stored.map((row) => row.id));
    expect(stored.map((row) => row.slug)).toEqual(rows.map((row) => row.slug));
    expect(ids[0]).toBe(3);
  });

  it('asks PostgreSQL to return the ids and gives them in the order its sequence allocated them', async () => {
    const postgres = openDatabase('postgres://nobody@127.0.0.1:1/none');
    const executed: string[] = [];
    jest.spyOn(postgres.db, 'executeQuery').mockImplementation((query) => {
      executed.push((query as CompiledQuery).sql);
      return Promise.resolve({ rows: [{ id: 12 }, { id: 10 }, { id: 13 }, { id: 11 }] });
    });
    const rows = ['a', 'b', 'c', 'd'].map((slug) => ({ slug, name: slug }));
    expect(await insertIds(postgres.db, { style: parameterStyle(postgres.db), insert: { table: 'manufacturers', rows } })).toEqual([
      10, 11, 12, 13,
    ]);
    expect(executed).toEqual(['insert into "manufacturers" ("slug", "name") values ($1, $2), ($3, $4), ($5, $6), ($7, $8) returning "id"']);
    return postgres.close();
  });
});

describe('statementSizes', () => {
  it('splits a row count into full statements and falling powers of two', () => {
    expect(statementSizes(0)).toEqual([]);
    expect(statementSizes(1)).toEqual([1]);
    expect(statementSizes(100)).toEqual([64, 32, 4]);
    expect(statementSizes(301)).toEqual([128, 128, 32, 8, 4, 1]);
  });
});

describe('paddedList', () => {
  it('pads a list to a power-of-two length with its last value', () => {
    expect(paddedList([])).toEqual([]);
    expect(paddedList(['a'])).toEqual(['a']);
    expect(paddedList(['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'c']);
    expect(paddedList([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5, 5, 5, 5]);
  });
});

describe('parameterStyle', () => {
  it('numbers parameters for PostgreSQL', () => {
    const postgres = openDatabase('postgres://nobody@127.0.0.1:1/none');
    expect(parameterStyle(postgres.db)).toBe('numbered');
    return postgres.close();
  });
});

describe('runStatement', () => {
  it('binds the values of an in list and of pairs, matching the given pairs only, not every combination of their values', async () => {
    const style = parameterStyle(handle.db);
    const rows = [
      { slug: 'a', name: 'A' },
      { slug: 'b', name: 'B' },
      { slug: 'c', name: "C'" },
    ];
    const inserted = await bulkInsert<'manufacturers', { id: number }>(handle.db, {
      style,
      insert: { table: 'manufacturers', rows, returning: ['id'] },
    });
    const [a, b, c] = inserted.map((row) => row.id);
    const pairs = [
      [a, 'A'],
      [b, "C'"],
      [c, "C'"],
    ];
    const found = await runStatement<{ slug: string }>(handle.db, {
      style,
      text: `select "slug" from "manufacturers" where ("id", "name") in ${pairList(pairs.length)} order by "id"`,
      parameters: pairs.flat(),
    });
    expect(found.map((row) => row.slug)).toEqual(['a', 'c']);
    const listed = await runStatement<{ slug: string }>(handle.db, {
      style,
      text: `select "slug" from "manufacturers" where "slug" in ${valueList(2)} order by "id"`,
      parameters: ['c', 'b'],
    });
    expect(listed.map((row) => row.slug)).toEqual(['b', 'c']);
  });

  it('numbers the marks for PostgreSQL and casts the first value of a pair to an integer', async () => {
    const postgres = openDatabase('postgres://nobody@127.0.0.1:1/none');
    const executed: string[] = [];
    jest.spyOn(postgres.db, 'executeQuery').mockImplementation((query) => {
      executed.push((query as CompiledQuery).sql);
      return Promise.resolve({ rows: [] });
    });
    await runStatement(postgres.db, {
      style: parameterStyle(postgres.db),
      text: `select "id" from "products" where "shop_id" = ? and ("category_id", "title_key") in ${pairList(2)}`,
      parameters: [1, 1, 'x', 2, 'y'],
    });
    expect(executed).toEqual([
      'select "id" from "products" where "shop_id" = $1 and ("category_id", "title_key") in (values (cast($2 as integer), $3), (cast($4 as integer), $5))',
    ]);
    return postgres.close();
  });
});

describe('selectByList', () => {
  it('finds every listed value across several padded chunks, with the leading parameters, and runs nothing for none', async () => {
    const style = parameterStyle(handle.db);
    const rows = Array.from({ length: LOOKUP_CHUNK + 40 }, (_, i) => ({ slug: `m${i}`, name: i % 2 === 0 ? 'even' : 'odd' }));
    await bulkInsert(handle.db, { style, insert: { table: 'manufacturers', rows } });
    const found = await selectByList<{ slug: string }, string>(handle.db, {
      style,
      values: rows.map((row) => row.slug),
      text: (list) => `select "slug" from "manufacturers" where "name" = ? and "slug" in ${list}`,
      before: ['even'],
    });
    expect(found.map((row) => row.slug).sort()).toEqual(
      rows
        .filter((row) => row.name === 'even')
        .map((row) => row.slug)
        .sort(),
    );
    expect(await selectByList(handle.db, { style, values: [], text: () => 'select nothing' })).toEqual([]);
  });

  it('matches (integer, text) pairs as pairs', async () => {
    const style = parameterStyle(handle.db);
    const [a] = await bulkInsert<'manufacturers', { id: number }>(handle.db, {
      style,
      insert: { table: 'manufacturers', rows: [{ slug: 'a', name: 'A' }], returning: ['id'] },
    });
    const found = await selectByList<{ slug: string }, readonly [number, string]>(handle.db, {
      style,
      values: [
        [a!.id, 'a'],
        [a!.id, 'b'],
        [a!.id + 1, 'a'],
      ],
      text: (list) => `select "slug" from "manufacturers" where ("id", "slug") in ${list}`,
    });
    expect(found).toEqual([{ slug: 'a' }]);
  });
});
