import { foldSearchText, SEARCH_QUERY_MAX, SEARCH_SUGGESTION_LIMIT } from '@uyut/core';
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

describe('POST /api/v2/variant/filtering of /search?q=… (search contract "Results", issue 25 §3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: seedSofas });
  });
  afterAll(() => t.close());

  const filtering = async (url: string) => t.app.inject({ method: 'POST', url: '/api/v2/variant/filtering', payload: { url } });
  const listing = async (url: string) => {
    const res = await filtering(url);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  /**
   * The brute-force reading of the matching rule for queries spelled as the catalogue spells them: a live offer is a
   * result when every query word begins a word of its product's name, its category's or an ancestor's, its
   * manufacturer's or its shop's.
   */
  async function bruteForce(query: string) {
    const db = t.database.db;
    const categories = await db.selectFrom('categories').select(['id', 'parent_id', 'name']).execute();
    const rows = await db
      .selectFrom('variants')
      .innerJoin('products', 'products.id', 'variants.product_id')
      .innerJoin('shops', 'shops.id', 'variants.shop_id')
      .leftJoin('manufacturers', 'manufacturers.id', 'products.manufacturer_id')
      .select([
        'variants.id as id',
        'variants.shop_id as shopId',
        'products.category_id as categoryId',
        'products.name as product',
        'shops.name as shop',
        'manufacturers.name as manufacturer',
      ])
      .where('variants.active', '=', 1)
      .execute();
    const categoryNames = (id: number | null): string[] => {
      const category = categories.find((c) => c.id === id);
      return category ? [category.name, ...categoryNames(category.parent_id)] : [];
    };
    const words = foldSearchText(query).split(' ');
    return rows.filter((row) => {
      const texts = foldSearchText([row.product, row.shop, row.manufacturer ?? '', ...categoryNames(row.categoryId)].join(' ')).split(' ');
      return words.every((word) => texts.some((text) => text.startsWith(word)));
    });
  }

  it('lists the offers the query matches with the counts of a brute-force filter over the same rows', async () => {
    for (const query of ['диван', 'верона', 'домарт', 'маса', 'мебели дъб']) {
      const want = await bruteForce(query);
      const answer = await listing(`/search?q=${encodeURIComponent(query)}`);
      expect([query, answer.totalCount]).toEqual([query, want.length]);
      const shopCounts = Object.fromEntries(answer.groups.eshops.map((c: { name: string; count: number }) => [c.name, c.count]));
      const wantShops: Record<string, number> = {};
      for (const row of want) wantShops[row.shop] = (wantShops[row.shop] ?? 0) + 1;
      expect([query, shopCounts]).toEqual([query, wantShops]);
    }
  });

  it('answers the query as a selected choice whose URL is the same listing without it, and titles the listing by it', async () => {
    const answer = await listing('/search?q=%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD');
    expect(answer.title).toBe('Резултати за „диван“');
    expect(answer.url).toBe('/search?q=%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD');
    expect(answer.groups.search).toEqual([expect.objectContaining({ name: 'диван', url: '/products', selected: true, followable: false })]);
    expect(answer.showAiSearch).toBe(false);
    expect(answer).not.toHaveProperty('didYouMean');
    expect(answer.dataLayer.pageType).toBe('search');
    const grey = answer.groups.parameters
      .find((p: { ident: string }) => p.ident === 'tsvyat')
      .choices.find((c: { name: string }) => c.name === 'сив');
    expect(grey.url).toBe('/search/tsvyat-siv?q=%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD');
    const narrowed = await listing(grey.url);
    expect(narrowed.totalCount).toBe(grey.count);
    expect(narrowed.groups.search[0].url).toBe('/products/tsvyat-siv');
  });

  it('narrows by category, shop, price, sort and page in the listing grammar', async () => {
    const inCategory = await listing('/search/aglovi-divani/magazin-domart/sortirane-nay-evtini?q=divan&priceTo=2000');
    expect(inCategory.title).toBe('Резултати за „divan“: Ъглови дивани');
    expect(inCategory.variants.map((v: { id: number }) => v.id)).toEqual([101]);
    expect(inCategory.groups.search[0].url).toBe('/products/aglovi-divani/magazin-domart/sortirane-nay-evtini?priceTo=2000');
    const all = await listing('/search?q=divan');
    const category = all.groups.category.find((c: { name: string }) => c.name === 'Мебели');
    expect(category.url).toBe('/search/mebeli?q=divan');
    expect((await listing(category.url)).totalCount).toBe(category.count);
  });

  it('offers the AI search below 5 results, and a spelling that has results when nothing matched', async () => {
    const few = await listing('/search?q=маса');
    expect([few.totalCount, few.showAiSearch]).toEqual([1, true]);
    /* A typo within the budget is matched already; one edit past it gets the spelling. */
    expect((await listing(`/search?q=${encodeURIComponent('мсас')}`)).totalCount).toBe(1);
    const none = await listing(`/search?q=${encodeURIComponent('дабб')}`);
    expect([none.totalCount, none.showAiSearch, none.didYouMean]).toEqual([0, true, 'дъб']);
    expect((await listing('/search?q=vernoaa')).didYouMean).toBe('verona');
    const unknown = await listing(`/search?q=${encodeURIComponent('хладилник')}`);
    expect([unknown.totalCount, unknown]).toEqual([0, expect.not.objectContaining({ didYouMean: expect.anything() })]);
  });

  it.each([
    ['missing', '/search'],
    ['empty', '/search?q='],
    ['whitespace', '/search?q=%20%09'],
    ['control characters only', '/search?q=%00%01%1F'],
    ['longer than SEARCH_QUERY_MAX', `/search?q=${'а'.repeat(SEARCH_QUERY_MAX + 1)}`],
    ['10 KB', `/search?q=${'x'.repeat(1900)}`],
    ['given twice', '/search?q=a&q=b'],
  ])('refuses a %s q with a 400 naming q', async (_name, url) => {
    const res = await filtering(url);
    expect([res.statusCode, res.json().field]).toEqual([400, 'q']);
  });

  it('refuses a 10 KB URL by the request schema, never with a server error', async () => {
    const res = await filtering(`/search?q=${'я'.repeat(10_240)}`);
    expect(res.statusCode).toBe(400);
  });

  it.each(['<script>alert(1)</script>', "'; drop table products; --", 'ди\u0000ван', '%', '🛋 диван', '"диван"'])(
    'answers the hostile query %j as text, without a server error',
    async (query) => {
      const res = await filtering(`/search?q=${encodeURIComponent(query)}`);
      expect(res.statusCode).toBeLessThan(500);
      if (res.statusCode === 200) expect(res.json().listHtml).not.toContain('<script');
    },
  );
});
