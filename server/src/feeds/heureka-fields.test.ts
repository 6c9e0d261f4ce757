import { Readable } from 'node:stream';
import { parseHeurekaFeed } from './heureka';
import { collect, feed, shopItem } from './heureka-test-helpers';

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

  it('maps a carrier name in DELIVERY_ID to its code', async () => {
    const [record] = await collect(
      feed(shopItem({}, '<DELIVERY><DELIVERY_ID>Спиди до офис</DELIVERY_ID><DELIVERY_PRICE>5,90 лв.</DELIVERY_PRICE></DELIVERY>')),
    );
    expect(record).toMatchObject({ ok: true, item: { deliveries: [{ id: 'SPEEDY_OFFICE', price: 590 }] } });
  });
});
