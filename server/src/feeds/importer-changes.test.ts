import { readFileSync } from 'node:fs';
import { CATALOGUE_VERSION, readMeta, writeMeta } from '../db/meta';
import { importFeed, upsertShop } from './importer';
import { db, importShop, sameItemsOtherBytes, SHOP_A, SHOP_B, SHOP_D, tempFeed, useImportDatabase, variant } from './importer-test-helpers';

useImportDatabase();

/** Shop A's fixture without the SHOPITEM whose ITEM_ID is given. */
function shopAWithout(itemId: string): string {
  const xml = readFileSync(SHOP_A, 'utf8');
  return xml.replace(new RegExp(`\\s*<SHOPITEM>\\s*<ITEM_ID>${itemId}</ITEM_ID>[\\s\\S]*?</SHOPITEM>`), '');
}

/** Item ids of the variants in the change log after its first `after` entries, in log order. */
async function changedItemIds(after: number): Promise<string[]> {
  const rows = await db()
    .selectFrom('catalogue_changes')
    .innerJoin('variants', 'variants.id', 'catalogue_changes.variant_id')
    .select('variants.item_id')
    .where('catalogue_changes.id', '>', after)
    .orderBy('catalogue_changes.id')
    .execute();
  return rows.map((r) => r.item_id);
}

const history = (itemId: string) =>
  db()
    .selectFrom('price_history')
    .innerJoin('variants', 'variants.id', 'price_history.variant_id')
    .select([
      'price_history.price',
      'price_history.currency',
      'price_history.in_stock',
      'price_history.active',
      'price_history.recorded_at',
    ])
    .where('variants.item_id', '=', itemId)
    .orderBy('price_history.id')
    .execute();

describe('importFeed', () => {
  it('writes nothing when a feed with the same items is imported again', async () => {
    await importShop('mebeli-viktoria', SHOP_A);
    await writeMeta(db(), { key: CATALOGUE_VERSION, value: 'before-reimport' });
    const before = await db().selectFrom('variants').selectAll().orderBy('id').execute();
    const report = await importShop('mebeli-viktoria', sameItemsOtherBytes(SHOP_A));
    expect(report).toMatchObject({
      status: 'done',
      itemsTotal: 6,
      itemsImported: 0,
      itemsUnchanged: 4,
      itemsFailed: 2,
      catalogueChanged: false,
      feedUnchanged: false,
    });
    expect(await db().selectFrom('variants').selectAll().orderBy('id').execute()).toEqual(before);
    expect(await readMeta(db(), CATALOGUE_VERSION)).toBe('before-reimport');
    expect(await changedItemIds(4)).toEqual([]);
    expect(await db().selectFrom('price_history').select('id').execute()).toHaveLength(4);
    await importShop('domart', SHOP_B);
    expect(await importShop('domart', sameItemsOtherBytes(SHOP_B))).toMatchObject({ itemsTotal: 3, itemsUnchanged: 3, itemsImported: 0 });
    const row = await db().selectFrom('feed_imports').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ items_total: 3, items_unchanged: 3, items_imported: 0, status: 'done' });
  });

  it('does not read a byte-identical feed again: same counts and problems, recorded as unchanged', async () => {
    const first = await importShop('mebeli-viktoria', SHOP_A);
    const before = await db().selectFrom('variants').selectAll().orderBy('id').execute();
    const again = await importShop('mebeli-viktoria', SHOP_A);
    expect(again).toMatchObject({
      status: 'done',
      complete: true,
      feedUnchanged: true,
      itemsTotal: 6,
      itemsImported: 0,
      itemsUnchanged: 4,
      itemsFailed: 2,
      catalogueChanged: false,
    });
    expect(again.problems).toEqual(first.problems);
    expect(await db().selectFrom('variants').selectAll().orderBy('id').execute()).toEqual(before);
    const row = await db().selectFrom('feed_imports').selectAll().where('id', '=', again.importId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'done',
      feed_unchanged: 1,
      items_total: 6,
      items_unchanged: 4,
      items_failed: 2,
      fingerprint: expect.any(String),
    });
  });

  it('reads an identical feed again after a failed import and after the category tree changed', async () => {
    await importShop('mebeli-viktoria', SHOP_A);
    const broken = tempFeed(readFileSync(SHOP_A, 'utf8').replace('<ITEM_ID>A-102</ITEM_ID>', '<ITEM_ID>A-102</ITEMID>'));
    expect(await importShop('mebeli-viktoria', broken)).toMatchObject({ status: 'failed' });
    expect(await importShop('mebeli-viktoria', SHOP_A)).toMatchObject({ status: 'done', feedUnchanged: false, itemsUnchanged: 4 });
    expect(await importShop('mebeli-viktoria', SHOP_A)).toMatchObject({ feedUnchanged: true });
    await db().updateTable('categories').set({ name: 'Дивани и канапета' }).where('slug', '=', 'divani').execute();
    expect(await importShop('mebeli-viktoria', SHOP_A)).toMatchObject({ status: 'done', feedUnchanged: false });
  });

  it('reads an identical feed again once a sale period in it has ended', async () => {
    await upsertShop(db(), { slug: 'dom-plus', name: 'Дом Плюс', url: 'https://domplus.example/' });
    const period = '<g:sale_price_effective_date>2026-11-20T00:00+02:00/2026-11-30T00:00+02:00</g:sale_price_effective_date>';
    const feed = tempFeed(
      readFileSync(SHOP_D, 'utf8').replace('<g:sale_price>649.00 EUR</g:sale_price>', `<g:sale_price>649.00 EUR</g:sale_price>${period}`),
    );
    const importAt = (iso: string) => importFeed({ db: db(), shopSlug: 'dom-plus', source: feed, now: new Date(iso) });
    expect(await importAt('2026-11-22T10:00:00Z')).toMatchObject({ feedUnchanged: false, itemsImported: 2 });
    expect((await variant('D-1')).price).toBe(64900);
    expect(await importAt('2026-11-29T21:59:00Z')).toMatchObject({ feedUnchanged: true });
    expect(await importAt('2026-11-29T22:00:00Z')).toMatchObject({ feedUnchanged: false, itemsImported: 1 });
    expect((await variant('D-1')).price).toBe(69900);
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

  it('logs every inserted, changed and deactivated variant in the change log, in the batch that wrote it', async () => {
    await importShop('mebeli-viktoria', SHOP_A, 1);
    expect((await changedItemIds(0)).sort()).toEqual(['A-100', 'A-101', 'A-102', 'A-104']);
    const logged = (await db().selectFrom('catalogue_changes').select('id').execute()).length;
    const changed = readFileSync(SHOP_A, 'utf8').replace('<PRICE_VAT>189.00</PRICE_VAT>', '<PRICE_VAT>169.00</PRICE_VAT>');
    await importShop('mebeli-viktoria', tempFeed(changed));
    expect(await changedItemIds(logged)).toEqual(['A-101']);
    await importShop(
      'mebeli-viktoria',
      tempFeed(shopAWithout('A-104').replace('<PRICE_VAT>189.00</PRICE_VAT>', '<PRICE_VAT>169.00</PRICE_VAT>')),
    );
    expect(await changedItemIds(logged + 1)).toEqual(['A-104']);
  });

  it('appends price history on change only, and an inactive point when an item vanishes', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 8, 1 + n));
    await importFeed({ db: db(), shopSlug: 'mebeli-viktoria', source: SHOP_A, format: 'heureka', now: day(0) });
    await importFeed({ db: db(), shopSlug: 'mebeli-viktoria', source: SHOP_A, format: 'heureka', now: day(1) });
    const cheaper = readFileSync(SHOP_A, 'utf8').replace('<PRICE_VAT>189.00</PRICE_VAT>', '<PRICE_VAT>169.00</PRICE_VAT>');
    await importFeed({ db: db(), shopSlug: 'mebeli-viktoria', source: tempFeed(cheaper), format: 'heureka', now: day(2) });
    await importFeed({ db: db(), shopSlug: 'mebeli-viktoria', source: tempFeed(shopAWithout('A-101')), format: 'heureka', now: day(3) });
    expect(await history('A-101')).toEqual([
      { price: 18900, currency: 'BGN', in_stock: expect.any(Number), active: 1, recorded_at: day(0).toISOString() },
      { price: 16900, currency: 'BGN', in_stock: expect.any(Number), active: 1, recorded_at: day(2).toISOString() },
      { price: 16900, currency: 'BGN', in_stock: expect.any(Number), active: 0, recorded_at: day(3).toISOString() },
    ]);
    expect(await history('A-100')).toHaveLength(1);
    expect(await variant('A-101')).toMatchObject({ active: 0, lowest_price_30d: null, discount_verified: 0, price_drop_at: null });
    expect(await variant('A-100')).toMatchObject({ active: 1, lowest_price_30d: 129990 });
  });

  it('verifies a discount backed by 30 days of history and flags the price drop; a fake one stays unverified', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 8, 1 + n));
    const xml = readFileSync(SHOP_A, 'utf8');
    const withPrice = (price: string, old: string) =>
      tempFeed(
        xml
          .replace('<PRICE_VAT>1299.90</PRICE_VAT>', `<PRICE_VAT>${price}</PRICE_VAT>`)
          .replace('<PRICE_BEFORE_DISCOUNT>1599.00</PRICE_BEFORE_DISCOUNT>', `<PRICE_BEFORE_DISCOUNT>${old}</PRICE_BEFORE_DISCOUNT>`),
      );
    const run = (source: string, n: number) =>
      importFeed({ db: db(), shopSlug: 'mebeli-viktoria', source, format: 'heureka', now: day(n) });

    await run(SHOP_A, 0);
    expect(await variant('A-100')).toMatchObject({
      price: 129990,
      price_before_discount: 159900,
      lowest_price_30d: 129990,
      discount_verified: 0,
      price_drop_at: null,
    });
    await run(withPrice('1599.00', '1799.00'), 40);
    await run(withPrice('1199.00', '1599.00'), 80);
    expect(await variant('A-100')).toMatchObject({
      price: 119900,
      lowest_price_30d: 159900,
      discount_verified: 1,
      price_drop_at: day(80).toISOString(),
    });

    await run(withPrice('1499.00', '1799.00'), 85);
    await run(withPrice('1299.00', '1799.00'), 90);
    expect(await variant('A-100')).toMatchObject({ price: 129900, lowest_price_30d: 119900, discount_verified: 0, price_drop_at: null });
  });
});
