import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { syncTaxonomy } from '../catalogue/taxonomy';
import type { DatabaseHandle, Db } from '../db/database';
import { CATALOGUE_VERSION, readMeta, writeMeta } from '../db/meta';
import { TITLE_RULE, type TitleKeyContext, titleKey } from '../catalogue/title-key';
import { batchLimit, type FeedImportOutcome, importFeed, importFeeds, type ImportFeedOptions, upsertShop } from './importer';
import { validShareFailure } from './import-report';
import { windows1251 } from '../../test/encodings';
import { withServer } from '../../test/http-server';
import { testDatabase } from '../../test/test-database';

const FIXTURES = join(__dirname, '../../test/fixtures');
const SHOP_A = join(FIXTURES, 'heureka-shop-a.xml');
const SHOP_B = join(FIXTURES, 'heureka-shop-b.xml');
const SHOP_C = join(FIXTURES, 'heureka-shop-c.xml');
const SHOP_D = join(FIXTURES, 'google-shop-d.xml');

let handle: DatabaseHandle;
const db = () => handle.db;

beforeEach(async () => {
  handle = await testDatabase();
  await syncTaxonomy(handle.db);
  await upsertShop(handle.db, { slug: 'mebeli-viktoria', name: 'Мебели Виктория', url: 'https://mebeli-viktoria.example/', paid: true });
  await upsertShop(handle.db, { slug: 'domart', name: 'ДомАрт', url: 'https://domart.example/' });
  await upsertShop(handle.db, { slug: 'kashta', name: 'Къща', url: 'https://kashta.example/' });
});
afterEach(() => handle.close());

const importShop = (shopSlug: string, source: string, batchSize?: number) =>
  importFeed({ db: db(), shopSlug, source, format: 'heureka', ...(batchSize === undefined ? {} : { batchSize }) });

const importShopAuto = (source: string) => importFeed({ db: db(), shopSlug: 'kashta', source });

const variant = (itemId: string) => db().selectFrom('variants').selectAll().where('item_id', '=', itemId).executeTakeFirstOrThrow();

function tempFeed(xml: string | Buffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'uyut-import-')), 'feed.xml');
  writeFileSync(path, xml);
  return path;
}

/** An item of itemsFeed: its id, title and whichever identifiers and category (Кресла unless given) it has. */
interface Item {
  id: string;
  name: string;
  ean?: string;
  mpn?: string;
  manufacturer?: string;
  category?: string;
  group?: string;
}
const itemsFeed = (items: Item[]) =>
  tempFeed(
    `<SHOP>${items
      .map(
        (item) =>
          `<SHOPITEM><ITEM_ID>${item.id}</ITEM_ID><PRODUCTNAME>${item.name}</PRODUCTNAME><URL>https://shop.example/${item.id}</URL><PRICE_VAT>100.00</PRICE_VAT>` +
          (item.group ? `<ITEMGROUP_ID>${item.group}</ITEMGROUP_ID>` : '') +
          (item.ean ? `<EAN>${item.ean}</EAN>` : '') +
          (item.mpn ? `<PRODUCTNO>${item.mpn}</PRODUCTNO>` : '') +
          (item.manufacturer ? `<MANUFACTURER>${item.manufacturer}</MANUFACTURER>` : '') +
          `<CATEGORYTEXT>${item.category ?? 'Кресла'}</CATEGORYTEXT></SHOPITEM>`,
      )
      .join('')}</SHOP>`,
  );
const product = async (itemId: string) => (await variant(itemId)).product_id;

/** A feed of 1000 chairs, for the batch sizes of an import. */
const thousandChairs = () =>
  tempFeed(
    `<SHOP>${Array.from({ length: 1000 }, (_, n) => `<SHOPITEM><ITEM_ID>X-${n}</ITEM_ID><PRODUCTNAME>Стол ${n}</PRODUCTNAME><URL>https://shop.example/${n}</URL><PRICE_VAT>100.00</PRICE_VAT><CATEGORYTEXT>Кресла</CATEGORYTEXT></SHOPITEM>`).join('')}</SHOP>`,
  );

/** The items written so far at each progress report of each shop's import. */
function progressByShop() {
  const progress = new Map<string, number[]>();
  const onProgress = (shopSlug: string) => (p: { items: number }) => progress.set(shopSlug, [...(progress.get(shopSlug) ?? []), p.items]);
  return { onProgress, reported: () => Object.fromEntries(progress) };
}

/** A copy of a feed with the same items but not byte-identical (so it is read again, item by item). */
function sameItemsOtherBytes(path: string): string {
  return tempFeed(`${readFileSync(path, 'utf8')}\n<!-- exported again -->\n`);
}

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

describe('upsertShop', () => {
  it('updates an existing shop by slug', async () => {
    const shop = await upsertShop(db(), { slug: 'domart', name: 'ДомАрт ЕООД', url: 'https://domart.example/', paid: true });
    expect(shop).toMatchObject({ slug: 'domart', name: 'ДомАрт ЕООД', paid: 1 });
    expect(await db().selectFrom('shops').select('id').execute()).toHaveLength(3);
  });

  it('stores the shop URL normalised and refuses one that is not an absolute http(s) URL', async () => {
    expect(await upsertShop(db(), { slug: 'domart', name: 'ДомАрт', url: ' HTTPS://Domart.example/мебели ' })).toMatchObject({
      url: 'https://domart.example/%D0%BC%D0%B5%D0%B1%D0%B5%D0%BB%D0%B8',
    });
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'domart.example',
      'https://user:pass@domart.example/',
    ]) {
      await expect(upsertShop(db(), { slug: 'domart', name: 'ДомАрт', url })).rejects.toThrow(
        `Shop URL "${url}" is not an absolute http:// or https:// URL without credentials`,
      );
    }
    expect(await db().selectFrom('shops').select('url').where('slug', '=', 'domart').executeTakeFirstOrThrow()).toEqual({
      url: 'https://domart.example/%D0%BC%D0%B5%D0%B1%D0%B5%D0%BB%D0%B8',
    });
  });
});

describe('importFeed image hosts', () => {
  it('reports the images whose host resolves to an internal address, looking each host up once', async () => {
    const xml = readFileSync(SHOP_A, 'utf8').replace(/mebeli-viktoria\.example\/img\/(verona|luna)/g, 'cdn.mebeli-viktoria.test/img/$1');
    const resolved: string[] = [];
    const resolve = async (hostname: string) => {
      resolved.push(hostname);
      return [{ address: hostname === 'cdn.mebeli-viktoria.test' ? '192.168.10.5' : '93.184.216.34', family: 4 }];
    };
    const report = await importFeed({ db: db(), shopSlug: 'mebeli-viktoria', source: tempFeed(xml), network: { resolve } });
    const refused = (url: string, itemId: string) => ({
      itemId,
      line: expect.any(Number),
      reason: `image https://cdn.mebeli-viktoria.test/img/${url}: cdn.mebeli-viktoria.test resolves to 192.168.10.5, which is not a public address; the image will not be shown`,
    });
    const expected = [refused('verona-1.jpg', 'A-100'), refused('verona-2.jpg', 'A-100'), refused('luna.jpg', 'A-104')];
    expect(report).toMatchObject({ status: 'done', itemsImported: 4 });
    expect(report.warnings).toEqual(expect.arrayContaining(expected));
    expect(report.warnings.filter((warning) => warning.reason.startsWith('image '))).toHaveLength(3);
    expect(resolved.sort()).toEqual(['cdn.mebeli-viktoria.test', 'mebeli-viktoria.example']);
    const row = await db().selectFrom('feed_imports').select('report').where('id', '=', report.importId).executeTakeFirstOrThrow();
    expect(JSON.parse(row.report)).toEqual(expect.arrayContaining(expected.map((warning) => ({ ...warning, warning: true }))));
  });

  it('looks nothing up for file: image URLs', async () => {
    const original = pathToFileURL(join(FIXTURES, 'heureka-shop-a.xml')).href;
    const xml = readFileSync(SHOP_A, 'utf8').replace(/https:\/\/mebeli-viktoria\.example\/img\/[a-z0-9-]+\.jpg/g, original);
    const resolved: string[] = [];
    const resolve = async (hostname: string) => {
      resolved.push(hostname);
      return [];
    };
    const report = await importFeed({
      db: db(),
      shopSlug: 'mebeli-viktoria',
      source: tempFeed(xml),
      allowFileImages: true,
      network: { resolve },
    });
    expect(report).toMatchObject({ status: 'done', itemsImported: 4 });
    expect(resolved).toEqual([]);
  });
});

describe('importFeed', () => {
  it('imports good items and reports bad ones (in the result and in feed_imports)', async () => {
    const report = await importShop('mebeli-viktoria', SHOP_A);
    expect(report).toMatchObject({
      status: 'done',
      complete: true,
      itemsTotal: 6,
      itemsImported: 4,
      itemsUnchanged: 0,
      itemsFailed: 2,
      itemsDeactivated: 0,
    });
    expect(report.problems).toEqual([
      { itemId: 'A-103', line: expect.any(Number), reason: 'PRICE_VAT: missing' },
      { itemId: 'A-105', line: expect.any(Number), reason: 'CATEGORYTEXT: unmapped category "Авточасти | Гуми"' },
    ]);
    const row = await db().selectFrom('feed_imports').selectAll().where('id', '=', report.importId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'done',
      format: 'heureka',
      items_total: 6,
      items_imported: 4,
      items_failed: 2,
      items_unchanged: 0,
    });
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

  it("falls back to an item's Google category when its own category maps to none of ours (issue 22 point 8)", async () => {
    const google = tempFeed(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Дом Плюс</title>
<item><g:id>GP-1</g:id><g:title>Холна маса Хюге, дъб, 90 см</g:title><g:link>https://domplus.example/p/hygge</g:link>
<g:price>189.00 BGN</g:price><g:product_type>Всичко за дома &gt; Black Friday 2026</g:product_type>
<g:google_product_category>Мебели &gt; Маси &gt; Маси за хол</g:google_product_category></item>
<item><g:id>GP-2</g:id><g:title>Ъглов диван Верона, ляв</g:title><g:link>https://domplus.example/p/verona</g:link>
<g:price>1299.00 BGN</g:price><g:product_type>Нови продукти</g:product_type><g:google_product_category>460</g:google_product_category></item>
<item><g:id>GP-3</g:id><g:title>Стенно огледало Луна</g:title><g:link>https://domplus.example/p/luna</g:link>
<g:price>79.00 BGN</g:price><g:product_type>Декорация &gt; Огледала</g:product_type><g:google_product_category>436</g:google_product_category></item>
<item><g:id>GP-4</g:id><g:title>Гуми 205/55 R16</g:title><g:link>https://domplus.example/p/gumi</g:link>
<g:price>99.00 BGN</g:price><g:product_type>Авточасти</g:product_type><g:google_product_category>Превозни средства и части</g:google_product_category></item>
</channel></rss>`);
    const heureka = tempFeed(`<?xml version="1.0" encoding="utf-8"?>
<SHOP><SHOPITEM><ITEM_ID>HP-1</ITEM_ID><PRODUCTNAME>Трапезен стол Рома, бук</PRODUCTNAME><URL>https://kashta.example/roma</URL>
<PRICE_VAT>89,00 лв.</PRICE_VAT><CATEGORYTEXT>5886</CATEGORYTEXT></SHOPITEM></SHOP>`);
    await upsertShop(db(), { slug: 'dom-plus', name: 'Дом Плюс', url: 'https://domplus.example/' });
    const report = await importFeed({ db: db(), shopSlug: 'dom-plus', source: google });
    expect(report.problems).toEqual([
      {
        itemId: 'GP-4',
        line: expect.any(Number),
        reason: 'CATEGORYTEXT: unmapped category "Авточасти" (nor "Превозни средства и части")',
      },
    ]);
    expect(await importShopAuto(heureka)).toMatchObject({ status: 'done', itemsImported: 1, itemsFailed: 0 });
    const categoryOf = async (itemId: string) =>
      (
        await db()
          .selectFrom('variants')
          .innerJoin('products', 'products.id', 'variants.product_id')
          .innerJoin('categories', 'categories.id', 'products.category_id')
          .select('categories.long_name')
          .where('item_id', '=', itemId)
          .executeTakeFirstOrThrow()
      ).long_name;
    expect(await categoryOf('GP-1')).toBe('Мебели | Маси');
    expect(await categoryOf('GP-2')).toBe('Мебели | Дивани');
    /* The shop's own category wins where it maps. */
    expect(await categoryOf('GP-3')).toBe('Декорация | Огледала');
    expect(await categoryOf('HP-1')).toBe('Мебели | Столове | Трапезни столове');
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

  it('sends a product only the identifier updates that can change it', async () => {
    const statements: string[] = [];
    const { db: logged, close } = await testDatabase({
      log: (event) => void statements.push(event.query.sql),
      sqliteOnly: 'the statement text it expects has SQLite parameter marks',
    });
    await syncTaxonomy(logged);
    for (const slug of ['mebeli-viktoria', 'domart']) await upsertShop(logged, { slug, name: slug, url: `https://${slug}.example/` });
    await importFeed({ db: logged, shopSlug: 'mebeli-viktoria', source: SHOP_A, format: 'heureka' });
    statements.length = 0;
    await importFeed({ db: logged, shopSlug: 'domart', source: SHOP_B, format: 'heureka' });
    /* B-2 joins A-101 by manufacturer + MPN, so only its EAN is new to the product. */
    expect(statements.filter((sql) => sql.startsWith('update "products"'))).toEqual([
      'update "products" set "ean" = ?, "updated_at" = ? where "id" = ? and "ean" is null',
    ]);
    const joined = await logged.selectFrom('variants').select('product_id').where('item_id', 'in', ['A-101', 'B-2']).execute();
    expect(new Set(joined.map((row) => row.product_id)).size).toBe(1);
    await close();
  });

  it('looks up by title only the offers that no EAN, MPN or item group matched, and computes no other title key', async () => {
    const lookups: unknown[][] = [];
    const { db: logged, close } = await testDatabase({
      log: (event) => void (event.query.sql.includes('("category_id", "title_key") in') && lookups.push([...event.query.parameters])),
    });
    await syncTaxonomy(logged);
    for (const slug of ['mebeli-viktoria', 'domart']) await upsertShop(logged, { slug, name: slug, url: `https://${slug}.example/` });
    await importFeed({ db: logged, shopSlug: 'mebeli-viktoria', source: SHOP_A, format: 'heureka' });
    lookups.length = 0;
    const keyed: string[] = [];
    const rule = { ...TITLE_RULE, key: (title: string, context: TitleKeyContext) => (keyed.push(title), titleKey(title, context)) };
    await importFeed({ db: logged, shopSlug: 'domart', source: SHOP_B, format: 'heureka', titleRule: rule });
    /* B-1 joins A-100 by EAN and B-2 joins A-101 by manufacturer + MPN: only B-3 reaches the title rule. */
    expect(keyed).toEqual(['Пендел Сфера, месинг']);
    expect(new Set(lookups.flat().filter((value) => typeof value === 'string'))).toEqual(
      new Set([titleKey('Пендел Сфера, месинг', { shopName: 'domart' })]),
    );
    await close();
  });

  it('joins colour variants of one shop by ITEMGROUP_ID', async () => {
    await importShop('mebeli-viktoria', SHOP_A);
    expect((await variant('A-102')).product_id).toBe((await variant('A-101')).product_id);
    expect(await db().selectFrom('products').select('id').execute()).toHaveLength(3);
  });

  describe('the title rule', () => {
    it.each([
      ['in this thread', false],
      ['in a worker thread, which leaves the title keys to the importer', true],
    ])(
      'joins an offer without identifiers to the product with the same title key in its category, and stores the key (parsed %s)',
      async (_, parseInWorker) => {
        await importShop(
          'mebeli-viktoria',
          itemsFeed([{ id: 'A-1', name: 'Кресло Лина, сиво', ean: '3800123456787', manufacturer: 'Нордика' }]),
        );
        const domart = itemsFeed([
          { id: 'B-1', name: 'ПРОМО! НОРДИКА Сиво кресло „Лина“ | ДомАрт', manufacturer: 'Нордика' },
          { id: 'B-2', name: 'Кресло Лина, сиво', manufacturer: 'Нордика', category: 'Табуретки' },
          { id: 'B-3', name: 'Кресло Лина, бежово', manufacturer: 'Нордика' },
        ]);
        await importFeed({ db: db(), shopSlug: 'domart', source: domart, format: 'heureka', parseInWorker });
        expect(await product('B-1')).toBe(await product('A-1'));
        expect(await product('B-2')).not.toBe(await product('A-1'));
        expect(await product('B-3')).not.toBe(await product('A-1'));
        const stored = await db()
          .selectFrom('products')
          .select('title_key')
          .where('id', '=', await product('A-1'))
          .executeTakeFirstOrThrow();
        expect(stored.title_key).toBe('кресло лина сив');
      },
    );

    it('never joins different EANs, different manufacturers, different MPNs of one manufacturer, or two sides without a manufacturer', async () => {
      await importShop(
        'mebeli-viktoria',
        itemsFeed([
          { id: 'A-1', name: 'Кресло Лина сиво', ean: '3800123456787', manufacturer: 'Нордика' },
          { id: 'A-2', name: 'Кресло Ема сиво', mpn: 'EMA-1', manufacturer: 'Нордика' },
          { id: 'A-3', name: 'Кресло Мия сиво' },
          { id: 'A-4', name: 'Кресло Нора сиво', manufacturer: 'Нордика' },
        ]),
      );
      await importShop(
        'domart',
        itemsFeed([
          { id: 'B-1', name: 'Кресло Лина сиво', ean: '3800987654329', manufacturer: 'Нордика' },
          { id: 'B-2', name: 'Кресло Ема сиво', mpn: 'EMA-2', manufacturer: 'Нордика' },
          { id: 'B-3', name: 'Кресло Мия сиво' },
          { id: 'B-4', name: 'Кресло Нора сиво', manufacturer: 'Арон Мебел' },
          { id: 'B-5', name: 'Кресло Нора сиво' },
        ]),
      );
      for (const n of [1, 2, 3, 4]) expect(await product(`B-${n}`)).not.toBe(await product(`A-${n}`));
      expect(await product('B-5')).toBe(await product('A-4'));
    });

    it('checks the identifiers a product gained earlier in the same import', async () => {
      await importShop('mebeli-viktoria', itemsFeed([{ id: 'A-1', name: 'Кресло Лина сиво', manufacturer: 'Нордика' }]));
      await importShop(
        'domart',
        itemsFeed([
          { id: 'B-1', name: 'Кресло Лина сиво', ean: '3800123456787', manufacturer: 'Нордика' },
          { id: 'B-2', name: 'Кресло Лина, сиво', ean: '3800987654329', manufacturer: 'Нордика' },
        ]),
      );
      expect(await product('B-1')).toBe(await product('A-1'));
      expect(await product('B-2')).not.toBe(await product('A-1'));
    });

    it.each([
      ['in the batch that created it', 500],
      ['after its batch was written', 1],
    ])('stores the identifiers a product of this import gains %s, and later shops match by them', async (_, batchSize) => {
      const items = [
        { id: 'A-1', name: 'Кресло Лина сиво', group: 'LINA' },
        { id: 'A-2', name: 'Кресло Лина бежово', group: 'LINA', ean: '3800123456787' },
        { id: 'A-3', name: 'Кресло Лина синьо', group: 'LINA', manufacturer: 'Нордика', mpn: 'LN-1' },
      ];
      await importShop('mebeli-viktoria', itemsFeed(items), batchSize);
      const productId = await product('A-1');
      expect([await product('A-2'), await product('A-3')]).toEqual([productId, productId]);
      const stored = await db().selectFrom('products').select(['ean', 'mpn']).where('id', '=', productId).executeTakeFirstOrThrow();
      expect(stored).toEqual({ ean: '3800123456787', mpn: 'LN-1' });
      await importShop(
        'domart',
        itemsFeed([
          { id: 'B-1', name: 'Стол', ean: '3800123456787', category: 'Табуретки' },
          { id: 'B-2', name: 'Табла', manufacturer: 'Нордика', mpn: 'LN-1', category: 'Табуретки' },
        ]),
      );
      expect([await product('B-1'), await product('B-2')]).toEqual([productId, productId]);
      expect(await db().selectFrom('products').select('id').execute()).toHaveLength(1);
    });

    it('joins across batches of one feed, and not at all when switched off', async () => {
      const items = [
        { id: 'A-1', name: 'Кресло Лина сиво', manufacturer: 'Нордика' },
        { id: 'A-2', name: 'кресло лина - сив', manufacturer: 'Нордика' },
      ];
      await importShop('mebeli-viktoria', itemsFeed(items), 1);
      expect(await product('A-2')).toBe(await product('A-1'));
      await importFeed({
        db: db(),
        shopSlug: 'domart',
        source: itemsFeed(items.map((item) => ({ ...item, id: `B${item.id}` }))),
        titleRule: null,
      });
      expect(await product('BA-1')).not.toBe(await product('A-1'));
      expect(await product('BA-2')).not.toBe(await product('BA-1'));
    });
  });

  describe("matching by any offer's identifiers (issue 22 point 7)", () => {
    /* Red and blue of one product, joined by the shop's item group; titles and categories that the title rule cannot join. */
    const colours = [
      { id: 'A-RED', name: 'Кресло Лина, червено', group: 'LINA', ean: '3800123456787', manufacturer: 'Нордика', mpn: 'LN-RED' },
      { id: 'A-BLUE', name: 'Кресло Лина, синьо', group: 'LINA', ean: '3800987654329', manufacturer: 'Нордика', mpn: 'LN-BLUE' },
    ];

    it.each([
      ['in one batch', 500],
      ['one item per batch', 1],
    ])('joins an offer by the EAN or manufacturer + MPN of any offer of a product, active or not (%s)', async (_, batchSize) => {
      await importShop('mebeli-viktoria', itemsFeed(colours), batchSize);
      const productId = await product('A-RED');
      expect(await product('A-BLUE')).toBe(productId);
      await importShop(
        'domart',
        itemsFeed([
          { id: 'B-1', name: 'Синьо кресло „Лина“', ean: '3800987654329', manufacturer: 'Нордика', mpn: 'LINA-B', category: 'Табуретки' },
        ]),
        batchSize,
      );
      expect(await product('B-1')).toBe(productId);
      /* The blue offer that brought the EAN is no longer listed by its shop. */
      await importShop('mebeli-viktoria', itemsFeed([colours[0] as Item]), batchSize);
      expect((await variant('A-BLUE')).active).toBe(0);
      await importShop(
        'kashta',
        itemsFeed([
          { id: 'C-1', name: 'Лина синя', ean: '3800987654329', category: 'Табуретки' },
          { id: 'C-2', name: 'Лина табуретка', manufacturer: 'Нордика', mpn: 'LN-BLUE', category: 'Табуретки' },
          { id: 'C-3', name: 'Табуретка Лина', manufacturer: 'Нордика', mpn: 'LINA-B', category: 'Табуретки' },
        ]),
        batchSize,
      );
      expect([await product('C-1'), await product('C-2'), await product('C-3')]).toEqual([productId, productId, productId]);
      expect(await db().selectFrom('products').select('id').execute()).toHaveLength(1);
    });

    it("leads an identifier seen in two products to the product it was first recorded for; an offer whose EAN and MPN disagree joins the EAN's", async () => {
      await importShop(
        'mebeli-viktoria',
        itemsFeed([colours[0] as Item, { id: 'A-2', name: 'Табуретка Ема', manufacturer: 'Нордика', mpn: 'EMA-1', category: 'Табуретки' }]),
      );
      await importShop(
        'domart',
        itemsFeed([
          { id: 'B-1', name: 'Пейка Мира', category: 'Табуретки' },
          { id: 'B-2', name: 'Пейка Тиа', category: 'Табуретки' },
        ]),
      );
      /* Stored offers keep their products when their feed gives them identifiers: one that points elsewhere already, one new. */
      await importShop(
        'domart',
        itemsFeed([
          { id: 'B-1', name: 'Пейка Мира', ean: '3800123456787', category: 'Табуретки' },
          { id: 'B-2', name: 'Пейка Тиа', ean: '4006381333931', category: 'Табуретки' },
        ]),
      );
      expect(await product('B-1')).not.toBe(await product('A-RED'));
      await importShop(
        'kashta',
        itemsFeed([
          { id: 'C-1', name: 'Лина', ean: '3800123456787', category: 'Табуретки' },
          { id: 'C-2', name: 'Ема', ean: '3800123456787', manufacturer: 'Нордика', mpn: 'EMA-1', category: 'Табуретки' },
          { id: 'C-3', name: 'Ема табуретка', manufacturer: 'Нордика', mpn: 'EMA-1', category: 'Табуретки' },
          { id: 'C-4', name: 'Тиа', ean: '4006381333931', category: 'Табуретки' },
        ]),
      );
      expect(await product('C-1')).toBe(await product('A-RED'));
      expect(await product('C-2')).toBe(await product('A-RED'));
      expect(await product('C-3')).toBe(await product('A-2'));
      expect(await product('C-4')).toBe(await product('B-2'));
    });
  });

  it('starts writing after a small first batch and doubles the batches up to the batch size', async () => {
    expect([0, 1, 2, 3, 4, 40].map((written) => batchLimit({ batchSize: 500, written, queuedParse: false }))).toEqual([
      100, 200, 400, 500, 500, 500,
    ]);
    expect(batchLimit({ batchSize: 1, written: 0, queuedParse: false })).toBe(1);
    const { onProgress, reported } = progressByShop();
    await importFeed({ db: db(), shopSlug: 'kashta', source: thousandChairs(), onProgress: onProgress('kashta') });
    expect(reported()).toEqual({ kashta: [100, 300, 700, 1000] });
  });

  it('matches the same way when every item is its own batch', async () => {
    await importShop('mebeli-viktoria', SHOP_A, 1);
    await importShop('domart', SHOP_B, 1);
    expect((await variant('A-102')).product_id).toBe((await variant('A-101')).product_id);
    expect((await variant('B-1')).product_id).toBe((await variant('A-100')).product_id);
  });

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

  it('keeps the items before malformed XML, fails the import and deactivates nothing', async () => {
    await importShop('mebeli-viktoria', SHOP_A);
    const broken = readFileSync(SHOP_A, 'utf8').replace('<ITEM_ID>A-102</ITEM_ID>', '<ITEM_ID>A-102</ITEMID>');
    const report = await importShop(
      'mebeli-viktoria',
      tempFeed(broken.replace('<PRICE_VAT>1299.90</PRICE_VAT>', '<PRICE_VAT>1199.90</PRICE_VAT>')),
    );
    expect(report).toMatchObject({ status: 'failed', complete: false, itemsImported: 1, itemsUnchanged: 1, itemsDeactivated: 0 });
    expect(report.problems.at(-1)).toEqual({ line: expect.any(Number), reason: expect.stringMatching(/^XML error: /) });
    expect((await variant('A-100')).price).toBe(119990);
    expect((await variant('A-104')).active).toBe(1);
    const row = await db()
      .selectFrom('feed_imports')
      .select(['status', 'report'])
      .where('id', '=', report.importId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.report).toContain('XML error');
  });

  it('places an item without a category, or with a category of the shop’s own, by its product name, with a warning', async () => {
    const item = (id: string, name: string, category = '') =>
      `<SHOPITEM><ITEM_ID>${id}</ITEM_ID><PRODUCTNAME>${name}</PRODUCTNAME><URL>https://shop.example/${id}</URL><PRICE_VAT>100.00</PRICE_VAT>${category}</SHOPITEM>`;
    const report = await importShop(
      'domart',
      tempFeed(
        `<SHOP>${item('N-1', 'Ъглов диван Мила')}${item('N-2', 'Кресло Ро', '<CATEGORYTEXT>Всичко за дома | Новости</CATEGORYTEXT>')}${item('N-3', 'Гума 205/55')}</SHOP>`,
      ),
    );
    expect(report.problems).toEqual([
      { itemId: 'N-3', line: 1, reason: 'CATEGORYTEXT: missing, and the product name names none of our categories' },
    ]);
    expect(report.warnings).toEqual([
      { itemId: 'N-1', line: 1, reason: 'CATEGORYTEXT: missing, the category is taken from the product name' },
      {
        itemId: 'N-2',
        line: 1,
        reason: 'CATEGORYTEXT: unmapped category "Всичко за дома | Новости", the category is taken from the product name',
      },
    ]);
    const placed = await db()
      .selectFrom('variants')
      .innerJoin('products', 'products.id', 'variants.product_id')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select(['variants.item_id', 'categories.long_name'])
      .orderBy('variants.item_id')
      .execute();
    expect(placed).toEqual([
      { item_id: 'N-1', long_name: 'Мебели | Дивани | Ъглови дивани' },
      { item_id: 'N-2', long_name: expect.stringMatching(/\| Кресла$/) },
    ]);
  });

  it('reports a duplicate ITEM_ID and keeps the first', async () => {
    const xml = readFileSync(SHOP_B, 'utf8').replace('<ITEM_ID>B-3</ITEM_ID>', '<ITEM_ID>B-1</ITEM_ID>');
    const report = await importShop('domart', tempFeed(xml));
    expect(report.problems).toEqual([{ itemId: 'B-1', line: expect.any(Number), reason: expect.stringMatching(/^ITEM_ID: duplicate/) }]);
    expect((await variant('B-1')).name).toBe('Диван Верона ъглов ляв - сив');
  });

  it('imports a gzip-compressed feed as its XML', async () => {
    const report = await importShop('domart', tempFeed(gzipSync(readFileSync(SHOP_B))));
    expect(report).toMatchObject({ status: 'done', itemsImported: 3, problems: [] });
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

  it('stores delivery providers, installments and the cooling-off period of each variant', async () => {
    const xml = readFileSync(SHOP_A, 'utf8').replace(
      '<DELIVERY_DATE>0</DELIVERY_DATE>',
      '<DELIVERY_DATE>0</DELIVERY_DATE><INSTALLMENT><MONTHS>12</MONTHS><AMOUNT>108.33</AMOUNT></INSTALLMENT><COOLING_OFF_PERIOD>30</COOLING_OFF_PERIOD>',
    );
    await importShop('mebeli-viktoria', tempFeed(xml));
    const sofa = await variant('A-100');
    expect(sofa).toMatchObject({ installment_months: 12, installment_amount: 10833, cooling_off_days: 30 });
    const deliveries = await db()
      .selectFrom('variant_deliveries')
      .selectAll()
      .where('variant_id', '=', sofa.id)
      .orderBy('position')
      .execute();
    expect(deliveries).toEqual([
      { variant_id: sofa.id, position: 0, carrier_id: 'ECONT', price: 6900, price_cod: 7250, delivery_days: null },
      { variant_id: sofa.id, position: 1, carrier_id: 'VLASTNI_PREPRAVA', price: 4900, price_cod: null, delivery_days: null },
    ]);
    const fewer = readFileSync(SHOP_A, 'utf8').replace(/<DELIVERY><DELIVERY_ID>ECONT<\/DELIVERY_ID>.*?<\/DELIVERY>/, '');
    await importShop('mebeli-viktoria', tempFeed(fewer));
    expect(await db().selectFrom('variant_deliveries').select('carrier_id').where('variant_id', '=', sofa.id).execute()).toEqual([
      { carrier_id: 'VLASTNI_PREPRAVA' },
    ]);
  });

  it('detects a Google Merchant feed, imports it in its currency and joins its offers to other shops by EAN', async () => {
    await upsertShop(db(), { slug: 'dom-plus', name: 'Дом Плюс', url: 'https://domplus.example/' });
    await importShop('mebeli-viktoria', SHOP_A);
    const report = await importFeed({ db: db(), shopSlug: 'dom-plus', source: SHOP_D, now: new Date('2026-11-22T10:00:00Z') });
    expect(report).toMatchObject({ status: 'done', itemsTotal: 4, itemsImported: 2, itemsFailed: 2 });
    expect(report.problems.map((p) => p.itemId)).toEqual(['D-3', 'D-4']);
    expect(await db().selectFrom('feed_imports').select('format').where('id', '=', report.importId).executeTakeFirstOrThrow()).toEqual({
      format: 'google',
    });
    const sofa = await variant('D-1');
    expect(sofa).toMatchObject({
      price: 64900,
      price_before_discount: 69900,
      currency: 'EUR',
      in_stock: 1,
      installment_months: 12,
      installment_amount: 5409,
    });
    expect(sofa.product_id).toBe((await variant('A-100')).product_id);
    expect(await variant('D-2')).toMatchObject({ currency: 'BGN', in_stock: 0 });
  });

  it('parses in a worker thread with the same result as in this thread', async () => {
    const inWorker = await importFeed({ db: db(), shopSlug: 'mebeli-viktoria', source: SHOP_A, parseInWorker: true });
    expect(inWorker).toMatchObject({ status: 'done', itemsTotal: 6, itemsImported: 4, itemsFailed: 2 });
    expect(inWorker.problems.map((p) => p.itemId)).toEqual(['A-103', 'A-105']);
    const inline = await importFeed({ db: db(), shopSlug: 'mebeli-viktoria', source: sameItemsOtherBytes(SHOP_A), parseInWorker: false });
    expect(inline).toMatchObject({ status: 'done', itemsTotal: 6, itemsImported: 0, itemsUnchanged: 4, itemsFailed: 2 });
  });

  it('gives the offers a slug that a parser thread with chunks to spare left to the importer', async () => {
    await importFeed({ db: db(), shopSlug: 'mebeli-viktoria', source: SHOP_A, parseInWorker: true });
    const sofa = await variant('A-100');
    const product = await db().selectFrom('products').select('slug').where('id', '=', sofa.product_id).executeTakeFirstOrThrow();
    expect([sofa.slug, product.slug]).toEqual(['aglov-divan-verona-lyav-siv', 'aglov-divan-verona-lyav-siv']);
  });

  it('skips an unchanged feed by the digest of its bytes whether the worker thread or this one computed it', async () => {
    const first = await importFeed({ db: db(), shopSlug: 'mebeli-viktoria', source: SHOP_A, parseInWorker: true });
    expect(first).toMatchObject({ status: 'done', feedUnchanged: false, itemsImported: 4 });
    expect(await importFeed({ db: db(), shopSlug: 'mebeli-viktoria', source: SHOP_A, parseInWorker: true })).toMatchObject({
      feedUnchanged: true,
      itemsUnchanged: 4,
    });
    expect(await importFeed({ db: db(), shopSlug: 'mebeli-viktoria', source: SHOP_A, parseInWorker: false })).toMatchObject({
      feedUnchanged: true,
      itemsUnchanged: 4,
    });
    expect(
      await importFeed({ db: db(), shopSlug: 'mebeli-viktoria', source: sameItemsOtherBytes(SHOP_A), parseInWorker: true }),
    ).toMatchObject({ feedUnchanged: false, itemsUnchanged: 4 });
  });

  it('keeps the items before malformed XML when a worker thread parses the feed', async () => {
    const broken = readFileSync(SHOP_A, 'utf8').replace('<ITEM_ID>A-102</ITEM_ID>', '<ITEM_ID>A-102</ITEMID>');
    const report = await importFeed({ db: db(), shopSlug: 'mebeli-viktoria', source: tempFeed(broken), parseInWorker: true });
    expect(report).toMatchObject({ status: 'failed', complete: false, itemsImported: 2, itemsDeactivated: 0 });
    expect(report.problems.at(-1)).toEqual({ line: expect.any(Number), reason: expect.stringMatching(/^XML error: /) });
  });

  it('imports a windows-1251 feed of 64 KB or more (parsed in the worker thread) as its UTF-8 copy parsed in this thread (issue 22 point 5)', async () => {
    const xml = `<?xml version="1.0" encoding="windows-1251"?>\n<SHOP>\n${Array.from({ length: 250 }, (_, n) => `<SHOPITEM><ITEM_ID>W-${n}</ITEM_ID><PRODUCTNAME>Трапезен стол „Ёлка“ №${n}</PRODUCTNAME><DESCRIPTION>Удобен стол – бук, височина 95 см. ${'Щастие у дома. '.repeat(5)}</DESCRIPTION><URL>https://shop.example/${n}</URL><PRICE_VAT>100,00 лв.</PRICE_VAT><CATEGORYTEXT>Мебели | Столове | Трапезни столове</CATEGORYTEXT></SHOPITEM>`).join('\n')}\n</SHOP>\n`;
    const legacy = join(mkdtempSync(join(tmpdir(), 'uyut-import-')), 'feed.xml');
    writeFileSync(legacy, windows1251(xml));
    expect(readFileSync(legacy).length).toBeGreaterThanOrEqual(64 * 1024);
    const report = await importFeed({ db: db(), shopSlug: 'kashta', source: legacy });
    expect(report).toMatchObject({ status: 'done', itemsTotal: 250, itemsImported: 250, itemsFailed: 0 });
    expect(await variant('W-249')).toMatchObject({
      name: 'Трапезен стол „Ёлка“ №249',
      description: expect.stringMatching(/^Удобен стол – бук, височина 95 см\. Щастие у дома\./),
      price: 10000,
    });
    const utf8 = await importFeed({
      db: db(),
      shopSlug: 'kashta',
      source: tempFeed(xml.replace('windows-1251', 'UTF-8')),
      parseInWorker: false,
    });
    expect(utf8).toMatchObject({ status: 'done', itemsTotal: 250, itemsImported: 0, itemsUnchanged: 250 });
  });

  it('stores the condition of each offer from ITEM_TYPE (issue 22 point 8)', async () => {
    const item = (id: string, type: string) =>
      `<SHOPITEM><ITEM_ID>${id}</ITEM_ID><PRODUCTNAME>Стол ${id}</PRODUCTNAME><URL>https://shop.example/${id}</URL><PRICE_VAT>100.00</PRICE_VAT><CATEGORYTEXT>Кресла</CATEGORYTEXT>${type}</SHOPITEM>`;
    await importShopAuto(
      tempFeed(
        `<SHOP>${item('C-NEW', '')}${item('C-USED', '<ITEM_TYPE>bazaar</ITEM_TYPE>')}${item('C-REF', '<ITEM_TYPE>refurbished</ITEM_TYPE>')}</SHOP>`,
      ),
    );
    expect([(await variant('C-NEW')).condition, (await variant('C-USED')).condition, (await variant('C-REF')).condition]).toEqual([
      'new',
      'used',
      'refurbished',
    ]);
  });

  it('fails a well-formed feed whose every item is invalid, or whose valid items fall below half of the last complete import, and deactivates nothing (issue 22 point 3)', async () => {
    const chair = (n: number, price = '100.00') =>
      `<SHOPITEM><ITEM_ID>X-${n}</ITEM_ID><PRODUCTNAME>Стол ${n}</PRODUCTNAME><URL>https://shop.example/${n}</URL><PRICE_VAT>${price}</PRICE_VAT><CATEGORYTEXT>Кресла</CATEGORYTEXT></SHOPITEM>`;
    const feed = (items: string[]) => tempFeed(`<SHOP>${items.join('')}</SHOP>`);
    const ten = Array.from({ length: 10 }, (_, n) => n);
    await importShopAuto(feed(ten.map((n) => chair(n))));
    const activeCount = async () => (await db().selectFrom('variants').select('id').where('active', '=', 1).execute()).length;

    const allBad = await importShopAuto(feed(ten.map((n) => chair(n, 'безплатно'))));
    expect(allBad).toMatchObject({ status: 'failed', complete: false, itemsFailed: 10, itemsDeactivated: 0 });
    expect(allBad.problems.at(-1)).toEqual({ line: 0, reason: "None of the feed's 10 items is valid; nothing was deactivated" });

    const fewValid = await importShopAuto(feed(ten.map((n) => chair(n, n < 4 ? '100.00' : 'безплатно'))));
    expect(fewValid).toMatchObject({ status: 'failed', itemsUnchanged: 4, itemsFailed: 6, itemsDeactivated: 0 });
    expect(fewValid.problems.at(-1)?.reason).toMatch(
      /^Only 4 valid items against 10 in the shop's last complete import \(fewer than half\)/,
    );
    expect(await activeCount()).toBe(10);

    const half = await importShopAuto(feed(ten.slice(0, 5).map((n) => chair(n))));
    expect(half).toMatchObject({ status: 'done', itemsDeactivated: 5 });
    expect(await activeCount()).toBe(5);
  });

  it('judges the valid share of a read feed by one rule', () => {
    expect(validShareFailure({ items: 0, valid: 0, previousValid: null })).toMatch(/no items/);
    expect(validShareFailure({ items: 3, valid: 0, previousValid: null })).toMatch(/None of the feed's 3 items is valid/);
    expect(validShareFailure({ items: 3, valid: 1, previousValid: null })).toBeNull();
    expect(validShareFailure({ items: 9, valid: 4, previousValid: 9 })).toMatch(/^Only 4 valid items against 9/);
    expect(validShareFailure({ items: 9, valid: 5, previousValid: 10 })).toBeNull();
  });

  it('stores every item warning with its import, with the bad items, in line order (issue 22 point 9)', async () => {
    const item = (id: string, extra: string) =>
      `<SHOPITEM>\n<ITEM_ID>${id}</ITEM_ID>\n<PRODUCTNAME>${id === 'W-2' ? 'С'.repeat(600) : `Стол ${id}`}</PRODUCTNAME>\n<URL>https://shop.example/${id}</URL>\n<PRICE_VAT>100.00</PRICE_VAT>\n<CATEGORYTEXT>Кресла</CATEGORYTEXT>${extra}\n</SHOPITEM>\n`;
    const source = tempFeed(
      `<SHOP>\n${item('W-1', '<EAN>123</EAN>')}${item('W-2', '')}${item('W-3', '<IMGURL>file:///etc/passwd</IMGURL>')}${item('W-4', '<EAN>12345</EAN>')}</SHOP>`,
    );
    const report = await importShopAuto(source);
    expect(report.warnings.map((w) => w.itemId)).toEqual(['W-1', 'W-2', 'W-3', 'W-4']);
    const row = await db().selectFrom('feed_imports').select('report').where('id', '=', report.importId).executeTakeFirstOrThrow();
    const stored = JSON.parse(row.report) as { itemId: string; line: number; reason: string; warning?: true }[];
    expect(stored.map((entry) => [entry.itemId, entry.warning])).toEqual([
      ['W-1', true],
      ['W-2', true],
      ['W-3', true],
      ['W-4', true],
    ]);
    expect(stored.map((entry) => entry.line)).toEqual([...stored.map((entry) => entry.line)].sort((a, b) => a - b));
    expect(stored[1]?.reason).toMatch(/500/);
    const again = await importShopAuto(source);
    expect(again).toMatchObject({ feedUnchanged: true, warnings: report.warnings });
  });

  it.each([
    ['an empty file', '', 'the file is empty'],
    ['a text file', 'ITEM_ID;PRICE\n1;2\n', 'the file is not XML'],
    ['an HTML error page', '<!DOCTYPE html><html><body>502 Bad Gateway</body></html>', 'the file is an HTML page'],
    ['gzip bytes', Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00]), 'gzip-compressed'],
    ['an unsupported root element', '<?xml version="1.0"?><products><product/></products>', 'the root element <products> is neither'],
  ])('records a failed import with the reason for %s (issue 22 point 9)', async (_name, content, reason) => {
    const path = join(mkdtempSync(join(tmpdir(), 'uyut-import-')), 'feed.xml');
    writeFileSync(path, content);
    await expect(importShopAuto(path)).rejects.toThrow(reason);
    const row = await db().selectFrom('feed_imports').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', source: path, items_total: 0 });
    expect(JSON.parse(row.report)).toEqual([{ line: 0, reason: expect.stringContaining(reason) }]);
  });

  it('refuses a feed whose root element is none of <SHOP>, <rss> and <feed>', async () => {
    await expect(importShopAuto(tempFeed('<?xml version="1.0"?><products><product/></products>'))).rejects.toThrow('Unknown feed format');
  });
});

describe('importFeeds', () => {
  const NOW = new Date('2026-11-22T10:00:00Z');
  const feedsFor = (target: Db): ImportFeedOptions[] => [
    { db: target, shopSlug: 'mebeli-viktoria', source: SHOP_A, parseInWorker: true, now: NOW },
    { db: target, shopSlug: 'no-such-shop', source: SHOP_B, now: NOW },
    { db: target, shopSlug: 'domart', source: SHOP_B, format: 'heureka', parseInWorker: true, now: NOW },
    { db: target, shopSlug: 'kashta', source: SHOP_D, parseInWorker: true, now: NOW },
    { db: target, shopSlug: 'mebeli-viktoria', source: sameItemsOtherBytes(SHOP_A), parseInWorker: true, now: NOW },
  ];
  const summary = (outcome: FeedImportOutcome) => ('error' in outcome ? outcome.error.message : { ...outcome.report, seconds: 0 });
  const catalogue = (target: Db) =>
    target.selectFrom('variants').select(['item_id', 'shop_id', 'product_id', 'price', 'active']).orderBy('id').execute();

  it('imports feeds in order with the same result as one importFeed after another, and reports a feed that cannot run without stopping the rest', async () => {
    const outcomes: FeedImportOutcome[] = [];
    for await (const outcome of importFeeds(feedsFor(db()))) outcomes.push(outcome);

    const other = await testDatabase();
    await syncTaxonomy(other.db);
    for (const shop of ['mebeli-viktoria', 'domart', 'kashta'])
      await upsertShop(other.db, {
        slug: shop,
        name: (await db().selectFrom('shops').select('name').where('slug', '=', shop).executeTakeFirstOrThrow()).name,
        url: `https://${shop}.example/`,
      });
    const oneByOne: FeedImportOutcome[] = [];
    for (const options of feedsFor(other.db)) {
      oneByOne.push(
        await importFeed(options).then(
          (report) => ({ options, report }),
          (error: Error) => ({ options, error }),
        ),
      );
    }

    expect(outcomes.map((outcome) => outcome.options.shopSlug)).toEqual([
      'mebeli-viktoria',
      'no-such-shop',
      'domart',
      'kashta',
      'mebeli-viktoria',
    ]);
    expect(outcomes[1]).toMatchObject({ error: { message: expect.stringContaining('Unknown shop "no-such-shop"') } });
    expect(outcomes[4]).toMatchObject({ report: { status: 'done', itemsImported: 0, itemsUnchanged: 4 } });
    expect(outcomes.map(summary)).toEqual(oneByOne.map(summary));
    expect(await catalogue(db())).toEqual(await catalogue(other.db));
    await other.close();
  });

  it('starts a feed whose parse was queued behind the one before with a whole batch', async () => {
    const source = thousandChairs();
    const { onProgress, reported } = progressByShop();
    const feeds = ['kashta', 'domart'].map((shopSlug): ImportFeedOptions => ({
      db: db(),
      shopSlug,
      source,
      parseInWorker: true,
      batchSize: 500,
      onProgress: onProgress(shopSlug),
    }));
    for await (const outcome of importFeeds(feeds)) expect(outcome).toMatchObject({ report: { status: 'done', itemsImported: 1000 } });
    expect(reported()).toEqual({ kashta: [100, 300, 700, 1000], domart: [500, 1000, 1000] });
    expect(batchLimit({ batchSize: 500, written: 0, queuedParse: true })).toBe(500);
  });

  it('queues a parse behind the last one on a worker thread when the feed before was parsed in the importing thread', async () => {
    const source = thousandChairs();
    const { onProgress, reported } = progressByShop();
    const feeds = ['kashta', 'domart', 'mebeli-viktoria'].map((shopSlug): ImportFeedOptions => ({
      db: db(),
      shopSlug,
      source,
      parseInWorker: shopSlug !== 'domart',
      batchSize: 500,
      onProgress: onProgress(shopSlug),
    }));
    for await (const outcome of importFeeds(feeds)) expect(outcome).toMatchObject({ report: { status: 'done', itemsImported: 1000 } });
    expect(reported()).toEqual({ kashta: [100, 300, 700, 1000], domart: [100, 300, 700, 1000], 'mebeli-viktoria': [500, 1000, 1000] });
  });

  it('prepares the next three feeds while one is imported', async () => {
    const requested: string[] = [];
    const serveShopA = (request: IncomingMessage, response: ServerResponse) => {
      requested.push(request.url ?? '');
      response.writeHead(200).end(readFileSync(SHOP_A));
    };
    await withServer(serveShopA, async (origin) => {
      const network = { isAllowedAddress: (address: string) => address === '127.0.0.1' };
      const feeds = ['kashta', 'domart', 'mebeli-viktoria', 'kashta', 'domart', 'mebeli-viktoria'].map(
        (shopSlug, n): ImportFeedOptions => ({ db: db(), shopSlug, source: `${origin}/${n}.xml`, now: NOW, network }),
      );
      for await (const outcome of importFeeds(feeds)) {
        expect(outcome).toMatchObject({ report: { status: 'done' } });
        break;
      }
    });
    expect(requested).toEqual(['/0.xml', '/1.xml', '/2.xml', '/3.xml']);
  });

  it('stops with the feed it is left at: the next feed, already being parsed, is not imported', async () => {
    for await (const outcome of importFeeds(feedsFor(db()).filter((feed) => feed.shopSlug !== 'no-such-shop'))) {
      expect(outcome).toMatchObject({ report: { status: 'done' } });
      break;
    }
    expect(await db().selectFrom('feed_imports').select('shop_id').execute()).toHaveLength(1);
  });
});
