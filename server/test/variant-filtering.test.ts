import { Value } from '@sinclair/typebox/value';
import { recordChanges } from '../src/catalogue/change-log';
import { bumpCatalogueVersion } from '../src/db/meta';
import { Random } from '../src/demo/prng';
import { FilteringResponseSchema, type VariantDto, VariantSchema } from '../src/services/catalogue/schemas';
import { createTestApp, seedSmallCatalogue, type TestApp } from './helpers';

interface Choice {
  ident: string;
  id: string | number;
  name: string;
  url: string;
  selected: boolean;
  disabled: boolean;
  followable: boolean;
  count: number;
}

describe('variant filtering on the index (spec §3 Filtering response, §7 variant/filtering, feed, by-ids)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The sofa's old price is verified by our history here, so it counts as a discount ('С отстъпка', sales).
    t = await createTestApp({
      seed: async (db) => {
        await seedSmallCatalogue(db);
        await db.updateTable('variants').set({ discount_verified: 1 }).where('id', '=', 100).execute();
      },
    });
  });
  afterAll(() => t.close());

  const post = (url: string, body: unknown) => t.app.inject({ method: 'POST', url, payload: body as object });
  const filtering = async (url: string) => {
    const res = await post('/api/v2/variant/filtering', { url });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const byId = (choices: Choice[], id: string | number) => choices.find((c) => c.id === id)!;

  it('answers exactly the documented response: every field of the schema with its type, nothing else', async () => {
    for (const url of ['/products/mebeli', '/products/mebeli/magazin-domart/sortirane-nay-evtini?priceTo=2000', '/']) {
      const body = await filtering(url);
      expect(Value.Check(FilteringResponseSchema, [VariantSchema], body)).toBe(true);
      expect(Value.Clean(FilteringResponseSchema, [VariantSchema], structuredClone(body))).toEqual(body);
    }
  });

  it('counts features and eshops disjunctively: a selected eshop leaves the other eshop countable', async () => {
    const all = await filtering('/products/mebeli');
    expect(byId(all.groups.features, 'free-shipping')).toMatchObject({
      count: 2,
      url: '/products/mebeli/bezplatna-dostavka',
      selected: false,
      followable: true,
    });
    expect(byId(all.groups.features, 'discount')).toMatchObject({ count: 1 });
    expect(byId(all.groups.features, 'voucher')).toMatchObject({ count: 0, disabled: true, followable: false });
    expect(all.groups.eshops.map((c: Choice) => [c.id, c.count])).toEqual([
      ['domart', 2],
      ['mebeli-viktoria', 1],
    ]);

    const domart = await filtering('/products/mebeli/magazin-domart');
    expect(domart.totalCount).toBe(2);
    expect(byId(domart.groups.eshops, 'domart')).toMatchObject({ selected: true, count: 2, url: '/products/mebeli', followable: true });
    expect(byId(domart.groups.eshops, 'mebeli-viktoria')).toMatchObject({
      selected: false,
      count: 1,
      url: '/products/mebeli/magazin-domart/magazin-mebeli-viktoria',
      followable: false,
    });
    expect(byId(domart.groups.features, 'free-shipping').count).toBe(1);
    const sorted = await filtering('/products/mebeli/sortirane-nay-evtini');
    expect(byId(sorted.groups.eshops, 'domart')).toMatchObject({
      url: '/products/mebeli/magazin-domart/sortirane-nay-evtini',
      followable: false,
    });
    const priced = await filtering('/products/mebeli?priceTo=2000');
    expect(byId(priced.groups.features, 'free-shipping')).toMatchObject({
      url: '/products/mebeli/bezplatna-dostavka?priceTo=2000',
      followable: false,
    });
  });

  it('groups params by name, gives the price range, 50-bin histogram and sorts with canonical URLs', async () => {
    const body = await filtering('/products/mebeli');
    expect(body.groups.parameters).toEqual([
      {
        ident: 'tsvyat',
        name: 'Цвят',
        choices: [expect.objectContaining({ id: 'siv', name: 'сив', count: 3, url: '/products/mebeli/tsvyat-siv' })],
      },
    ]);
    expect(body.groups.price.range).toMatchObject({ min: 450, max: 1350, selected: false });
    expect(body.groups.price.histogram).toHaveLength(50);
    expect(body.groups.price.histogram.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(3);
    expect(body.groups.sort.map((s: Choice) => s.url)).toEqual([
      '/products/mebeli',
      '/products/mebeli/sortirane-nay-evtini',
      '/products/mebeli/sortirane-nay-skapi',
      '/products/mebeli/sortirane-nay-golyama-otstapka',
      '/products/mebeli/sortirane-nay-novi',
      '/products/mebeli/sortirane-nay-dobre-otseneni',
    ]);
    const cheapest = await filtering('/products/mebeli/sortirane-nay-evtini');
    expect(cheapest.variants.map((v: { id: number }) => v.id)).toEqual([102, 100, 101]);
    expect(body.groups.dimensions).toEqual([expect.objectContaining({ ident: 'width', min: 240, max: 240, count: 3 })]);
  });

  it('filters by price (whole leva) and dimension (cm), keeping the price histogram over the other filters', async () => {
    const body = await filtering('/products/mebeli?dimension=width:200-&priceFrom=1000');
    expect(body.variants.map((v: { id: number }) => v.id).sort()).toEqual([100, 101]);
    expect(body.groups.price.range).toMatchObject({
      selected: true,
      selectedMin: 1000,
      selectedMax: null,
      url: '/products/mebeli?dimension=width:200-',
    });
    expect(body.groups.price.histogram.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(3);
    expect((await filtering('/products/mebeli?dimension=width:250-')).totalCount).toBe(0);
  });

  it('answers a non-canonical URL for its canonical form and names it in url; the site gets a redirect', async () => {
    const body = await filtering('/products/mebeli/s-otstapka/bezplatna-dostavka/');
    expect(body.url).toBe('/products/mebeli/bezplatna-dostavka/s-otstapka');
    expect(body.totalCount).toBe(1);
    expect(await t.app.catalogue.listingLocation('/products/mebeli/s-otstapka/bezplatna-dostavka')).toEqual({
      status: 'redirect',
      location: '/products/mebeli/bezplatna-dostavka/s-otstapka',
    });
    expect(await t.app.catalogue.listingLocation('/products/mebeli/v-nalichnost')).toEqual({
      status: 'canonical',
      basePath: '/products/mebeli',
    });
    expect(await t.app.catalogue.listingLocation('/products/nyama')).toEqual({ status: 'not-found' });
  });

  it('answers base selections with their title: sales, vouchers, eshop, merchant, price drops, rooms, eco', async () => {
    expect(await filtering('/products/eshop/domart')).toMatchObject({ title: 'Продукти от ДомАрт', totalCount: 2 });
    expect(await filtering('/eshop/1')).toMatchObject({ title: 'Продукти от Мебели Виктория', totalCount: 1 });
    expect(await filtering('/products/vouchers')).toMatchObject({ title: 'Продукти с ваучер', totalCount: 0 });
    expect(await filtering('/products/sales')).toMatchObject({ title: 'Разпродажби с проверени отстъпки', totalCount: 1 });
    expect(await filtering('/price-drops/divani')).toMatchObject({ title: 'Намалени цени: Дивани', totalCount: 0 });
    expect((await filtering('/eco')).totalCount).toBe(0);
    expect((await filtering('/products/black-friday')).totalCount).toBe(0);
    expect((await post('/api/v2/variant/filtering', { url: '/eshop/99' })).statusCode).toBe(404);
  });

  it('refuses garbage filter URLs with a 400 naming url, and a page past the end with a 404', async () => {
    const res = await post('/api/v2/variant/filtering', { url: '/products/mebeli/tsvyat-zelen' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'url' });
    expect((await post('/api/v2/variant/filtering', { url: '/products/mebeli/stranitsa-2' })).statusCode).toBe(404);
  });

  it('POST /api/v2/variant/feed answers the page with its list HTML and next page URL', async () => {
    const res = await post('/api/v2/variant/feed', { url: '/products/mebeli/sortirane-nay-skapi' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['dataLayer', 'listHtml', 'nextPageUrl', 'paginatorHtml', 'variants']);
    expect(body.variants.map((v: { id: number }) => v.id)).toEqual([101, 100, 102]);
    expect(body.nextPageUrl).toBeNull();
  });

  it('POST /api/v2/variant/by-ids keeps the order asked, includes inactive offers and leaves unknown ids out', async () => {
    const res = await post('/api/v2/variant/by-ids', { ids: [103, 999, 100] });
    expect(res.statusCode).toBe(200);
    expect(res.json().variants.map((v: { id: number; active: boolean }) => [v.id, v.active])).toEqual([
      [103, false],
      [100, true],
    ]);
    expect((await post('/api/v2/variant/by-ids', { ids: Array.from({ length: 101 }, (_, i) => i + 1) })).json()).toMatchObject({
      statusCode: 400,
      field: 'ids',
    });
    expect((await post('/api/v2/variant/by-ids', { ids: [0] })).json()).toMatchObject({ statusCode: 400, field: 'ids.0' });
  });

  it('never answers 500 to random bodies and URLs (seeded)', async () => {
    const r = new Random(2026);
    const pieces = [
      '/',
      'products',
      'mebeli',
      'tsvyat-siv',
      'stranitsa-',
      '9',
      '?',
      'priceFrom=',
      'dimension=width:',
      '-',
      '&',
      '%',
      'ц',
      'eshop',
      'voucher',
      'sortirane-x',
      '..',
    ];
    const values = (): unknown =>
      r.pick([null, 1, -1, 'x', true, [], {}, [1, 'a'], Array.from({ length: r.int(0, 5) }, () => r.int(-2, 200))]);
    for (let i = 0; i < 200; i++) {
      const url = Array.from({ length: r.int(0, 10) }, () => r.pick(pieces)).join('');
      const route = r.pick(['/api/v2/variant/filtering', '/api/v2/variant/feed', '/api/v2/variant/by-ids']);
      const body = r.pick<unknown>([{ url }, { url: values() }, { ids: values() }, { url, more: 1 }, values(), { ids: [r.int(1, 200)] }]);
      const res = await t.app.inject({
        method: 'POST',
        url: route,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect([200, 400, 404]).toContain(res.statusCode);
      if (res.statusCode === 400) expect(typeof res.json().field).toBe('string');
    }
  });
});

describe('the filter index follows catalogue changes (change log → refresh)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: seedSmallCatalogue });
  });
  afterAll(() => t.close());

  const filtering = async (url: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/v2/variant/filtering', payload: { url } })).json();

  it('picks up a changed price and a deactivated offer after refresh', async () => {
    expect((await filtering('/products/mebeli?priceTo=500')).totalCount).toBe(1);
    await t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('variants').set({ price: 39900 }).where('id', '=', 100).execute();
      await trx.updateTable('variants').set({ active: 0 }).where('id', '=', 102).execute();
      await recordChanges(trx, [100, 102]);
    });
    expect((await filtering('/products/mebeli?priceTo=500')).totalCount).toBe(1);
    await t.app.catalogue.refreshIndex();
    const after = await filtering('/products/mebeli?priceTo=500');
    expect(after.variants.map((v: { id: number }) => v.id)).toEqual([100]);
    expect((await filtering('/products/mebeli')).totalCount).toBe(2);
  });

  it('answers a kept response again only until the catalogue changes: a committed change shows in the very next response', async () => {
    const url = '/products/mebeli/sortirane-nay-evtini';
    const first = await t.app.inject({ method: 'POST', url: '/api/v2/variant/filtering', payload: { url } });
    const again = await t.app.inject({ method: 'POST', url: '/api/v2/variant/filtering', payload: { url } });
    const withoutRequestId = (body: string) => body.replace(/"requestId":"[^"]+"/, '');
    expect(withoutRequestId(again.body)).toBe(withoutRequestId(first.body));
    expect(again.json().dataLayer.requestId).not.toBe(first.json().dataLayer.requestId);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    const renamed = first.json().variants[0];
    await t.database.db.updateTable('variants').set({ name: 'Преименуван диван' }).where('id', '=', renamed.id).execute();
    expect((await filtering(url)).variants[0]).toMatchObject({ id: renamed.id, name: renamed.name });
    await recordChanges(t.database.db, [renamed.id]);
    expect((await filtering(url)).variants[0]).toMatchObject({ id: renamed.id, name: 'Преименуван диван' });
    await t.database.db.updateTable('shops').set({ name: 'Домарт БГ' }).where('id', '=', renamed.eshop.id).execute();
    await bumpCatalogueVersion(t.database.db);
    expect((await filtering(url)).variants[0].eshop).toMatchObject({ id: renamed.eshop.id, name: 'Домарт БГ' });
  });

  it('picks up a reactivated offer in a category added after the build (full rebuild)', async () => {
    await t.database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('categories')
        .values({
          id: 7,
          parent_id: 5,
          slug: 'lampioni',
          name: 'Лампиони',
          long_name: 'Осветление | Лампиони',
          position: 1,
          description: null,
          menu: null,
        })
        .execute();
      await trx.updateTable('products').set({ category_id: 7 }).where('id', '=', 12).execute();
      await trx.updateTable('variants').set({ active: 1 }).where('id', '=', 103).execute();
      await recordChanges(trx, [103]);
    });
    await t.app.catalogue.refreshIndex();
    expect(await filtering('/products/lampioni')).toMatchObject({ title: 'Лампиони', totalCount: 1 });
  });
});

describe('kept variant cards: every listing answers a variant as the change log last left it', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ seed: seedSmallCatalogue });
  });
  afterEach(() => t.close());

  const filtering = async (url: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/v2/variant/filtering', payload: { url } })).json();
  const variant = (body: { variants: VariantDto[] }, id: number) => body.variants.find((v) => v.id === id)!;

  it('answers a logged price and stock change in the next answer of another listing and of by-ids', async () => {
    expect(variant(await filtering('/products/mebeli'), 100)).toMatchObject({ price: { price: 129900 }, inStock: true });
    await t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('variants').set({ price: 119900, in_stock: 0 }).where('id', '=', 100).execute();
      await recordChanges(trx, [100]);
    });
    expect(variant(await filtering('/products/divani'), 100)).toMatchObject({ price: { price: 119900 }, inStock: false });
    await t.database.db.updateTable('variants').set({ price: 109900 }).where('id', '=', 100).execute();
    await recordChanges(t.database.db, [100]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/variant/by-ids', payload: { ids: [100] } });
    expect(res.json().variants[0].price.price).toBe(109900);
  });

  it("counts a product's other offers again when one of them changed", async () => {
    expect(variant(await filtering('/products/mebeli'), 100).alternativeOffersCount).toBe(1);
    await t.database.db.updateTable('variants').set({ active: 0 }).where('id', '=', 101).execute();
    await recordChanges(t.database.db, [101]);
    expect(variant(await filtering('/products/divani'), 100).alternativeOffersCount).toBe(0);
  });

  it('reads shops and categories for every answer: a renamed shop shows in the next listing rendered', async () => {
    expect(variant(await filtering('/products/mebeli'), 100).eshop.name).toBe('Мебели Виктория');
    await t.database.db.updateTable('shops').set({ name: 'Виктория' }).where('id', '=', 1).execute();
    await t.database.db.updateTable('categories').set({ name: 'Ъглови' }).where('id', '=', 3).execute();
    expect(variant(await filtering('/products/divani'), 100)).toMatchObject({ eshop: { name: 'Виктория' }, category: { name: 'Ъглови' } });
  });
});
