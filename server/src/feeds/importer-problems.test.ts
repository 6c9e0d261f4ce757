import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importFeed } from './importer';
import { validShareFailure } from './import-report';
import { db, FIXTURES, importShop, importShopAuto, SHOP_A, SHOP_B, tempFeed, useImportDatabase, variant } from './importer-test-helpers';

useImportDatabase();

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

  it('reports a duplicate ITEM_ID and keeps the first', async () => {
    const xml = readFileSync(SHOP_B, 'utf8').replace('<ITEM_ID>B-3</ITEM_ID>', '<ITEM_ID>B-1</ITEM_ID>');
    const report = await importShop('domart', tempFeed(xml));
    expect(report.problems).toEqual([{ itemId: 'B-1', line: expect.any(Number), reason: expect.stringMatching(/^ITEM_ID: duplicate/) }]);
    expect((await variant('B-1')).name).toBe('Диван Верона ъглов ляв - сив');
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
