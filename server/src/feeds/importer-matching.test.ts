import { syncTaxonomy } from '../catalogue/taxonomy';
import { TITLE_RULE, type TitleKeyContext, titleKey } from '../catalogue/title-key';
import { importFeed, upsertShop } from './importer';
import { testDatabase } from '../../test/test-database';
import { db, importShop, SHOP_A, SHOP_B, SHOP_C, tempFeed, useImportDatabase, variant } from './importer-test-helpers';

useImportDatabase();

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

describe('importFeed', () => {
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

  it('matches the same way when every item is its own batch', async () => {
    await importShop('mebeli-viktoria', SHOP_A, 1);
    await importShop('domart', SHOP_B, 1);
    expect((await variant('A-102')).product_id).toBe((await variant('A-101')).product_id);
    expect((await variant('B-1')).product_id).toBe((await variant('A-100')).product_id);
  });
});
