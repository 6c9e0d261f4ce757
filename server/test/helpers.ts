import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { DatabaseHandle, Db } from '../src/db/database';
import { bumpCatalogueVersion } from '../src/db/meta';
import { testDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A temporary site folder as a finished build leaves it: the given pages (path → HTML) and the build stamp, without
 * which the site answers that it is being built.
 */
export function builtSite(pages: Record<string, string>): string {
  const siteDir = mkdtempSync(join(tmpdir(), 'uyut-site-'));
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(dirname(join(siteDir, path)), { recursive: true });
    writeFileSync(join(siteDir, path), html);
  }
  writeFileSync(join(siteDir, '.uyut-build.json'), '{}');
  return siteDir;
}

/** A real app on a fresh test database (test/test-database.ts) and a temporary data folder. */
export async function createTestApp(
  options: { siteDir?: string; seed?: (db: Db) => Promise<void>; env?: NodeJS.ProcessEnv } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'uyut-test-'));
  const database = await testDatabase({ seed: options.seed });
  const config = loadConfig(
    { DATA_DIR: dataDir, SITE_DIR: options.siteDir ?? join(dataDir, 'public'), LOG_LEVEL: 'silent', ...options.env },
    dataDir,
  );
  const app = await buildApp({
    db: database.db,
    config,
    serveSite: options.siteDir !== undefined,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
  });
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const now = '2026-11-01T10:00:00.000Z';

/** A variants row of the hand-made catalogue; parameters default to Цвят: сив, rating to 4.5, no voucher. */
export const variantRow = (v: {
  id: number;
  product_id: number;
  shop_id: number;
  name: string;
  price: number;
  before?: number;
  active?: number;
  delivery?: number | null;
  params?: Array<{ name: string; value: string }>;
  rating?: number | null;
  voucher?: { code: string; value: number; type: 'percent' | 'amount' };
}) => ({
  id: v.id,
  product_id: v.product_id,
  shop_id: v.shop_id,
  item_id: `item-${v.id}`,
  item_group_id: null,
  name: v.name,
  slug: `variant-${v.id}`,
  description: 'Описание',
  url: `https://shop.example/p/${v.id}`,
  price: v.price,
  price_before_discount: v.before ?? null,
  currency: 'BGN',
  voucher_code: v.voucher?.code ?? null,
  voucher_value: v.voucher?.value ?? null,
  voucher_type: v.voucher?.type ?? null,
  delivery_price: v.delivery === undefined ? 0 : v.delivery,
  delivery_days: 2,
  in_stock: 1,
  active: v.active ?? 1,
  installment_months: null,
  installment_amount: null,
  cooling_off_days: 14,
  params: JSON.stringify(v.params ?? [{ name: 'Цвят', value: 'сив' }]),
  width_from: 2400,
  width_to: 2400,
  height_from: null,
  height_to: null,
  depth_from: null,
  depth_to: null,
  diameter_from: null,
  diameter_to: null,
  rating: v.rating === undefined ? 4.5 : v.rating,
  reviews_count: 3,
  tier: null,
  content_hash: `hash-${v.id}`,
  created_at: now,
  updated_at: now,
});

/**
 * A hand-made catalogue: Мебели > Дивани > Ъглови дивани, Мебели > Маси, and Осветление;
 * two shops; three products, one of which two shops offer.
 */
export async function seedSmallCatalogue(db: Db): Promise<void> {
  await db
    .insertInto('categories')
    .values([
      {
        id: 1,
        parent_id: null,
        slug: 'mebeli',
        name: 'Мебели',
        long_name: 'Мебели',
        position: 1,
        description: 'Всичко за обзавеждането',
        menu: 'primary',
      },
      { id: 2, parent_id: 1, slug: 'divani', name: 'Дивани', long_name: 'Мебели | Дивани', position: 1, description: null, menu: null },
      {
        id: 3,
        parent_id: 2,
        slug: 'aglovi-divani',
        name: 'Ъглови дивани',
        long_name: 'Мебели | Дивани | Ъглови дивани',
        position: 1,
        description: null,
        menu: null,
      },
      { id: 4, parent_id: 1, slug: 'masi', name: 'Маси', long_name: 'Мебели | Маси', position: 2, description: null, menu: null },
      {
        id: 5,
        parent_id: null,
        slug: 'osvetlenie',
        name: 'Осветление',
        long_name: 'Осветление',
        position: 2,
        description: null,
        menu: 'primary',
      },
      { id: 6, parent_id: null, slug: 'gradina', name: 'Градина', long_name: 'Градина', position: 3, description: null, menu: 'primary' },
    ])
    .execute();
  await db
    .insertInto('shops')
    .values([
      { id: 1, slug: 'mebeli-viktoria', name: 'Мебели Виктория', url: 'https://viktoria.example', paid: 1, created_at: now },
      { id: 2, slug: 'domart', name: 'ДомАрт', url: 'https://domart.example', paid: 0, created_at: now },
    ])
    .execute();
  await db.insertInto('manufacturers').values({ id: 1, slug: 'verona', name: 'Verona' }).execute();
  await db
    .insertInto('products')
    .values([
      {
        id: 10,
        slug: 'aglov-divan-verona',
        name: 'Ъглов диван Верона',
        description: 'Удобен ъглов диван.',
        category_id: 3,
        manufacturer_id: 1,
        ean: '3800000000017',
        mpn: 'V-1',
        created_at: now,
        updated_at: now,
      },
      {
        id: 11,
        slug: 'masa-dab',
        name: 'Маса Дъб',
        description: 'Трапезна маса от дъб.',
        category_id: 4,
        manufacturer_id: null,
        ean: null,
        mpn: null,
        created_at: now,
        updated_at: now,
      },
      {
        id: 12,
        slug: 'lampa-luna',
        name: 'Лампа Луна',
        description: 'Настолна лампа.',
        category_id: 5,
        manufacturer_id: null,
        ean: null,
        mpn: null,
        created_at: now,
        updated_at: now,
      },
    ])
    .execute();
  await db
    .insertInto('variants')
    .values([
      variantRow({ id: 100, product_id: 10, shop_id: 1, name: 'Ъглов диван Верона, сив', price: 129900, before: 159900 }),
      variantRow({ id: 101, product_id: 10, shop_id: 2, name: 'Диван Верона ъглов', price: 134950, delivery: 4900 }),
      variantRow({ id: 102, product_id: 11, shop_id: 2, name: 'Маса Дъб 160 см', price: 45000 }),
      variantRow({ id: 103, product_id: 12, shop_id: 1, name: 'Лампа Луна', price: 5990, active: 0 }),
    ])
    .execute();
  await db
    .insertInto('images')
    .values([{ id: 1, source_url: 'file:///nowhere/1.svg', width: 1200, height: 900 }])
    .execute();
  await db
    .insertInto('variant_images')
    .values([{ variant_id: 100, position: 0, image_id: 1 }])
    .execute();
  await bumpCatalogueVersion(db);
}
