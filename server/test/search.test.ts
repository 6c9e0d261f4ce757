import { SEARCH_QUERY_MAX, SEARCH_SUGGESTION_LIMIT } from '@uyut/core';
import { recordChanges } from '../src/catalogue/change-log';
import type { Db } from '../src/db/database';
import { createTestApp, seedSmallCatalogue, type TestApp, variantRow } from './helpers';

const now = '2026-11-01T10:00:00.000Z';
const COLOURS = ['сив', 'черен', 'бял', 'червен', 'син', 'зелен', 'жълт', 'кафяв', 'розов', 'бежов', 'лилав', 'оранжев'];

/** The small catalogue plus twelve more sofas, one per colour, in the corner-sofa category. */
async function seedSofas(db: Db): Promise<void> {
  await seedSmallCatalogue(db);
  await db
    .insertInto('products')
    .values(
      COLOURS.map((_, i) => ({
        id: 20 + i,
        slug: `divan-${i}`,
        name: `Диван Модел ${i}`,
        description: '',
        category_id: 3,
        manufacturer_id: null,
        ean: null,
        mpn: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await db
    .insertInto('variants')
    .values(
      COLOURS.map((colour, i) =>
        variantRow({
          id: 200 + i,
          product_id: 20 + i,
          shop_id: 1,
          name: `Диван ${i}`,
          price: 50000,
          params: [{ name: 'Цвят', value: colour }],
        }),
      ),
    )
    .execute();
}

interface Item {
  title: string;
  url: string;
  apiUrl: string;
  productCount: number;
  filters: Record<string, number>;
}
interface Group {
  type: number;
  typeName: string;
  items: Item[];
}

describe('GET /v2/search (spec §7 Search service, issue 25 §1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: seedSofas });
  });
  afterAll(() => t.close());

  const search = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/search', query: { q } });
    expect(res.statusCode).toBe(200);
    return res.json<Group[]>();
  };
  const titles = (groups: Group[], type: number) => groups.find((g) => g.type === type)?.items.map((i) => i.title) ?? [];

  it('answers groups in the contract order with exact counts, URLs and filters', async () => {
    const groups = await search('veron');
    expect(groups.map((g) => [g.type, g.typeName])).toEqual([
      [3, 'Марки'],
      [1, 'Продукти'],
    ]);
    expect(groups[0]!.items[0]).toMatchObject({
      title: 'Verona',
      productCount: 2,
      url: '/products/proizvoditel-verona',
      apiUrl: '/products/proizvoditel-verona',
      filters: { manufacturerId: 1 },
    });
    expect(groups[1]!.items[0]).toMatchObject({ title: 'Ъглов диван Верона', productCount: 2, url: '/product/10-aglov-divan-verona' });
  });

  it('counts a category with its subtree and a category + colour value, with the listing URL of that colour', async () => {
    const groups = await search('дивани');
    const categories = groups.find((g) => g.type === 6)!.items;
    expect(categories.map((i) => [i.title, i.productCount, i.url])).toEqual([
      ['Дивани', 14, '/products/divani'],
      ['Ъглови дивани', 14, '/products/aglovi-divani'],
    ]);
    const grey = (await search('сиви дивани')).find((g) => g.type === 11)!.items[0]!;
    expect(grey).toMatchObject({ title: 'Дивани – сив', productCount: 3, url: '/products/divani/tsvyat-siv', filters: { categoryId: 2 } });
    const listed = await t.app.inject({ method: 'POST', url: '/api/v2/variant/filtering', payload: { url: grey.apiUrl } });
    expect(listed.json().totalCount).toBe(3);
  });

  it('keeps category and category + colour items together at most SEARCH_SUGGESTION_LIMIT, trimming type 11', async () => {
    const groups = await search('диван');
    const six = titles(groups, 6).length;
    const eleven = titles(groups, 11).length;
    expect(six).toBe(2);
    expect(six + eleven).toBe(SEARCH_SUGGESTION_LIMIT);
  });

  it('answers shops with their listing', async () => {
    expect((await search('домарт')).find((g) => g.type === 4)?.items[0]).toMatchObject({
      title: 'ДомАрт',
      url: '/products/eshop/domart',
      productCount: 2,
      filters: { eshopId: 2 },
    });
  });

  it.each([
    ['divan', 'Дивани'],
    ['aglovi divani', 'Ъглови дивани'],
    ['masi', 'Маси'],
    ['DIVA\u0301NI', 'Дивани'],
    ['дивна', 'Дивани'],
    ['дивнаи', 'Дивани'],
    ['дива', 'Дивани'],
    ['диванът', 'Дивани'],
  ])('%j finds the category %s (Latin input, case and stress, typos, prefix, stemming)', async (q, title) => {
    expect(titles(await search(q), 6)).toContain(title);
  });

  it('finds products by stem and by Latin input', async () => {
    expect(titles(await search('маси дъб'), 1)).toEqual(['Маса Дъб']);
    expect(titles(await search('masa dab'), 1)).toEqual(['Маса Дъб']);
  });

  it('answers an empty list when nothing matches, and leaves out what has no active offer', async () => {
    expect(await search('хладилник')).toEqual([]);
    expect(titles(await search('лампа'), 1)).toEqual([]);
  });

  it.each([
    ['missing', ''],
    ['empty', '?q='],
    ['whitespace', '?q=%20%20%09'],
    ['control characters only', '?q=%00%01%07'],
    ['longer than SEARCH_QUERY_MAX', `?q=${'а'.repeat(SEARCH_QUERY_MAX + 1)}`],
    ['10 KB', `?q=${'x'.repeat(10_240)}`],
  ])('refuses a %s q with a 400 naming q', async (_name, query) => {
    const res = await t.app.inject({ method: 'GET', url: `/v2/search${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'q' });
  });

  it.each(['ди%00ван', '%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD%1F', '%F0%9F%9B%8B', '%FF', '""', "'; drop table products; --", '*', '%5C'])(
    'answers %s without a server error',
    async (q) => {
      const res = await t.app.inject({ method: 'GET', url: `/v2/search?q=${q}` });
      expect(res.statusCode).toBeLessThan(500);
    },
  );

  it('answers trending categories: the non-top-level ones with most offers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/search/trending' });
    expect(res.statusCode).toBe(200);
    expect(res.json().categories.map((c: Item) => [c.title, c.productCount])).toEqual([
      ['Дивани', 14],
      ['Ъглови дивани', 14],
      ['Маси', 1],
    ]);
  });

  it('follows the catalogue: an offer switched off after the build leaves the counts', async () => {
    await t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('variants').set({ active: 0 }).where('id', '=', 102).execute();
      await recordChanges(trx, [102]);
    });
    await t.app.catalogue.refreshIndex();
    await t.app.searchSuggestions.fresh();
    expect(await search('маса')).toEqual([]);
  });
});
