import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseHeurekaFeed } from './heureka';
import { importFeed } from './importer';
import { db, tempFeed, useImportDatabase, variant } from './importer-test-helpers';

/**
 * Feeds as shop platforms emit them (test/fixtures/real-world), imported through the importer as the CLI imports
 * them, and checked for what a shopper sees: names, prices and currency, availability, images, parameters.
 */

const FIXTURES = join(__dirname, '../../test/fixtures/real-world');
const NOW = new Date('2026-11-26T10:00:00Z');

useImportDatabase([{ slug: 'dom-plus', name: 'Дом Плюс', url: 'https://domplus.example/' }]);

/** Imports a feed with its format detected, as the CLI does. */
const importFixture = (shopSlug: string, source: string) => importFeed({ db: db(), shopSlug, source, now: NOW });
const fixture = (name: string) => join(FIXTURES, name);

/** The EAN and manufacturer name of the product an offer joined. */
async function productOf(itemId: string): Promise<{ ean: string | null; manufacturer: string | null }> {
  const { product_id } = await variant(itemId);
  return db()
    .selectFrom('products')
    .leftJoin('manufacturers', 'manufacturers.id', 'products.manufacturer_id')
    .select(['products.ean', 'manufacturers.name as manufacturer'])
    .where('products.id', '=', product_id)
    .executeTakeFirstOrThrow();
}

async function imagesOf(itemId: string): Promise<string[]> {
  const { id } = await variant(itemId);
  const rows = await db()
    .selectFrom('variant_images')
    .innerJoin('images', 'images.id', 'variant_images.image_id')
    .select('source_url')
    .where('variant_id', '=', id)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.source_url);
}

describe('Heureka exports of real shop platforms', () => {
  it('imports a windows-1251 WooCommerce export with a newline before its XML declaration and HTML-escaped names', async () => {
    const report = await importFixture('mebeli-viktoria', fixture('woocommerce-heureka-windows-1251.xml'));
    expect(report).toMatchObject({ status: 'done', itemsTotal: 2, itemsImported: 2, itemsFailed: 0 });
    expect(report.warnings).toEqual([]);
    const sofa = await variant('wc-101');
    expect(sofa).toMatchObject({
      name: 'Ъглов диван "Верона" – ляв',
      description: 'Ъглов диван с ракла и функция сън – дамаска „велур“. Ширина 245 см',
      price: 129990,
      currency: 'BGN',
      delivery_days: 7,
      in_stock: 0,
    });
    expect(JSON.parse(sofa.params)).toEqual([
      { name: 'Цвят', value: 'сив' },
      { name: 'Дамаска', value: 'Велур – 100% полиестер' },
    ]);
    expect(await imagesOf('wc-101')).toEqual([
      'https://cdn.mebeli-viktoria.example/uploads/verona-1.jpg',
      'https://mebeli-viktoria.example/wp-content/uploads/verona-2.jpg',
      'https://mebeli-viktoria.example/wp-content/uploads/verona-3.jpg',
    ]);
    expect(await productOf('wc-101')).toEqual({ ean: '3800123456787', manufacturer: 'Арон & Син' });
    expect(await variant('wc-102')).toMatchObject({ name: 'Холна маса Хюге', price: 18900, currency: 'BGN', in_stock: 1 });
  });

  it('detects and imports a lower-case OpenCart export with a byte order mark and no XML declaration', async () => {
    const report = await importFixture('kashta', fixture('opencart-heureka-lowercase.xml'));
    expect(report).toMatchObject({ status: 'done', itemsTotal: 2, itemsImported: 1, itemsFailed: 1 });
    expect(report.problems).toEqual([{ itemId: 'oc-8', line: expect.any(Number), reason: 'PRICE_VAT: missing' }]);
    expect(await variant('oc-7')).toMatchObject({
      name: 'Кресло "Оскар" – зелено',
      description: 'Удобно кресло за хола.',
      url: 'https://kashta.example/index.php?route=product/product&product_id=7',
      price: 34900,
      delivery_days: 3,
    });
  });

  it('imports a windows-1250 PrestaShop export priced in euro', async () => {
    const report = await importFixture('domart', fixture('prestashop-heureka-windows-1250.xml'));
    expect(report).toMatchObject({ status: 'done', itemsImported: 1, itemsFailed: 0 });
    expect(await variant('ps-3')).toMatchObject({
      name: 'Křeslo Žofie – šedé',
      description: 'Pohodlné křeslo – látka.',
      price: 24990,
      currency: 'EUR',
      delivery_days: 2,
    });
  });

  it('keeps an item whose description is longer than a field may be, with the beginning of its description', async () => {
    const inline = `<img src="data:image/jpeg;base64,${'A'.repeat(120_000)}">`;
    const report = await importFixture(
      'kashta',
      tempFeed(
        `<SHOP><SHOPITEM><ITEM_ID>long-1</ITEM_ID><PRODUCTNAME>Кресло Рио</PRODUCTNAME><URL>https://kashta.example/rio</URL>` +
          `<PRICE_VAT>249</PRICE_VAT><CATEGORYTEXT>Кресла</CATEGORYTEXT>` +
          `<DESCRIPTION><![CDATA[<p>Кресло с висока облегалка.</p>${inline}<p>Край.</p>]]></DESCRIPTION></SHOPITEM></SHOP>`,
      ),
    );
    expect(report).toMatchObject({ itemsImported: 1, itemsFailed: 0 });
    expect(report.warnings).toEqual([
      { itemId: 'long-1', line: 1, reason: 'DESCRIPTION: longer than 100000 characters, only its beginning read' },
    ]);
    expect((await variant('long-1')).description).toBe('Кресло с висока облегалка.');
  });
});

describe('Google Merchant feeds of real shop platforms', () => {
  it('imports a Shopify-style RSS feed: grouped prices, a sale with UTC offsets, availability spellings, older g:ean', async () => {
    const report = await importFixture('dom-plus', fixture('shopify-google-rss.xml'));
    expect(report).toMatchObject({ status: 'done', itemsTotal: 4, itemsImported: 3, itemsFailed: 1 });
    expect(report.problems).toEqual([{ itemId: 'shopify_BG_802_9002', line: 47, reason: 'id: duplicate of the item on line 30' }]);
    const sofa = await variant('shopify_BG_801_9001');
    expect(sofa).toMatchObject({
      name: 'Разтегателен диван "Нова"',
      description: 'Диван – раздвижен…',
      price: 99900,
      price_before_discount: 129900,
      currency: 'EUR',
      in_stock: 1,
      delivery_price: 1250,
    });
    expect(await imagesOf('shopify_BG_801_9001')).toEqual([
      'https://cdn.domplus.example/files/nova-1.jpg',
      'https://cdn.domplus.example/files/nova-2.jpg',
      'https://cdn.domplus.example/files/nova-3.jpg',
    ]);
    expect(await productOf('shopify_BG_801_9001')).toEqual({ ean: '3800123456787', manufacturer: 'Арон Мебел' });
    expect(await variant('shopify_BG_802_9002')).toMatchObject({ name: 'Холна маса Лука', price: 18900, in_stock: 1 });
    expect(await imagesOf('shopify_BG_802_9002')).toEqual([]);
    expect(await variant('shopify_BG_803_9003')).toMatchObject({ in_stock: 0, delivery_days: null });
  });

  it("imports an Atom feed by each entry's g:id, not its Atom id, with its image relative to the entry's link", async () => {
    const report = await importFixture('kashta', fixture('google-atom.xml'));
    expect(report).toMatchObject({ status: 'done', itemsTotal: 1, itemsImported: 1, itemsFailed: 0 });
    expect(await variant('LAMP-15')).toMatchObject({
      name: 'Лампион Нордик',
      url: 'https://kashta.example/lampion-nordik',
      description: 'Лампион от дъб – 160 см.',
      price: 8990,
      currency: 'BGN',
      in_stock: 1,
    });
    expect(await imagesOf('LAMP-15')).toEqual(['https://kashta.example/media/lampion-nordik.jpg']);
  });

  it("names Google's elements, not Heureka's, in the problems and warnings of a Google feed", async () => {
    const report = await importFixture(
      'kashta',
      tempFeed(
        `<rss xmlns:g="http://base.google.com/ns/1.0"><channel>` +
          `<item><g:id>N-1</g:id><title>Кресло Рио</title><link>https://kashta.example/rio</link><g:price>249.00 BGN</g:price></item>` +
          `<item><g:id>N-2</g:id><title>Нещо друго</title><link>https://kashta.example/n2</link><g:price>9.00 BGN</g:price></item>` +
          `</channel></rss>`,
      ),
    );
    expect(report.problems).toEqual([
      { itemId: 'N-2', line: 1, reason: 'product_type: missing, and the product name names none of our categories' },
    ]);
    expect(report.warnings).toEqual([
      { itemId: 'N-1', line: 1, reason: 'product_type: missing, the category is taken from the product name' },
    ]);
  });

  it('reads a protocol-relative product link as HTTPS', async () => {
    const report = await importFixture(
      'kashta',
      tempFeed(
        `<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>R-1</g:id><title>Кресло Рио</title>` +
          `<link>//kashta.example/rio</link><g:price>249.00 BGN</g:price><g:product_type>Кресла</g:product_type></item></channel></rss>`,
      ),
    );
    expect(report).toMatchObject({ itemsImported: 1, itemsFailed: 0 });
    expect((await variant('R-1')).url).toBe('https://kashta.example/rio');
  });
});

describe('DELIVERY_DATE as platforms write it', () => {
  const deliveryDays = async (text: string) => {
    const feed = `<SHOP><SHOPITEM><ITEM_ID>1</ITEM_ID><PRODUCTNAME>Стол</PRODUCTNAME><URL>https://shop.example/1</URL><PRICE_VAT>10</PRICE_VAT><DELIVERY_DATE>${text}</DELIVERY_DATE></SHOPITEM></SHOP>`;
    for await (const record of parseHeurekaFeed(Readable.from([feed]), { now: NOW })) return record.ok ? record.item.deliveryDays : null;
    return undefined;
  };

  it.each([
    ['03.12.2026', 7],
    ['3.12.2026', 7],
    ['2026-12-03T00:00:00', 7],
    ['2026-12-03 12:00', 7],
    ['31.02.2026', null],
    ['03.13.2026', null],
  ])('reads %s as %s days from the import', async (text, days) => {
    expect(await deliveryDays(text)).toBe(days);
  });
});
