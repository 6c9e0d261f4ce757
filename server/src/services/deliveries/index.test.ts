import Fastify, { type FastifyInstance } from 'fastify';
import { testDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/database';
import { carrierCode, carrierInfo } from './carriers';
import { deliveryRoutes } from './index';

let handle: DatabaseHandle;
let app: FastifyInstance;
const now = '2026-11-01T10:00:00.000Z';

beforeEach(async () => {
  handle = await testDatabase();
  const db = handle.db;
  await db
    .insertInto('categories')
    .values({ id: 1, parent_id: null, slug: 'mebeli', name: 'Мебели', long_name: 'Мебели', position: 1, description: null, menu: null })
    .execute();
  await db
    .insertInto('shops')
    .values({ id: 1, slug: 'domart', name: 'ДомАрт', url: 'https://domart.example', paid: 0, created_at: now })
    .execute();
  await db
    .insertInto('products')
    .values({
      id: 1,
      slug: 'divan',
      name: 'Диван',
      description: '',
      category_id: 1,
      manufacturer_id: null,
      ean: null,
      mpn: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const variant = {
    product_id: 1,
    shop_id: 1,
    item_group_id: null,
    name: 'Диван',
    slug: 'divan',
    description: '',
    url: 'https://domart.example/d',
    price: 50000,
    price_before_discount: null,
    currency: 'BGN',
  };
  const rest = {
    voucher_code: null,
    voucher_value: null,
    voucher_type: null,
    delivery_price: 0,
    in_stock: 1,
    active: 1,
    installment_months: null,
    installment_amount: null,
    cooling_off_days: null,
    params: '[]',
  };
  const dims = {
    width_from: null,
    width_to: null,
    height_from: null,
    height_to: null,
    depth_from: null,
    depth_to: null,
    diameter_from: null,
    diameter_to: null,
  };
  const meta = { rating: null, reviews_count: 0, tier: null, content_hash: 'x', created_at: now, updated_at: now };
  await db
    .insertInto('variants')
    .values([
      { id: 1, item_id: 'D-1', delivery_days: 2, ...variant, ...rest, ...dims, ...meta },
      { id: 2, item_id: 'D-2', delivery_days: null, ...variant, ...rest, ...dims, ...meta },
    ])
    .execute();
  await db
    .insertInto('variant_deliveries')
    .values([
      { variant_id: 1, position: 0, carrier_id: 'ECONT', price: 690, price_cod: 790, delivery_days: null },
      { variant_id: 1, position: 1, carrier_id: 'SPEEDY', price: 590, price_cod: null, delivery_days: 1 },
      { variant_id: 1, position: 2, carrier_id: 'econt box', price: 450, price_cod: null, delivery_days: null },
      { variant_id: 1, position: 3, carrier_id: 'KURIER_X', price: 1000, price_cod: null, delivery_days: 4 },
    ])
    .execute();
  app = Fastify();
  app.decorate('db', db);
  await app.register(deliveryRoutes);
});
afterEach(async () => {
  await app.close();
  await handle.close();
});

describe('carrierCode', () => {
  it.each([
    ['ECONT', 'ECONT'],
    ['speedy-box', 'SPEEDY_BOX'],
    ['Еконт', 'ECONT'],
    ['Еконт Експрес', 'ECONT'],
    ['Еконт – до офис', 'ECONT_OFFICE'],
    ['Еконт автомат', 'ECONT_BOX'],
    ['Спиди', 'SPEEDY'],
    ['Спиди до офис', 'SPEEDY_OFFICE'],
    ['Спиди АПС автомат', 'SPEEDY_BOX'],
    ['Български пощи', 'BULGARIAN_POSTS'],
    ['БГ Пощи', 'BULGARIAN_POSTS'],
    ['Бокс Нау', 'BOX_NOW'],
    ['Sameday easybox', 'SAMEDAY_BOX'],
    ['Транспорт на магазина', 'VLASTNI_PREPRAVA'],
    ['Вземане от магазина', 'OSOBNI_ODBER'],
    [' Куриер Х ', 'Куриер Х'],
  ])('maps "%s" to %s (issue 22 point 8)', (name, code) => {
    expect(carrierCode(name)).toBe(code);
  });
});

describe('carrierInfo', () => {
  it('knows Bulgarian carriers by their feed codes, in any case and spacing', () => {
    expect(carrierInfo('econt-box')).toMatchObject({ provider: 'econt', label: 'Еконт', type: 'locker', itemLabel: 'До автомат' });
    expect(carrierInfo('VLASTNI_PREPRAVA')).toMatchObject({ provider: 'shop', type: 'own', website: null });
  });
  it('keeps an unknown code as its own provider', () => {
    expect(carrierInfo('KURIER_X')).toEqual({
      provider: 'other:KURIER_X',
      label: 'KURIER_X',
      logo: null,
      website: null,
      type: 'courier',
      itemLabel: 'KURIER_X',
    });
  });
});

describe('GET /api/v2/variant/:variantId/deliveries', () => {
  it('groups the options by provider in the shop order; an option without days takes the variant days', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v2/variant/1/deliveries' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        label: 'Еконт',
        logo: null,
        website: 'https://www.econt.com/',
        items: [
          { id: 'ECONT', type: 'courier', label: 'До адрес', currency: 'BGN', price: 690, priceCod: 790, deliveryDays: 2 },
          { id: 'econt box', type: 'locker', label: 'До автомат', currency: 'BGN', price: 450, priceCod: null, deliveryDays: 2 },
        ],
      },
      {
        label: 'Спиди',
        logo: null,
        website: 'https://www.speedy.bg/',
        items: [{ id: 'SPEEDY', type: 'courier', label: 'До адрес', currency: 'BGN', price: 590, priceCod: null, deliveryDays: 1 }],
      },
      {
        label: 'KURIER_X',
        logo: null,
        website: null,
        items: [{ id: 'KURIER_X', type: 'courier', label: 'KURIER_X', currency: 'BGN', price: 1000, priceCod: null, deliveryDays: 4 }],
      },
    ]);
  });

  it('answers an empty list for an offer without deliveries and 404 for an unknown variant', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v2/variant/2/deliveries' })).json()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/v2/variant/99/deliveries' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v2/variant/abc/deliveries' })).statusCode).toBe(400);
  });
});
