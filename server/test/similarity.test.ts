import type { Db } from '../src/db/database';
import { createTestApp, seedSmallCatalogue, variantRow, type TestApp } from './helpers';

const now = '2026-11-01T10:00:00.000Z';

/**
 * The hand-made catalogue plus four more corner sofas: Verona's own (same manufacturer), a grey velvet one
 * (shares both parameter values), a cheap unrated one, and an inactive one.
 */
async function seedSofas(db: Db): Promise<void> {
  await seedSmallCatalogue(db);
  const product = (id: number, manufacturer: number | null) => ({
    id,
    slug: `divan-${id}`,
    name: `Диван ${id}`,
    description: 'Диван.',
    category_id: 3,
    manufacturer_id: manufacturer,
    ean: null,
    mpn: null,
    created_at: now,
    updated_at: now,
  });
  await db
    .insertInto('products')
    .values([product(20, 1), product(21, null), product(22, null), product(23, null)])
    .execute();
  const velvet = [
    { name: 'Цвят', value: 'сив' },
    { name: 'Материал', value: 'кадифе' },
  ];
  await db
    .updateTable('variants')
    .set({ params: JSON.stringify(velvet) })
    .where('id', '=', 100)
    .execute();
  await db
    .insertInto('variants')
    .values([
      variantRow({
        id: 200,
        product_id: 20,
        shop_id: 1,
        name: 'Диван Верона Лукс',
        price: 129900,
        params: [{ name: 'Цвят', value: 'бежов' }],
        rating: null,
      }),
      variantRow({ id: 210, product_id: 21, shop_id: 1, name: 'Диван Кадифе', price: 129900, params: velvet, rating: null }),
      variantRow({ id: 211, product_id: 21, shop_id: 2, name: 'Диван Кадифе, ДомАрт', price: 99900, params: velvet, rating: null }),
      variantRow({
        id: 220,
        product_id: 22,
        shop_id: 2,
        name: 'Диван Евтин',
        price: 29900,
        params: [{ name: 'Цвят', value: 'жълт' }],
        rating: null,
      }),
      variantRow({ id: 230, product_id: 23, shop_id: 2, name: 'Диван Изчерпан', price: 129900, params: velvet, active: 0 }),
    ])
    .execute();
}

interface Listed {
  id: number;
  productId: number;
  active: boolean;
}

describe('GET /api/v2/variant/{variantId}/similarity (spec §7; §2 similar row)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: seedSofas });
  });
  afterAll(() => t.close());

  const similar = async (query: string) => {
    const res = await t.app.inject(`/api/v2/variant/${query}`);
    return { status: res.statusCode, body: res.json() };
  };

  it('lists active offers of other products in the same category, best first, one per product, as Variant DTOs', async () => {
    const { status, body } = await similar('100/similarity');
    expect(status).toBe(200);
    expect(body.variants.map((v: Listed) => v.id)).toEqual([210, 200, 220]);
    expect(body.variants.every((v: Listed) => v.active && v.productId !== 10)).toBe(true);
    expect(body.variants[0]).toMatchObject({
      id: 210,
      name: 'Диван Кадифе',
      eshop: { slug: 'mebeli-viktoria' },
      category: { id: 3 },
      displayParameters: ['Цвят: сив', 'Материал: кадифе'],
    });
  });

  it('answers for an inactive offer too, from its category', async () => {
    const { status, body } = await similar('230/similarity?mode=attributes');
    expect(status).toBe(200);
    expect(body.variants.map((v: Listed) => v.id)).toEqual([100, 210, 200, 220]);
  });

  it('picks from the given categoryId instead', async () => {
    const { body } = await similar('100/similarity?categoryId=4');
    expect(body.variants.map((v: Listed) => v.id)).toEqual([102]);
    const { body: all } = await similar('100/similarity?categoryId=1');
    expect(all.variants.map((v: Listed) => v.id)).toEqual(expect.arrayContaining([102, 210, 200, 220]));
  });

  it('answers 404 for an unknown variant', async () => {
    const { status, body } = await similar('999/similarity');
    expect(status).toBe(404);
    expect(body.message).toMatch(/999/);
  });

  it.each([
    ['abc/similarity', 'variantId'],
    ['0/similarity', 'variantId'],
    ['100/similarity?categoryId=x', 'categoryId'],
    ['100/similarity?categoryId=999', 'categoryId'],
    ['100/similarity?mode=colour', 'mode'],
    ['100/similarity?imageUrl=%2Fimg%2F1.jpg', 'imageUrl'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const { status, body } = await similar(query);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });
});
