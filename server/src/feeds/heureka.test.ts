import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { utf16, windows1251 } from '../../test/encodings';
import type { FeedRecord } from './feed-format';
import { parseHeurekaFeed } from './heureka';

async function collect(xml: string | Readable, options?: { allowFileUrls?: boolean }): Promise<FeedRecord[]> {
  const records: FeedRecord[] = [];
  for await (const record of parseHeurekaFeed(typeof xml === 'string' ? Readable.from([xml]) : xml, options)) records.push(record);
  return records;
}

const feed = (...items: string[]) => `<?xml version="1.0" encoding="utf-8"?>\n<SHOP>\n${items.join('\n')}\n</SHOP>\n`;

function shopItem(fields: Record<string, string | null> = {}, extra = ''): string {
  const base: Record<string, string | null> = {
    ITEM_ID: 'A1',
    PRODUCTNAME: 'Ъглов диван Верона, ляв, сив',
    URL: 'https://mebeli.example/verona',
    PRICE_VAT: '1299.90',
    CATEGORYTEXT: 'Мебели | Дивани | Ъглови дивани',
    ...fields,
  };
  const body = Object.entries(base)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join('');
  return `<SHOPITEM>${body}${extra}</SHOPITEM>`;
}

const FULL_ITEM = `<SHOPITEM>
  <ITEM_ID>VER-101</ITEM_ID>
  <ITEMGROUP_ID>VER</ITEMGROUP_ID>
  <PRODUCTNAME>Ъглов диван Верона, ляв, сив</PRODUCTNAME>
  <PRODUCT>Ъглов диван Верона, ляв, сив – с ракла</PRODUCT>
  <DESCRIPTION><![CDATA[<p>Удобен диван.</p><p>С ракла &amp; функция сън.</p>]]></DESCRIPTION>
  <URL>https://mebeli.example/produkt/verona?c=siv&amp;s=l</URL>
  <IMGURL>https://mebeli.example/img/verona-1.jpg</IMGURL>
  <IMGURL_ALTERNATIVE>https://mebeli.example/img/verona-2.jpg</IMGURL_ALTERNATIVE>
  <IMGURL_ALTERNATIVE>https://mebeli.example/img/verona-3.jpg</IMGURL_ALTERNATIVE>
  <PRICE_VAT>1 299,90</PRICE_VAT>
  <PRICE_BEFORE_DISCOUNT>1599.00</PRICE_BEFORE_DISCOUNT>
  <CURRENCY>bgn</CURRENCY>
  <EAN>3800123456787</EAN>
  <PRODUCTNO>VR-2001-GR</PRODUCTNO>
  <MANUFACTURER>Арон Мебел</MANUFACTURER>
  <CATEGORYTEXT>Мебели | Дивани | Ъглови дивани</CATEGORYTEXT>
  <PARAM><PARAM_NAME>Цвят</PARAM_NAME><VAL>сив</VAL></PARAM>
  <PARAM><PARAM_NAME>Материал</PARAM_NAME><VAL>Текстил</VAL></PARAM>
  <PARAM><PARAM_NAME>Ширина</PARAM_NAME><VAL>2450</VAL></PARAM>
  <PARAM><PARAM_NAME>Височина</PARAM_NAME><VAL>85 см</VAL></PARAM>
  <PARAM><PARAM_NAME>Дълбочина (см)</PARAM_NAME><VAL>160-180</VAL></PARAM>
  <PARAM><PARAM_NAME>Диаметър</PARAM_NAME><VAL>0,5 м</VAL></PARAM>
  <DELIVERY_DATE>0</DELIVERY_DATE>
  <DELIVERY><DELIVERY_ID>ECONT</DELIVERY_ID><DELIVERY_PRICE>49.90</DELIVERY_PRICE><DELIVERY_PRICE_COD>52.90</DELIVERY_PRICE_COD></DELIVERY>
  <DELIVERY><DELIVERY_ID>VLASTNI_PREPRAVA</DELIVERY_ID><DELIVERY_PRICE>0</DELIVERY_PRICE></DELIVERY>
  <SALES_VOUCHER><CODE>UYUT10</CODE><VALUE>10%</VALUE><DESCRIPTION>10 % отстъпка с код</DESCRIPTION></SALES_VOUCHER>
  <INSTALLMENT><MONTHS>12</MONTHS><AMOUNT>108.33</AMOUNT></INSTALLMENT>
  <COOLING_OFF_PERIOD>30</COOLING_OFF_PERIOD>
  <ITEM_TYPE>new</ITEM_TYPE>
</SHOPITEM>`;

describe('parseHeurekaFeed', () => {
  it('reads older feeds: PRODUCT for a missing PRODUCTNAME, the URL for a missing ITEM_ID', async () => {
    const records = await collect(
      feed(
        shopItem({ PRODUCTNAME: null, PRODUCT: 'Диван Мила' }),
        shopItem({ ITEM_ID: null, URL: 'https://mebeli.example/stol' }),
        shopItem({ ITEM_ID: null, URL: 'https://mebeli.example/masa' }),
      ),
    );
    const again = await collect(feed(shopItem({ ITEM_ID: null, URL: 'https://mebeli.example/stol' })));
    const ids = [...records, ...again].map((record) => (record.ok ? record.item.itemId : record.reason));
    expect(records[0]).toMatchObject({ ok: true, item: { itemId: 'A1', productName: 'Диван Мила' } });
    expect(records[1]).toMatchObject({ ok: true, warnings: ['ITEM_ID: missing, the item is identified by its URL'] });
    expect(ids[1]).toMatch(/^url-[0-9a-f]{32}$/);
    expect(ids[2]).not.toBe(ids[1]);
    expect(ids[3]).toBe(ids[1]);
  });

  it.each([
    ['whole days', '3', 3, []],
    ['a date ahead', '2026-12-03', 11, []],
    ['a date passed', '2026-11-01', 0, []],
    ['an impossible date', '2026-02-30', null, [expect.stringMatching(/^DELIVERY_DATE: ignored "2026-02-30"/)]],
    ['other text', 'скоро', null, [expect.stringMatching(/^DELIVERY_DATE: ignored "скоро"/)]],
  ])('reads DELIVERY_DATE given as %s', async (_name, text, days, warnings) => {
    const records = [];
    for await (const record of parseHeurekaFeed(Readable.from([feed(shopItem({ DELIVERY_DATE: text }))]), {
      now: new Date('2026-11-22T10:00:00Z'),
    }))
      records.push(record);
    expect(records[0]).toMatchObject({ ok: true, item: { deliveryDays: days }, warnings });
  });

  it('passes an item without CATEGORYTEXT on without a category (the import reads its name)', async () => {
    expect((await collect(feed(shopItem({ CATEGORYTEXT: null }))))[0]).toMatchObject({
      ok: true,
      item: { categoryText: null, categoryFallback: null },
    });
  });

  it('still refuses an item with neither PRODUCTNAME nor PRODUCT', async () => {
    expect(await collect(feed(shopItem({ PRODUCTNAME: null })))).toEqual([
      expect.objectContaining({ ok: false, reason: 'PRODUCTNAME: missing' }),
    ]);
  });

  it.each([
    ['PRICE_VAT over PRICE', { PRICE_VAT: '120', PRICE: '100', VAT: '20%' }, 12000, []],
    [
      'PRICE plus a VAT rate in per cent',
      { PRICE_VAT: null, PRICE: '100', VAT: '20%' },
      12000,
      ['PRICE_VAT: missing, PRICE plus VAT 20% taken'],
    ],
    [
      'PRICE plus a VAT rate as a fraction',
      { PRICE_VAT: null, PRICE: '99,90', VAT: '0.09' },
      10889,
      ['PRICE_VAT: missing, PRICE plus VAT 9% taken'],
    ],
    ['PRICE alone', { PRICE_VAT: null, PRICE: '59.90' }, 5990, ['PRICE_VAT: missing, PRICE taken as the price with VAT']],
    [
      'PRICE with an unreadable VAT',
      { PRICE_VAT: null, PRICE: '59.90', VAT: 'standard' },
      5990,
      ['PRICE_VAT: missing, PRICE taken as the price with VAT (VAT "standard" unreadable)'],
    ],
  ])('reads the price from %s', async (_name, fields, price, warnings) => {
    expect((await collect(feed(shopItem(fields))))[0]).toMatchObject({ ok: true, item: { price }, warnings });
  });

  it('parses every supported field of a full item', async () => {
    const records = await collect(feed(FULL_ITEM));
    expect(records).toEqual([
      {
        ok: true,
        line: 3,
        warnings: [],
        item: {
          itemId: 'VER-101',
          itemGroupId: 'VER',
          productName: 'Ъглов диван Верона, ляв, сив',
          product: 'Ъглов диван Верона, ляв, сив – с ракла',
          description: 'Удобен диван. С ракла & функция сън.',
          url: 'https://mebeli.example/produkt/verona?c=siv&s=l',
          images: [
            'https://mebeli.example/img/verona-1.jpg',
            'https://mebeli.example/img/verona-2.jpg',
            'https://mebeli.example/img/verona-3.jpg',
          ],
          price: 129990,
          priceBeforeDiscount: 159900,
          currency: 'BGN',
          ean: '3800123456787',
          mpn: 'VR-2001-GR',
          manufacturer: 'Арон Мебел',
          categoryText: 'Мебели | Дивани | Ъглови дивани',
          categoryFallback: null,
          params: [
            { name: 'Цвят', value: 'сив' },
            { name: 'Материал', value: 'Текстил' },
          ],
          dimensions: {
            width: { from: 2450, to: 2450 },
            height: { from: 850, to: 850 },
            depth: { from: 1600, to: 1800 },
            diameter: { from: 500, to: 500 },
          },
          deliveryDays: 0,
          deliveries: [
            { id: 'ECONT', price: 4990, priceCod: 5290, deliveryDays: null },
            { id: 'VLASTNI_PREPRAVA', price: 0, priceCod: null, deliveryDays: null },
          ],
          voucher: { code: 'UYUT10', type: 'percent', value: 10, description: '10 % отстъпка с код' },
          installment: { months: 12, amount: 10833 },
          coolingOffDays: 30,
          condition: 'new',
        },
      },
    ]);
  });

  it('drops an unreadable installment or cooling-off period with a warning', async () => {
    const [record] = await collect(
      feed(shopItem({ COOLING_OFF_PERIOD: '7' }, '<INSTALLMENT><MONTHS>0</MONTHS><AMOUNT>10</AMOUNT></INSTALLMENT>')),
    );
    expect(record).toMatchObject({
      ok: true,
      item: { installment: null, coolingOffDays: null },
      warnings: ['INSTALLMENT: ignored (MONTHS "0", AMOUNT "10")', 'COOLING_OFF_PERIOD: ignored "7" (expected whole days 14–365)'],
    });
  });

  it('defaults the currency to BGN and reads an amount voucher in minor units', async () => {
    const [record] = await collect(
      feed(shopItem({}, '<SALES_VOUCHER><CODE>MINUS15</CODE><VALUE>15.00</VALUE><DESC>15 лв.</DESC></SALES_VOUCHER>')),
    );
    expect(record).toMatchObject({
      ok: true,
      item: { currency: 'BGN', voucher: { code: 'MINUS15', type: 'amount', value: 1500, description: '15 лв.' } },
    });
  });

  it.each([
    ['1299,90 лв.', 129990, 'BGN'],
    ['1299.90 лв.', 129990, 'BGN'],
    ['1 299,90 лв', 129990, 'BGN'],
    ['1\u00a0299,90 лв', 129990, 'BGN'],
    ['1\u202f299,90 лв', 129990, 'BGN'],
    ['45,50 €', 4550, 'EUR'],
    ['45.50 EUR', 4550, 'EUR'],
  ])('reads PRICE_VAT "%s" with the currency written beside it (issue 22 point 4)', async (text, price, currency) => {
    const [record] = await collect(feed(shopItem({ PRICE_VAT: text })));
    expect(record).toMatchObject({ ok: true, item: { price, currency } });
  });

  it('refuses an item priced in a currency other than BGN or EUR, or whose PRICE_VAT and CURRENCY disagree', async () => {
    const records = await collect(
      feed(
        shopItem({ ITEM_ID: 'USD', PRICE_VAT: '249.00 USD' }),
        shopItem({ ITEM_ID: 'CUR', CURRENCY: 'USD' }),
        shopItem({ ITEM_ID: 'BOTH', PRICE_VAT: '45,50 €', CURRENCY: 'BGN' }),
        shopItem({ ITEM_ID: 'EUR', PRICE_VAT: '45,50', CURRENCY: '€' }),
      ),
    );
    expect(records).toEqual([
      expect.objectContaining({ ok: false, itemId: 'USD', reason: 'PRICE_VAT: prices in USD are not accepted (only BGN and EUR)' }),
      expect.objectContaining({ ok: false, itemId: 'CUR', reason: 'CURRENCY: prices in USD are not accepted (only BGN and EUR)' }),
      expect.objectContaining({ ok: false, itemId: 'BOTH', reason: 'PRICE_VAT: in EUR, but CURRENCY says BGN' }),
      expect.objectContaining({ ok: true, item: expect.objectContaining({ itemId: 'EUR', price: 4550, currency: 'EUR' }) }),
    ]);
  });

  it('reads the old price, deliveries, voucher and instalment in the item currency and drops those written in another', async () => {
    const extra =
      '<DELIVERY><DELIVERY_ID>ECONT</DELIVERY_ID><DELIVERY_PRICE>4,90 €</DELIVERY_PRICE><DELIVERY_PRICE_COD>5,90 лв.</DELIVERY_PRICE_COD></DELIVERY>' +
      '<DELIVERY><DELIVERY_ID>SPEEDY</DELIVERY_ID><DELIVERY_PRICE>9 лв.</DELIVERY_PRICE></DELIVERY>' +
      '<SALES_VOUCHER><CODE>X</CODE><VALUE>5 €</VALUE></SALES_VOUCHER><INSTALLMENT><MONTHS>10</MONTHS><AMOUNT>10,00 EUR</AMOUNT></INSTALLMENT>';
    const [record] = await collect(feed(shopItem({ PRICE_VAT: '99,00 €', PRICE_BEFORE_DISCOUNT: '120 лв.' }, extra)));
    expect(record).toMatchObject({
      ok: true,
      item: {
        currency: 'EUR',
        priceBeforeDiscount: null,
        deliveries: [{ id: 'ECONT', price: 490, priceCod: null }],
        voucher: { code: 'X', type: 'amount', value: 500 },
        installment: { months: 10, amount: 1000 },
      },
      warnings: expect.arrayContaining([
        'PRICE_BEFORE_DISCOUNT: ignored "120 лв." (unreadable, or not in EUR)',
        expect.stringContaining('DELIVERY: ignored block "SPEEDY"'),
      ]),
    });
  });

  it('reads ITEM_TYPE as the offer condition: bazaar is used, unknown is new with a warning (issue 22 point 8)', async () => {
    const records = await collect(
      feed(
        shopItem({ ITEM_ID: 'B', ITEM_TYPE: 'bazaar' }),
        shopItem({ ITEM_ID: 'R', ITEM_TYPE: 'Refurbished' }),
        shopItem({ ITEM_ID: 'U', ITEM_TYPE: 'Употребяван' }),
        shopItem({ ITEM_ID: 'N' }),
        shopItem({ ITEM_ID: 'X', ITEM_TYPE: 'demo' }),
      ),
    );
    expect(records.map((r) => (r.ok ? [r.item.itemId, r.item.condition, r.warnings] : r.reason))).toEqual([
      ['B', 'used', []],
      ['R', 'refurbished', []],
      ['U', 'used', []],
      ['N', 'new', []],
      ['X', 'new', ['ITEM_TYPE: "demo" not understood (new, used, bazaar or refurbished), taken as new']],
    ]);
  });

  it('keeps at most 10 images', async () => {
    const images = Array.from({ length: 12 }, (_, i) => `<IMGURL_ALTERNATIVE>https://x.example/${i}.jpg</IMGURL_ALTERNATIVE>`).join('');
    const [record] = await collect(feed(shopItem({ IMGURL: 'https://x.example/main.jpg' }, images)));
    expect(record?.ok && record.item.images).toHaveLength(10);
    expect(record?.ok && record.item.images[0]).toBe('https://x.example/main.jpg');
  });

  it('accepts file:// images only when allowed', async () => {
    const xml = feed(shopItem({ IMGURL: 'file:///data/demo/images/p1-1.svg' }));
    const [strict] = await collect(xml);
    const [demo] = await collect(xml, { allowFileUrls: true });
    expect(strict).toMatchObject({ ok: true, item: { images: [] } });
    expect(strict?.ok && strict.warnings[0]).toMatch(/^IMGURL/);
    expect(demo).toMatchObject({ ok: true, item: { images: ['file:///data/demo/images/p1-1.svg'] } });
  });

  it('stores product and image URLs normalised: Cyrillic paths percent-encoded, line breaks gone (issue 21 point 3)', async () => {
    const [record] = await collect(
      feed(shopItem({ URL: 'https://mebeli.example/дивани/верона&#13;&#10;x', IMGURL: 'https://mebeli.example/снимки/1.jpg' })),
    );
    expect(record).toMatchObject({
      ok: true,
      item: {
        url: 'https://mebeli.example/%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD%D0%B8/%D0%B2%D0%B5%D1%80%D0%BE%D0%BD%D0%B0x',
        images: ['https://mebeli.example/%D1%81%D0%BD%D0%B8%D0%BC%D0%BA%D0%B8/1.jpg'],
      },
    });
  });

  it('refuses an item whose URL is not http(s)', async () => {
    const [record] = await collect(feed(shopItem({ URL: 'javascript:alert(1)' })));
    expect(record).toMatchObject({ ok: false, reason: expect.stringMatching(/^URL: not an absolute http\(s\) URL/) });
  });

  it('drops an old price that is not above the price, with a warning', async () => {
    const [record] = await collect(feed(shopItem({ PRICE_BEFORE_DISCOUNT: '1299.90' })));
    expect(record).toMatchObject({
      ok: true,
      item: { priceBeforeDiscount: null },
      warnings: [expect.stringMatching(/^PRICE_BEFORE_DISCOUNT/)],
    });
  });

  it('drops an EAN with a wrong check digit', async () => {
    const [record] = await collect(feed(shopItem({ EAN: '3800123456788' })));
    expect(record).toMatchObject({ ok: true, item: { ean: null }, warnings: [expect.stringMatching(/^EAN/)] });
  });

  it.each([
    ['PRODUCTNAME', { PRODUCTNAME: '  ' }, /^PRODUCTNAME: missing/],
    ['URL', { URL: null }, /^URL: missing/],
    ['PRICE_VAT', { PRICE_VAT: null }, /^PRICE_VAT: missing/],
  ])('reports an item without %s and goes on', async (_field, fields, reason) => {
    const records = await collect(feed(shopItem({ ITEM_ID: 'BAD', ...fields }), shopItem({ ITEM_ID: 'GOOD' })));
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ ok: false, line: 3, reason: expect.stringMatching(reason) });
    expect(records[1]).toMatchObject({ ok: true, item: { itemId: 'GOOD' }, line: 4 });
  });

  it.each([
    ['zero', '0'],
    ['negative', '-5'],
    ['absurd', '10000000'],
    ['not a number', 'по договаряне'],
  ])('reports a %s price naming PRICE_VAT', async (_label, price) => {
    const [bad, good] = await collect(
      feed(shopItem({ ITEM_ID: 'P1', PRICE_VAT: price }), shopItem({ ITEM_ID: 'P2', PRICE_VAT: '9999999.99' })),
    );
    expect(bad).toMatchObject({ ok: false, itemId: 'P1', reason: expect.stringMatching(/^PRICE_VAT/) });
    expect(good).toMatchObject({ ok: true, item: { price: 999999999 } });
  });

  it('reads a Google taxonomy id or path given as CATEGORYTEXT, for the import to fall back to (issue 22 point 8)', async () => {
    const records = await collect(
      feed(
        shopItem({ ITEM_ID: 'ID', CATEGORYTEXT: '1395' }),
        shopItem({ ITEM_ID: 'BG', CATEGORYTEXT: 'Мебели &gt; Маси &gt; Маси за кухня и трапезария' }),
        shopItem({ ITEM_ID: 'OWN', CATEGORYTEXT: 'Мебели | Маси | Маси за кухня' }),
      ),
    );
    expect(records.map((record) => record.ok && [record.item.categoryText, record.item.categoryFallback])).toEqual([
      ['1395', 'Мебели | Маси | Холни маси'],
      ['Мебели > Маси > Маси за кухня и трапезария', 'Мебели | Маси'],
      ['Мебели | Маси | Маси за кухня', null],
    ]);
  });

  it.each([['ftp://mebeli.example/x'], ['javascript:alert(1)'], ['/relative/path'], ['не е адрес']])(
    'reports the bad URL %s',
    async (url) => {
      const [record] = await collect(feed(shopItem({ URL: url.replace('&', '&amp;') })));
      expect(record).toMatchObject({ ok: false, itemId: 'A1', reason: expect.stringMatching(/^URL: not an absolute http\(s\) URL/) });
    },
  );

  it('stops at malformed XML with its line, keeping the items before it', async () => {
    const xml = feed(
      shopItem({ ITEM_ID: 'FIRST' }),
      shopItem({ ITEM_ID: 'SECOND' }),
      '<SHOPITEM><ITEM_ID>BROKEN</ITEM_ID><PRODUCTNAME>x</PRODUCT></SHOPITEM>',
      shopItem({ ITEM_ID: 'AFTER' }),
    );
    const records = await collect(xml);
    expect(records.map((r) => (r.ok ? r.item.itemId : r.reason))).toEqual([
      'FIRST',
      'SECOND',
      expect.stringMatching(/^XML error: 5:\d+: unexpected close tag/),
    ]);
    expect(records[2]).toMatchObject({ ok: false, fatal: true, line: 5 });
  });

  it('does not trust an item that a wrong close tag ends', async () => {
    const xml = `<SHOP>${shopItem({ ITEM_ID: 'WHOLE' })}${shopItem({ ITEM_ID: 'CUT' }).replace('</SHOPITEM>', '')}</SHOP>`;
    const records = await collect(xml);
    expect(records).toEqual([
      expect.objectContaining({ ok: true, item: expect.objectContaining({ itemId: 'WHOLE' }) }),
      { ok: false, itemId: 'CUT', line: 1, reason: 'SHOPITEM: cut short by the XML error that follows' },
      { ok: false, fatal: true, line: 1, reason: expect.stringMatching(/^XML error: .*unexpected close tag/) },
    ]);
  });

  it('reports a truncated feed', async () => {
    const records = await collect(`<SHOP>${shopItem()}<SHOPITEM><ITEM_ID>CUT`);
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({ ok: false, fatal: true, reason: expect.stringMatching(/^XML error/) });
  });

  it('reports an entity bomb without expanding it', async () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE SHOP [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<SHOP>${shopItem({ PRODUCTNAME: '&lol3;' })}</SHOP>`;
    const records = await collect(bomb);
    expect(records).toEqual([{ ok: false, fatal: true, line: 6, reason: expect.stringMatching(/DOCTYPE is not allowed/) }]);
  });

  it('reports an XXE feed without reading the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uyut-xxe-'));
    writeFileSync(join(dir, 'secret.txt'), 'TOP-SECRET');
    const xxe = `<?xml version="1.0"?><!DOCTYPE SHOP [<!ENTITY xxe SYSTEM "file://${join(dir, 'secret.txt')}">]><SHOP>${shopItem({ DESCRIPTION: '&xxe;' })}</SHOP>`;
    const records = await collect(xxe);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ ok: false, fatal: true, reason: expect.stringMatching(/DOCTYPE is not allowed/) });
    expect(JSON.stringify(records)).not.toContain('TOP-SECRET');
  });

  it('decodes HTML named references in XML text and in CDATA, and numeric ones (issue 22 point 6)', async () => {
    const [record] = await collect(
      feed(
        shopItem({
          PRODUCTNAME: 'Легло 160&times;200 &ndash; &bdquo;Сън&ldquo;',
          DESCRIPTION:
            'Размер 200&times;90 см, до 60&deg;, 1 м&sup3;, &amp;ndash; &#8470;5 &#x2116;6<![CDATA[ <p>Цена &euro; &hellip;</p>]]>',
        }),
      ),
    );
    expect(record).toMatchObject({
      ok: true,
      item: { productName: 'Легло 160×200 – „Сън“', description: 'Размер 200×90 см, до 60°, 1 м³, – №5 №6 Цена € …' },
    });
  });

  it('keeps HTML written without CDATA in a description as its text, and reports a URL holding markup as invalid', async () => {
    const records = await collect(
      feed(
        shopItem({ ITEM_ID: 'HTML', DESCRIPTION: '<p>Удобен <b>диван</b><br/>с ракла.</p><ul><li>Сив</li><li>Ляв</li></ul>' }),
        shopItem({ ITEM_ID: 'LINK', URL: '<a href="https://mebeli.example/verona">Виж</a>' }),
      ),
    );
    expect(records).toEqual([
      expect.objectContaining({
        ok: true,
        item: expect.objectContaining({ itemId: 'HTML', description: 'Удобен диван с ракла. Сив Ляв' }),
      }),
      expect.objectContaining({
        ok: false,
        itemId: 'LINK',
        reason: 'URL: not an absolute http(s) URL: "<a href="https://mebeli.example/verona">Виж</a>"',
      }),
    ]);
  });

  it('never expands an undeclared entity: kept as written in free text, an XML error elsewhere', async () => {
    const records = await collect(
      feed(shopItem({ ITEM_ID: 'OK' }), shopItem({ ITEM_ID: 'TEXT', DESCRIPTION: '&xxe;' }), shopItem({ MANUFACTURER: '&xxe;' })),
    );
    expect(records[0]).toMatchObject({ ok: true });
    expect(records[1]).toMatchObject({ ok: true, item: { itemId: 'TEXT', description: '&xxe;' } });
    expect(records[2]).toMatchObject({ ok: false, fatal: true, reason: expect.stringMatching(/undefined entity/) });
  });

  it('imports a description of raw HTML without CDATA (unclosed tags, HTML5-only references, a bare &) as its text, and the items around it, in chunks of any size (issue 22 point 6)', async () => {
    const xml = feed(
      shopItem({ ITEM_ID: 'BEFORE' }),
      shopItem({
        ITEM_ID: 'RAW',
        PRODUCTNAME: 'Маса & 4 стола &ndash; дъб',
        DESCRIPTION:
          '<p>Удобен<br>диван</p> &nbsp; &hellip; &check;<img src="https://mebeli.example/a.jpg" alt="Диван"><hr>' +
          '<ul><li>Ширина: 200&nbsp;см<li>Цвят: сив</ul> R&D, 5 < 6 &NewLine;<b>Готов</B>&bigstar;</span>',
      }),
      shopItem({ ITEM_ID: 'AFTER' }),
    );
    const expected = [
      expect.objectContaining({ ok: true, line: 3, item: expect.objectContaining({ itemId: 'BEFORE' }) }),
      expect.objectContaining({
        ok: true,
        line: 4,
        warnings: [],
        item: expect.objectContaining({
          itemId: 'RAW',
          productName: 'Маса & 4 стола – дъб',
          description: 'Удобен диван … ✓ Ширина: 200 см Цвят: сив R&D, 5 < 6 Готов★',
        }),
      }),
      expect.objectContaining({ ok: true, line: 5, item: expect.objectContaining({ itemId: 'AFTER' }) }),
    ];
    for (const size of [1, 2, 5, 64, xml.length]) {
      const chunks = Array.from({ length: Math.ceil(xml.length / size) }, (_, i) => xml.slice(i * size, i * size + size));
      expect(await collect(Readable.from(chunks))).toEqual(expected);
    }
  });

  it('still stops at a free-text element that is never closed, with its line, instead of reading the next items into it', async () => {
    const records = await collect(
      feed(
        shopItem({ ITEM_ID: 'FIRST' }),
        shopItem({ ITEM_ID: 'OPEN', DESCRIPTION: '<p>Диван' }).replace('</DESCRIPTION>', '</DESCRIPTON>'),
        shopItem({ ITEM_ID: 'NEXT' }),
      ),
    );
    expect(records).toEqual([
      expect.objectContaining({ ok: true, item: expect.objectContaining({ itemId: 'FIRST' }) }),
      expect.objectContaining({
        ok: false,
        fatal: true,
        line: 4,
        reason: expect.stringMatching(/^XML error: 4:\d+: unexpected close tag/),
      }),
    ]);
  });

  const bytesIn = (bytes: Buffer, size: number) =>
    Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, i * size + size)));
  const cyrillicFeed = (encoding: string) =>
    `<?xml version="1.0" encoding="${encoding}"?>\n<SHOP>\n${shopItem({ PRODUCTNAME: 'Ъглов диван „Ёлка“ – №5' })}\n</SHOP>\n`;

  it.each([['windows-1251'], ['WINDOWS-1251'], ['cp1251']])(
    'imports a feed declared %s like a UTF-8 one, in chunks of any size (issue 22 point 5)',
    async (encoding) => {
      const bytes = windows1251(cyrillicFeed(encoding));
      for (const size of [1, 3, bytes.length]) {
        const records = await collect(bytesIn(bytes, size));
        expect(records).toEqual([
          expect.objectContaining({
            ok: true,
            line: 3,
            item: expect.objectContaining({ productName: 'Ъглов диван „Ёлка“ – №5', categoryText: 'Мебели | Дивани | Ъглови дивани' }),
          }),
        ]);
      }
    },
  );

  it.each([['le' as const], ['be' as const]])('imports a UTF-16 %s feed by its byte order mark', async (order) => {
    const bytes = utf16(cyrillicFeed('UTF-16'), order);
    const records = await collect(bytesIn(bytes, 5));
    expect(records).toEqual([
      expect.objectContaining({ ok: true, item: expect.objectContaining({ productName: 'Ъглов диван „Ёлка“ – №5' }) }),
    ]);
  });

  it('takes a text stream as decoded, whatever its declaration says', async () => {
    const [record] = await collect(cyrillicFeed('windows-1251'));
    expect(record).toMatchObject({ ok: true, item: { productName: 'Ъглов диван „Ёлка“ – №5' } });
  });

  it('reports a byte that is not valid in the feed encoding on its line, keeping the items before it', async () => {
    const good = Buffer.from(feed(shopItem({ ITEM_ID: 'FIRST' }), '\n', shopItem({ ITEM_ID: 'SECOND' })).replace('</SHOP>\n', ''));
    const bytes = Buffer.concat([
      good,
      Buffer.from('\n'),
      windows1251(shopItem({ ITEM_ID: 'CP1251', PRODUCTNAME: 'Маса' })),
      Buffer.from('\n</SHOP>\n'),
    ]);
    for (const size of [1, 2, 7, 64 * 1024]) {
      const records = await collect(bytesIn(bytes, size));
      expect(records.map((r) => (r.ok ? r.item.itemId : r.reason))).toEqual([
        'FIRST',
        'SECOND',
        expect.stringMatching(/^Feed rejected: line 8: byte E0 .*is not valid UTF-8 \(check the encoding in the XML declaration\)$/),
      ]);
      expect(records[2]).toMatchObject({ ok: false, fatal: true, line: 8 });
    }
  });

  it('reports a lone surrogate in a UTF-16 feed on its line', async () => {
    const head = utf16(`<?xml version="1.0" encoding="UTF-16"?>\n<SHOP>\n${shopItem({ ITEM_ID: 'FIRST' })}\n`, 'le');
    const bytes = Buffer.concat([
      head,
      Buffer.from([0x00, 0xd8, 0x41, 0x00]),
      Buffer.from(`${shopItem({ ITEM_ID: 'SECOND' })}\n</SHOP>\n`, 'utf16le'),
    ]);
    for (const size of [3, 64 * 1024]) {
      const records = await collect(bytesIn(bytes, size));
      expect(records.map((r) => (r.ok ? r.item.itemId : r.reason))).toEqual([
        'FIRST',
        expect.stringMatching(/^Feed rejected: line 4: byte .* is not valid UTF-16LE/),
      ]);
    }
  });

  it('maps a carrier name in DELIVERY_ID to its code', async () => {
    const [record] = await collect(
      feed(shopItem({}, '<DELIVERY><DELIVERY_ID>Спиди до офис</DELIVERY_ID><DELIVERY_PRICE>5,90 лв.</DELIVERY_PRICE></DELIVERY>')),
    );
    expect(record).toMatchObject({ ok: true, item: { deliveries: [{ id: 'SPEEDY_OFFICE', price: 590 }] } });
  });

  it('refuses an encoding it does not read, and UTF-16 declared without UTF-16 bytes', async () => {
    const [unsupported] = await collect(
      Readable.from([Buffer.from(`<?xml version="1.0" encoding="Shift_JIS"?><SHOP>${shopItem()}</SHOP>`)]),
    );
    expect(unsupported).toEqual({ ok: false, fatal: true, line: 1, reason: expect.stringContaining('unsupported encoding "Shift_JIS"') });
    const [utf16Declared] = await collect(
      Readable.from([Buffer.from(`<?xml version="1.0" encoding="UTF-16"?><SHOP>${shopItem()}</SHOP>`)]),
    );
    expect(utf16Declared).toEqual({ ok: false, fatal: true, line: 1, reason: expect.stringContaining('not UTF-16') });
  });

  it('reads a file in chunks, with multi-byte characters split between chunks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uyut-feed-'));
    const path = join(dir, 'feed.xml');
    const items = Array.from({ length: 1000 }, (_, i) => shopItem({ ITEM_ID: `I${i}`, PRODUCTNAME: `Холна маса Щастие №${i}` }));
    writeFileSync(path, feed(...items));
    const bytes = Buffer.from(feed(...items));
    const tinyChunks = Readable.from(Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7)));
    const fromFile: FeedRecord[] = [];
    for await (const record of parseHeurekaFeed(path)) fromFile.push(record);
    const fromChunks = await collect(tinyChunks);
    expect(fromFile).toHaveLength(1000);
    expect(fromFile.every((r) => r.ok)).toBe(true);
    expect(fromFile[999]).toMatchObject({ item: { productName: 'Холна маса Щастие №999' } });
    expect(fromChunks).toEqual(fromFile);
  });

  it('yields items before the end of the stream', async () => {
    async function* slowFeed() {
      yield `<SHOP>${shopItem({ ITEM_ID: 'EARLY' })}`;
      throw new Error('connection reset');
    }
    const seen: string[] = [];
    await expect(async () => {
      for await (const record of parseHeurekaFeed(slowFeed())) if (record.ok) seen.push(record.item.itemId);
    }).rejects.toThrow('connection reset');
    expect(seen).toEqual(['EARLY']);
  });
});
