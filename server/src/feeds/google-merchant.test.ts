import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { utf16, windows1251 } from '../../test/encodings';
import { detectFeedFormat, formatOfRoot } from './detect-format';
import type { FeedRecord } from './feed-format';
import { parseGoogleMerchantFeed } from './google-merchant';

const FIXTURE = join(__dirname, '../../test/fixtures/google-shop-d.xml');
const NOW = new Date('2026-11-22T10:00:00Z');

async function collect(xml: string, options: { allowFileUrls?: boolean; now?: Date } = {}): Promise<FeedRecord[]> {
  const records: FeedRecord[] = [];
  for await (const record of parseGoogleMerchantFeed(Readable.from([xml]), { now: NOW, ...options })) records.push(record);
  return records;
}

const feed = (...items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Магазин</title>\n${items.join('\n')}\n</channel></rss>\n`;

function item(fields: Record<string, string | null> = {}, extra = ''): string {
  const base: Record<string, string | null> = {
    'g:id': 'G1',
    'g:title': 'Холна маса Хюге',
    'g:link': 'https://shop.example/hygge',
    'g:price': '189.00 BGN',
    'g:product_type': 'Мебели > Маси > Холни маси',
    ...fields,
  };
  const body = Object.entries(base)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => `<${name}>${value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</${name}>`)
    .join('');
  return `<item>${body}${extra}</item>`;
}

const one = async (fields: Record<string, string | null>, extra = '') => (await collect(feed(item(fields, extra))))[0];

describe('formatOfRoot', () => {
  it('detects Heureka and Google Merchant (RSS or Atom) by the root element', () => {
    expect(formatOfRoot('<?xml version="1.0"?>\n<!-- a <SHOP> in a comment -->\n<rss version="2.0">')).toBe('google');
    expect(formatOfRoot('\uFEFF<?xml version="1.0"?><SHOP><SHOPITEM>')).toBe('heureka');
    expect(formatOfRoot('<feed xmlns="http://www.w3.org/2005/Atom">')).toBe('google');
    expect(formatOfRoot('<products><product>')).toBeNull();
  });
});

describe('parseGoogleMerchantFeed', () => {
  it('reads several additional images listed in one element, keeping a comma inside a URL', async () => {
    const record = await one({
      'g:image_link': 'https://shop.example/a.jpg',
      'g:additional_image_link': 'https://shop.example/b.jpg,https://shop.example/c,d.jpg, https://shop.example/e.jpg',
    });
    expect(record).toMatchObject({
      ok: true,
      item: {
        images: ['https://shop.example/a.jpg', 'https://shop.example/b.jpg', 'https://shop.example/c,d.jpg', 'https://shop.example/e.jpg'],
      },
    });
  });

  it('reads an Atom 1.0 feed: entries, the link as an href attribute, the description as summary', async () => {
    const atom = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
<title>Магазин</title><link rel="self" href="https://shop.example/feed.xml"/>
<entry>
<g:id>A-1</g:id><title>Маса Дъб</title><link href="https://shop.example/masa-dab"/>
<summary>Масивна маса &amp; шест стола</summary>
<g:price>450.00 BGN</g:price><g:image_link>https://shop.example/masa.jpg</g:image_link>
<g:google_product_category>Furniture &gt; Tables</g:google_product_category>
</entry>
<entry><g:id>A-2</g:id><title>Стол</title><link>https://shop.example/stol</link><g:price>59 лв.</g:price><g:product_type>Столове</g:product_type></entry>
</feed>`;
    const records = await collect(atom);
    expect(records).toEqual([
      expect.objectContaining({
        ok: true,
        item: expect.objectContaining({
          itemId: 'A-1',
          productName: 'Маса Дъб',
          url: 'https://shop.example/masa-dab',
          description: 'Масивна маса & шест стола',
          images: ['https://shop.example/masa.jpg'],
          price: 45000,
        }),
      }),
      expect.objectContaining({
        ok: true,
        item: expect.objectContaining({ itemId: 'A-2', url: 'https://shop.example/stol', price: 5900 }),
      }),
    ]);
  });

  it('parses every supported field of a full item', async () => {
    const records = [];
    for await (const record of parseGoogleMerchantFeed(FIXTURE, { now: NOW })) records.push(record);
    expect(records[0]).toEqual({
      ok: true,
      line: 8,
      warnings: [],
      item: {
        itemId: 'D-1',
        itemGroupId: null,
        productName: 'Ъглов диван Верона, ляв, сив',
        product: null,
        description: 'Диван с ракла.',
        url: 'https://domplus.example/p/verona',
        images: ['https://domplus.example/img/verona.jpg', 'https://domplus.example/img/verona-2.jpg'],
        price: 64900,
        priceBeforeDiscount: 69900,
        currency: 'EUR',
        ean: '3800123456787',
        mpn: 'VR-2001-GR',
        manufacturer: 'Арон Мебел',
        categoryText: 'Мебели > Дивани > Ъглови дивани',
        categoryFallback: null,
        params: [{ name: 'Цвят', value: 'сив' }],
        dimensions: { width: { from: 2450, to: 2450 }, height: null, depth: null, diameter: null },
        deliveryDays: 0,
        deliveries: [{ id: 'SPEEDY', price: 2500, priceCod: null, deliveryDays: 3 }],
        voucher: null,
        installment: { months: 12, amount: 5409 },
        coolingOffDays: null,
        condition: 'new',
      },
    });
    expect(records.slice(1).map((r) => (r.ok ? r.item.itemId : `${r.itemId}: ${r.reason}`))).toEqual([
      'D-2',
      'D-3: price: missing',
      'D-4: price: 99999999.00 BGN is out of range (0 < price < 10000000)',
    ]);
  });

  it('reads RSS title and link without the g: prefix, and out-of-stock as unknown delivery days', async () => {
    expect(
      await one({ 'g:title': null, title: 'Маса', 'g:link': null, link: 'https://shop.example/m', 'g:availability': 'out_of_stock' }),
    ).toMatchObject({
      ok: true,
      item: { productName: 'Маса', url: 'https://shop.example/m', deliveryDays: null },
    });
  });

  it.each([
    [{ 'g:id': null }, 'id: missing'],
    [{ 'g:title': ' ' }, 'title: missing'],
    [{ 'g:link': null }, 'link: missing'],
    [{ 'g:link': 'javascript:alert(1)' }, 'link: not an absolute http(s) URL: "javascript:alert(1)"'],
    [{ 'g:price': 'по запитване' }, 'price: not an amount with a currency: "по запитване"'],
    [{ 'g:price': '0.00 BGN' }, 'price: 0.00 BGN is out of range (0 < price < 10000000)'],
    [{ 'g:price': '249.00 USD' }, 'price: prices in USD are not accepted (only BGN and EUR)'],
  ])('reports a bad item: %j', async (fields, reason) => {
    const itemId = 'g:id' in fields ? {} : { itemId: 'G1' };
    expect(await one(fields)).toEqual({ ok: false, ...itemId, line: 3, reason });
  });

  it('passes an item without product_type or google_product_category on without a category (the import reads its name)', async () => {
    expect(await one({ 'g:product_type': null })).toMatchObject({ ok: true, item: { categoryText: null, categoryFallback: null } });
  });

  it('reads a price in EUR or with a currency sign', async () => {
    expect(await one({ 'g:price': '45,50 €' })).toMatchObject({ ok: true, item: { price: 4550, currency: 'EUR' } });
    expect(await one({ 'g:price': '1 299,90 лв.' })).toMatchObject({ ok: true, item: { price: 129990, currency: 'BGN' } });
  });

  it('reads condition: used and refurbished offers say so', async () => {
    expect(await one({ 'g:condition': 'used' })).toMatchObject({ ok: true, item: { condition: 'used' } });
    expect(await one({ 'g:condition': 'refurbished' })).toMatchObject({ ok: true, item: { condition: 'refurbished' } });
    expect(await one({})).toMatchObject({ ok: true, item: { condition: 'new' } });
  });

  it('assumes BGN for a price without a currency code, with a warning', async () => {
    expect(await one({ 'g:price': '189.00' })).toMatchObject({
      ok: true,
      item: { currency: 'BGN', price: 18900 },
      warnings: ['price: no currency code, BGN assumed'],
    });
  });

  it('falls back to google_product_category', async () => {
    expect(await one({ 'g:product_type': null, 'g:google_product_category': 'Мебели > Маси' })).toMatchObject({
      ok: true,
      item: { categoryText: 'Мебели | Маси', categoryFallback: null },
    });
  });

  it('keeps google_product_category beside product_type, mapped, for the import to fall back to (issue 22 point 8)', async () => {
    expect(
      await one({
        'g:product_type': 'Всичко за дома > Промоции > Black Friday',
        'g:google_product_category': 'Мебели > Маси > Холни маси',
      }),
    ).toMatchObject({
      ok: true,
      item: { categoryText: 'Всичко за дома > Промоции > Black Friday', categoryFallback: 'Мебели | Маси | Холни маси' },
    });
    expect(await one({ 'g:product_type': 'Нови > Маси', 'g:google_product_category': '1395' })).toMatchObject({
      ok: true,
      item: { categoryFallback: 'Мебели | Маси | Холни маси' },
    });
    expect(await one({ 'g:product_type': 'Нови > Маси', 'g:google_product_category': 'Ново' })).toMatchObject({
      ok: true,
      item: { categoryFallback: 'Ново' },
    });
  });

  it('maps a numeric google_product_category or its English path to our category (issue 22 point 8)', async () => {
    expect(await one({ 'g:product_type': null, 'g:google_product_category': '460' })).toMatchObject({
      ok: true,
      item: { categoryText: 'Мебели | Дивани' },
    });
    expect(
      await one({ 'g:product_type': null, 'g:google_product_category': 'Furniture > Chairs > Kitchen & Dining Room Chairs' }),
    ).toMatchObject({
      ok: true,
      item: { categoryText: 'Мебели | Столове | Трапезни столове' },
    });
  });

  it('imports a g:description of raw HTML without CDATA as its text, and the items around it (issue 22 point 6)', async () => {
    const raw = item({ 'g:id': 'RAW' }).replace(
      '</item>',
      '<g:description><h2>Холна маса</h2><p>Дъб &amp; стъкло<br>60&times;60 см</p><hr><img src="https://shop.example/a.jpg"> &check; &hellip;</g:description></item>',
    );
    expect(await collect(feed(item({ 'g:id': 'BEFORE' }), raw, item({ 'g:id': 'AFTER' })))).toEqual([
      expect.objectContaining({ ok: true, item: expect.objectContaining({ itemId: 'BEFORE' }) }),
      expect.objectContaining({
        ok: true,
        warnings: [],
        item: expect.objectContaining({ itemId: 'RAW', description: 'Холна маса Дъб & стъкло 60×60 см ✓ …' }),
      }),
      expect.objectContaining({ ok: true, item: expect.objectContaining({ itemId: 'AFTER' }) }),
    ]);
  });

  it('applies a sale price only inside its effective period', async () => {
    const during = await one({
      'g:sale_price': '149.00 BGN',
      'g:sale_price_effective_date': '2026-11-20T00:00+02:00/2026-11-30T00:00+02:00',
    });
    expect(during).toMatchObject({ ok: true, item: { price: 14900, priceBeforeDiscount: 18900 } });
    const after = await one({
      'g:sale_price': '149.00 BGN',
      'g:sale_price_effective_date': '2026-11-01T00:00+02:00/2026-11-21T00:00+02:00',
    });
    expect(after).toMatchObject({ ok: true, item: { price: 18900, priceBeforeDiscount: null } });
  });

  it('says when the item stops being true: when its sale period starts or ends', async () => {
    const during = await one({
      'g:sale_price': '149.00 BGN',
      'g:sale_price_effective_date': '2026-11-20T00:00+02:00/2026-11-30T00:00+02:00',
    });
    expect(during).toMatchObject({ expiresAt: '2026-11-29T22:00:00.000Z' });
    const before = await one({
      'g:sale_price': '149.00 BGN',
      'g:sale_price_effective_date': '2026-11-27T00:00+02:00/2026-11-30T00:00+02:00',
    });
    expect(before).toMatchObject({ item: { price: 18900 }, expiresAt: '2026-11-26T22:00:00.000Z' });
    const after = await one({
      'g:sale_price': '149.00 BGN',
      'g:sale_price_effective_date': '2026-11-01T00:00+02:00/2026-11-21T00:00+02:00',
    });
    expect(after).not.toHaveProperty('expiresAt');
    expect(await one({ 'g:sale_price': '149.00 BGN' })).not.toHaveProperty('expiresAt');
  });

  it('ignores a sale price that is not lower, in another currency, or with an unreadable period', async () => {
    expect(await one({ 'g:sale_price': '199.00 BGN' })).toMatchObject({
      item: { price: 18900 },
      warnings: ['sale_price: ignored, not lower than price'],
    });
    expect(await one({ 'g:sale_price': '90.00 EUR' })).toMatchObject({
      item: { price: 18900 },
      warnings: [expect.stringContaining('another currency')],
    });
    expect(await one({ 'g:sale_price': '149.00 BGN', 'g:sale_price_effective_date': 'утре' })).toMatchObject({
      item: { price: 18900, priceBeforeDiscount: null },
      warnings: [expect.stringContaining('sale_price_effective_date: ignored')],
    });
  });

  it('keeps only shipping to Bulgaria in the item currency, and days as transit plus handling', async () => {
    const shipping =
      '<g:shipping><g:country>RO</g:country><g:service>FAN</g:service><g:price>20 RON</g:price></g:shipping>' +
      '<g:shipping><g:country>BG</g:country><g:service>ECONT</g:service><g:price>6.90 BGN</g:price><g:min_transit_time>1</g:min_transit_time></g:shipping>' +
      '<g:shipping><g:service>SPEEDY</g:service><g:price>5 EUR</g:price></g:shipping>';
    expect(await one({}, shipping)).toMatchObject({
      item: { deliveries: [{ id: 'ECONT', price: 690, priceCod: null, deliveryDays: 1 }] },
      warnings: ['shipping: ignored block "SPEEDY" (price missing, invalid or in another currency)'],
    });
  });

  it('keeps the price of a shipping block without service, and maps carrier names in Cyrillic to their codes (issue 22 point 8)', async () => {
    const shipping =
      '<g:shipping><g:country>BG</g:country><g:price>5.90 BGN</g:price></g:shipping>' +
      '<g:shipping><g:service>Еконт до офис</g:service><g:price>4.50 BGN</g:price></g:shipping>' +
      '<g:shipping><g:service>Спиди</g:service><g:price>6 лв.</g:price></g:shipping>';
    expect(await one({}, shipping)).toMatchObject({
      item: {
        deliveries: [
          { id: 'DELIVERY', price: 590 },
          { id: 'ECONT_OFFICE', price: 450 },
          { id: 'SPEEDY', price: 600 },
        ],
      },
      warnings: [],
    });
  });

  it('reads product_detail as parameters or dimensions, and drops unreadable dimensions', async () => {
    const detail =
      '<g:product_detail><g:attribute_name>Височина</g:attribute_name><g:attribute_value>75 см</g:attribute_value></g:product_detail>' +
      '<g:product_detail><g:attribute_name>Стил</g:attribute_name><g:attribute_value>скандинавски</g:attribute_value></g:product_detail>';
    expect(await one({ 'g:product_length': '30 in' }, detail)).toMatchObject({
      item: { params: [{ name: 'Стил', value: 'скандинавски' }], dimensions: { height: { from: 750, to: 750 }, depth: null } },
      warnings: ['product_length: ignored "30 in" (expected a length in mm, cm or m)'],
    });
  });

  it('drops an invalid gtin and a bad installment with a warning', async () => {
    expect(
      await one({ 'g:gtin': '3800123456788' }, '<g:installment><g:months>12</g:months><g:amount>10 RON</g:amount></g:installment>'),
    ).toMatchObject({
      ok: true,
      item: { ean: null, installment: null },
      warnings: ['gtin: ignored invalid "3800123456788"', 'installment: ignored (months "12", amount "10 RON")'],
    });
  });

  it('keeps at most 10 images and file:// ones only when allowed', async () => {
    const extra = Array.from(
      { length: 12 },
      (_, i) => `<g:additional_image_link>https://shop.example/${i}.jpg</g:additional_image_link>`,
    ).join('');
    const record = await one({ 'g:image_link': 'file:///tmp/a.jpg' }, extra);
    expect(record).toMatchObject({ ok: true, warnings: ['image_link: ignored "file:///tmp/a.jpg" (not an http(s) URL)'] });
    expect(record?.ok && record.item.images).toHaveLength(10);
    const [allowed] = await collect(feed(item({ 'g:image_link': 'file:///tmp/a.jpg' })), { allowFileUrls: true });
    expect(allowed).toMatchObject({ ok: true, item: { images: ['file:///tmp/a.jpg'] } });
  });

  it('stops at malformed XML, keeping the items before it', async () => {
    const records = await collect(feed(item({ 'g:id': 'G1' }), item({ 'g:id': 'G2' }).replace('</g:title>', '</g:titel>')));
    expect(records).toEqual([
      expect.objectContaining({ ok: true, item: expect.objectContaining({ itemId: 'G1' }) }),
      expect.objectContaining({ ok: false, fatal: true, reason: expect.stringContaining('XML error') }),
    ]);
  });

  it('rejects a DOCTYPE (entity bombs, XXE) without expanding anything', async () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><item><g:id>&xxe;</g:id></item></channel></rss>';
    expect(await collect(xml)).toEqual([{ ok: false, line: 1, reason: expect.stringContaining('DOCTYPE is not allowed'), fatal: true }]);
  });

  it('reads a windows-1251 feed by its declaration, and refuses an encoding it does not read', async () => {
    const xml = feed(item()).replace('encoding="UTF-8"', 'encoding="windows-1251"');
    const records: FeedRecord[] = [];
    for await (const record of parseGoogleMerchantFeed(Readable.from([windows1251(xml)]), { now: NOW })) records.push(record);
    expect(records).toEqual([
      expect.objectContaining({
        ok: true,
        item: expect.objectContaining({ productName: 'Холна маса Хюге', categoryText: 'Мебели > Маси > Холни маси' }),
      }),
    ]);
    const refused: FeedRecord[] = [];
    for await (const record of parseGoogleMerchantFeed(
      Readable.from([Buffer.from('<?xml version="1.0" encoding="big5"?><rss><channel></channel></rss>')]),
    ))
      refused.push(record);
    expect(refused).toEqual([
      expect.objectContaining({ ok: false, fatal: true, reason: expect.stringContaining('unsupported encoding "big5"') }),
    ]);
  });

  it('detects the format of a UTF-16 feed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'uyut-utf16-'));
    writeFileSync(join(dir, 'feed.xml'), utf16(feed(item()).replace('UTF-8', 'UTF-16'), 'le'));
    writeFileSync(join(dir, 'shop.xml'), windows1251('<?xml version="1.0" encoding="windows-1251"?>\n<!-- Магазин -->\n<SHOP></SHOP>'));
    expect(detectFeedFormat(join(dir, 'feed.xml'))).toBe('google');
    expect(detectFeedFormat(join(dir, 'shop.xml'))).toBe('heureka');
  });
});
