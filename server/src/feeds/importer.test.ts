import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { syncTaxonomy } from '../catalogue/taxonomy';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { CATALOGUE_VERSION, readMeta, writeMeta } from '../db/meta';
import { importFeed, normaliseCategoryPath, upsertShop } from './importer';

const FIXTURES = join(__dirname, '../../test/fixtures');
const SHOP_A = join(FIXTURES, 'heureka-shop-a.xml');
const SHOP_B = join(FIXTURES, 'heureka-shop-b.xml');
const SHOP_C = join(FIXTURES, 'heureka-shop-c.xml');

let handle: DatabaseHandle;
const db = () => handle.db;

beforeEach(async () => {
  handle = openDatabase('sqlite::memory:');
  await migrateToLatest(handle.db);
  await syncTaxonomy(handle.db);
  await upsertShop(handle.db, { slug: 'mebeli-viktoria', name: 'Мебели Виктория', url: 'https://mebeli-viktoria.example/', paid: true });
  await upsertShop(handle.db, { slug: 'domart', name: 'ДомАрт', url: 'https://domart.example/' });
  await upsertShop(handle.db, { slug: 'kashta', name: 'Къща', url: 'https://kashta.example/' });
});
afterEach(() => handle.close());

const importShop = (shopSlug: string, source: string, batchSize?: number) =>
  importFeed({ db: db(), shopSlug, source, format: 'heureka', ...(batchSize === undefined ? {} : { batchSize }) });

const variant = (itemId: string) => db().selectFrom('variants').selectAll().where('item_id', '=', itemId).executeTakeFirstOrThrow();

function tempFeed(xml: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'uyut-import-')), 'feed.xml');
  writeFileSync(path, xml);
  return path;
}

/** Shop A's fixture without the SHOPITEM whose ITEM_ID is given. */
function shopAWithout(itemId: string): string {
  const xml = readFileSync(SHOP_A, 'utf8');
  return xml.replace(new RegExp(`\\s*<SHOPITEM>\\s*<ITEM_ID>${itemId}</ITEM_ID>[\\s\\S]*?</SHOPITEM>`), '');
}

describe('normaliseCategoryPath', () => {
  it('accepts | and > separators, any case and spacing', () => {
    expect(normaliseCategoryPath(' Мебели >  Дивани>ЪГЛОВИ дивани ')).toBe('мебели | дивани | ъглови дивани');
    expect(normaliseCategoryPath('Мебели | Дивани | Ъглови дивани')).toBe('мебели | дивани | ъглови дивани');
  });
});

describe('upsertShop', () => {
  it('updates an existing shop by slug', async () => {
    const shop = await upsertShop(db(), { slug: 'domart', name: 'ДомАрт ЕООД', url: 'https://domart.example/', paid: true });
    expect(shop).toMatchObject({ slug: 'domart', name: 'ДомАрт ЕООД', paid: 1 });
    expect(await db().selectFrom('shops').select('id').execute()).toHaveLength(3);
  });
});

describe('importFeed', () => {
  it('imports good items and reports bad ones (in the result and in feed_imports)', async () => {
    const report = await importShop('mebeli-viktoria', SHOP_A);
    expect(report).toMatchObject({ status: 'done', complete: true, itemsTotal: 6, itemsImported: 4, itemsUnchanged: 0, itemsFailed: 2, itemsDeactivated: 0 });
    expect(report.problems).toEqual([
      { itemId: 'A-103', line: expect.any(Number), reason: 'PRICE_VAT: missing' },
      { itemId: 'A-105', line: expect.any(Number), reason: 'CATEGORYTEXT: unmapped category "Авточасти | Гуми"' },
    ]);
    const row = await db().selectFrom('feed_imports').selectAll().where('id', '=', report.importId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'done', format: 'heureka', items_total: 6, items_imported: 4, items_failed: 2, items_unchanged: 0 });
    expect(row.finished_at).not.toBeNull();
    expect(JSON.parse(row.report)).toEqual(report.problems);
    const itemIds = (await db().selectFrom('variants').select('item_id').orderBy('item_id').execute()).map((v) => v.item_id);
    expect(itemIds).toEqual(['A-100', 'A-101', 'A-102', 'A-104']);
  });

  it('stores every variant column from the feed item', async () => {
    await importShop('mebeli-viktoria', SHOP_A);
    const sofa = await variant('A-100');
    expect(sofa).toMatchObject({
      name: 'Ъглов диван Верона, ляв, сив',
      slug: 'aglov-divan-verona-lyav-siv',
      description: 'Ъглов диван с ракла и функция сън.',
      url: 'https://mebeli-viktoria.example/produkt/verona-lyav-siv',
      price: 129990,
      price_before_discount: 159900,
      currency: 'BGN',
      voucher_code: 'VIKTORIA10',
      voucher_type: 'percent',
      voucher_value: 10,
      delivery_price: 4900,
      delivery_days: 0,
      in_stock: 1,
      active: 1,
      width_from: 2450,
      width_to: 2450,
      height_from: 850,
      depth_from: 1600,
      diameter_from: null,
    });
    expect(JSON.parse(sofa.params)).toEqual([
      { name: 'Цвят', value: 'сив' },
      { name: 'Материал', value: 'Текстил' },
    ]);
    const images = await db()
      .selectFrom('variant_images')
      .innerJoin('images', 'images.id', 'variant_images.image_id')
      .select(['position', 'source_url'])
      .where('variant_id', '=', sofa.id)
      .orderBy('position')
      .execute();
    expect(images).toEqual([
      { position: 0, source_url: 'https://mebeli-viktoria.example/img/verona-1.jpg' },
      { position: 1, source_url: 'https://mebeli-viktoria.example/img/verona-2.jpg' },
    ]);
    const lamp = await variant('A-104');
    expect(lamp).toMatchObject({ in_stock: 0, delivery_days: 3, delivery_price: 0, diameter_from: 350, voucher_code: null });
    const table = await variant('A-101');
    expect(table.delivery_price).toBeNull();
    const product = await db().selectFrom('products').selectAll().where('id', '=', sofa.product_id).executeTakeFirstOrThrow();
    const category = await db().selectFrom('categories').select('slug').where('id', '=', product.category_id).executeTakeFirstOrThrow();
    expect(product).toMatchObject({ name: 'Ъглов диван Верона, ляв, сив', ean: '3800123456787', mpn: 'VR-2001-GR' });
    expect(category.slug).toBe('aglovi-divani');
  });

  it('resolves categories by long name with either separator and by a unique leaf name', async () => {
    await importShop('mebeli-viktoria', SHOP_A);
    await importShop('domart', SHOP_B);
    const categoryOf = async (itemId: string) =>
      (
        await db()
          .selectFrom('variants')
          .innerJoin('products', 'products.id', 'variants.product_id')
          .innerJoin('categories', 'categories.id', 'products.category_id')
          .select('categories.slug')
          .where('item_id', '=', itemId)
          .executeTakeFirstOrThrow()
      ).slug;
    expect(await categoryOf('A-104')).toBe('lampioni');
    expect(await categoryOf('B-3')).toBe('pendeli');
  });

  it('joins offers with the same EAN across shops into one product', async () => {
    await importShop('mebeli-viktoria', SHOP_A);
    const report = await importShop('domart', SHOP_B);
    expect(report.itemsImported).toBe(3);
    expect((await variant('B-1')).product_id).toBe((await variant('A-100')).product_id);
    expect((await variant('B-3')).product_id).not.toBe((await variant('A-100')).product_id);
  });

  it('joins by manufacturer + MPN, and the joined product gains the EAN for later shops', async () => {
    await importShop('mebeli-viktoria', SHOP_A);
    await importShop('domart', SHOP_B);
    await importShop('kashta', SHOP_C);
    const productId = (await variant('A-101')).product_id;
    expect((await variant('B-2')).product_id).toBe(productId);
    expect((await variant('C-9')).product_id).toBe(productId);
    expect(await db().selectFrom('manufacturers').select('slug').where('slug', '=', 'nordika').execute()).toHaveLength(1);
  });

  it('joins colour variants of one shop by ITEMGROUP_ID', async () => {
    await importShop('mebeli-viktoria', SHOP_A);
    expect((await variant('A-102')).product_id).toBe((await variant('A-101')).product_id);
    expect(await db().selectFrom('products').select('id').execute()).toHaveLength(3);
  });

  it('matches the same way when every item is its own batch', async () => {
    await importShop('mebeli-viktoria', SHOP_A, 1);
    await importShop('domart', SHOP_B, 1);
    expect((await variant('A-102')).product_id).toBe((await variant('A-101')).product_id);
    expect((await variant('B-1')).product_id).toBe((await variant('A-100')).product_id);
  });

  it('writes nothing when the same feed is imported again', async () => {
    await importShop('mebeli-viktoria', SHOP_A);
    await writeMeta(db(), { key: CATALOGUE_VERSION, value: 'before-reimport' });
    const before = await db().selectFrom('variants').selectAll().orderBy('id').execute();
    const report = await importShop('mebeli-viktoria', SHOP_A);
    expect(report).toMatchObject({ status: 'done', itemsTotal: 6, itemsImported: 0, itemsUnchanged: 4, itemsFailed: 2, catalogueChanged: false });
    expect(await db().selectFrom('variants').selectAll().orderBy('id').execute()).toEqual(before);
    expect(await readMeta(db(), CATALOGUE_VERSION)).toBe('before-reimport');
    await importShop('domart', SHOP_B);
    expect(await importShop('domart', SHOP_B)).toMatchObject({ itemsTotal: 3, itemsUnchanged: 3, itemsImported: 0 });
    const row = await db().selectFrom('feed_imports').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ items_total: 3, items_unchanged: 3, items_imported: 0, status: 'done' });
  });

  it('updates a changed item only and bumps the catalogue version', async () => {
    await importShop('mebeli-viktoria', SHOP_A);
    await writeMeta(db(), { key: CATALOGUE_VERSION, value: 'before-change' });
    const changed = readFileSync(SHOP_A, 'utf8').replace('<PRICE_VAT>189.00</PRICE_VAT>', '<PRICE_VAT>169.00</PRICE_VAT>');
    const report = await importShop('mebeli-viktoria', tempFeed(changed));
    expect(report).toMatchObject({ itemsImported: 1, itemsUnchanged: 3 });
    expect((await variant('A-101')).price).toBe(16900);
    expect(await readMeta(db(), CATALOGUE_VERSION)).not.toBe('before-change');
  });

  it('deactivates (not deletes) an item that a complete feed no longer lists, and reactivates it when it returns', async () => {
    await importShop('mebeli-viktoria', SHOP_A);
    const report = await importShop('mebeli-viktoria', tempFeed(shopAWithout('A-104')));
    expect(report).toMatchObject({ status: 'done', itemsDeactivated: 1, itemsUnchanged: 3, catalogueChanged: true });
    expect((await variant('A-104')).active).toBe(0);
    expect((await variant('A-100')).active).toBe(1);
    const back = await importShop('mebeli-viktoria', SHOP_A);
    expect(back).toMatchObject({ itemsImported: 1, itemsUnchanged: 3, itemsDeactivated: 0 });
    expect((await variant('A-104')).active).toBe(1);
  });

  it('keeps the items before malformed XML, fails the import and deactivates nothing', async () => {
    await importShop('mebeli-viktoria', SHOP_A);
    const broken = readFileSync(SHOP_A, 'utf8').replace('<ITEM_ID>A-102</ITEM_ID>', '<ITEM_ID>A-102</ITEMID>');
    const report = await importShop('mebeli-viktoria', tempFeed(broken.replace('<PRICE_VAT>1299.90</PRICE_VAT>', '<PRICE_VAT>1199.90</PRICE_VAT>')));
    expect(report).toMatchObject({ status: 'failed', complete: false, itemsImported: 1, itemsUnchanged: 1, itemsDeactivated: 0 });
    expect(report.problems.at(-1)).toEqual({ line: expect.any(Number), reason: expect.stringMatching(/^XML error: /) });
    expect((await variant('A-100')).price).toBe(119990);
    expect((await variant('A-104')).active).toBe(1);
    const row = await db().selectFrom('feed_imports').select(['status', 'report']).where('id', '=', report.importId).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.report).toContain('XML error');
  });

  it('reports a duplicate ITEM_ID and keeps the first', async () => {
    const xml = readFileSync(SHOP_B, 'utf8').replace('<ITEM_ID>B-3</ITEM_ID>', '<ITEM_ID>B-1</ITEM_ID>');
    const report = await importShop('domart', tempFeed(xml));
    expect(report.problems).toEqual([{ itemId: 'B-1', line: expect.any(Number), reason: expect.stringMatching(/^ITEM_ID: duplicate/) }]);
    expect((await variant('B-1')).name).toBe('Диван Верона ъглов ляв - сив');
  });

  it('accepts a file:// URL as source', async () => {
    const report = await importShop('domart', pathToFileURL(SHOP_B).href);
    expect(report.itemsImported).toBe(3);
  });

  it('refuses an unknown shop and a missing file', async () => {
    await expect(importShop('no-such-shop', SHOP_A)).rejects.toThrow(/Unknown shop "no-such-shop"/);
    await expect(importShop('domart', join(FIXTURES, 'missing.xml'))).rejects.toThrow();
  });

  it('fails an empty feed without deactivating anything', async () => {
    await importShop('domart', SHOP_B);
    const report = await importShop('domart', tempFeed('<?xml version="1.0" encoding="utf-8"?><SHOP></SHOP>'));
    expect(report).toMatchObject({ status: 'failed', itemsDeactivated: 0 });
    expect((await variant('B-1')).active).toBe(1);
  });
});
