import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { syncTaxonomy } from '../catalogue/taxonomy';
import type { DatabaseHandle } from '../db/database';
import { importFeed, type ShopInput, upsertShop } from './importer';
import { testDatabase } from '../../test/test-database';

/* What the importer's test files share: the feed fixtures, a fresh database with three shops per test, and feed helpers. */

export const FIXTURES = join(__dirname, '../../test/fixtures');
export const SHOP_A = join(FIXTURES, 'heureka-shop-a.xml');
export const SHOP_B = join(FIXTURES, 'heureka-shop-b.xml');
export const SHOP_C = join(FIXTURES, 'heureka-shop-c.xml');
export const SHOP_D = join(FIXTURES, 'google-shop-d.xml');

let handle: DatabaseHandle;
/** The database of the running test (opened by useImportDatabase). */
export const db = () => handle.db;

/**
 * Gives each test of the calling file a fresh database with the taxonomy and the shops of the fixtures, plus
 * `moreShops` when the file imports for other shops.
 */
export function useImportDatabase(moreShops: ShopInput[] = []): void {
  beforeEach(async () => {
    handle = await testDatabase();
    await syncTaxonomy(handle.db);
    await upsertShop(handle.db, { slug: 'mebeli-viktoria', name: 'Мебели Виктория', url: 'https://mebeli-viktoria.example/', paid: true });
    await upsertShop(handle.db, { slug: 'domart', name: 'ДомАрт', url: 'https://domart.example/' });
    await upsertShop(handle.db, { slug: 'kashta', name: 'Къща', url: 'https://kashta.example/' });
    for (const shop of moreShops) await upsertShop(handle.db, shop);
  });
  afterEach(() => handle.close());
}

export const importShop = (shopSlug: string, source: string, batchSize?: number) =>
  importFeed({ db: db(), shopSlug, source, format: 'heureka', ...(batchSize === undefined ? {} : { batchSize }) });

export const importShopAuto = (source: string) => importFeed({ db: db(), shopSlug: 'kashta', source });

export const variant = (itemId: string) => db().selectFrom('variants').selectAll().where('item_id', '=', itemId).executeTakeFirstOrThrow();

/** The slug and long name of the category an item's product was placed in. */
export const categoryOfItem = (itemId: string) =>
  db()
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(['categories.slug', 'categories.long_name'])
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();

export function tempFeed(xml: string | Buffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'uyut-import-')), 'feed.xml');
  writeFileSync(path, xml);
  return path;
}

/** A copy of a feed with the same items but not byte-identical (so it is read again, item by item). */
export function sameItemsOtherBytes(path: string): string {
  return tempFeed(`${readFileSync(path, 'utf8')}\n<!-- exported again -->\n`);
}
