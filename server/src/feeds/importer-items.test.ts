import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { importFeed, upsertShop } from './importer';
import {
  categoryOfItem,
  db,
  importShop,
  importShopAuto,
  SHOP_A,
  SHOP_B,
  SHOP_D,
  tempFeed,
  useImportDatabase,
  variant,
} from './importer-test-helpers';

useImportDatabase();

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

describe('importFeed', () => {
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
    const categoryOf = async (itemId: string) => (await categoryOfItem(itemId)).slug;
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
        reason: 'product_type: unmapped category "Авточасти" (nor "Превозни средства и части")',
      },
    ]);
    expect(await importShopAuto(heureka)).toMatchObject({ status: 'done', itemsImported: 1, itemsFailed: 0 });
    const categoryOf = async (itemId: string) => (await categoryOfItem(itemId)).long_name;
    expect(await categoryOf('GP-1')).toBe('Мебели | Маси');
    expect(await categoryOf('GP-2')).toBe('Мебели | Дивани');
    /* The shop's own category wins where it maps. */
    expect(await categoryOf('GP-3')).toBe('Декорация | Огледала');
    expect(await categoryOf('HP-1')).toBe('Мебели | Столове | Трапезни столове');
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

  it('imports a gzip-compressed feed as its XML', async () => {
    const report = await importShop('domart', tempFeed(gzipSync(readFileSync(SHOP_B))));
    expect(report).toMatchObject({ status: 'done', itemsImported: 3, problems: [] });
  });

  it('accepts a file:// URL as source', async () => {
    const report = await importShop('domart', pathToFileURL(SHOP_B).href);
    expect(report.itemsImported).toBe(3);
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
});
