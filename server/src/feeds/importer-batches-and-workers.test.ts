import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { syncTaxonomy } from '../catalogue/taxonomy';
import type { Db } from '../db/database';
import { batchLimit, type FeedImportOutcome, importFeed, importFeeds, type ImportFeedOptions, upsertShop } from './importer';
import { windows1251 } from '../../test/encodings';
import { withServer } from '../../test/http-server';
import { testDatabase } from '../../test/test-database';
import { db, sameItemsOtherBytes, SHOP_A, SHOP_B, SHOP_D, tempFeed, useImportDatabase, variant } from './importer-test-helpers';

useImportDatabase();

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

describe('importFeed', () => {
  it('starts writing after a small first batch and doubles the batches up to the batch size', async () => {
    expect([0, 1, 2, 3, 4, 40].map((written) => batchLimit({ batchSize: 500, written, queuedParse: false }))).toEqual([
      100, 200, 400, 500, 500, 500,
    ]);
    expect(batchLimit({ batchSize: 1, written: 0, queuedParse: false })).toBe(1);
    const { onProgress, reported } = progressByShop();
    await importFeed({ db: db(), shopSlug: 'kashta', source: thousandChairs(), onProgress: onProgress('kashta') });
    expect(reported()).toEqual({ kashta: [100, 300, 700, 1000] });
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
