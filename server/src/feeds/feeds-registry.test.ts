import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { testDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { syncTaxonomy } from '../catalogue/taxonomy';
import { upsertShop } from './importer';
import { addFeed, isFeedDue, listFeeds, runFeeds } from './feeds-registry';
import { startFeedScheduler } from './scheduler';

const FIXTURES = join(__dirname, '../../test/fixtures');
const SHOP_A_URL = pathToFileURL(join(FIXTURES, 'heureka-shop-a.xml')).href;
const MINUTE = 60_000;
const T0 = new Date('2026-11-22T00:00:00.000Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

let handle: DatabaseHandle;
const db = () => handle.db;

beforeEach(async () => {
  handle = await testDatabase();
  await syncTaxonomy(handle.db);
  await upsertShop(handle.db, { slug: 'mebeli-viktoria', name: 'Мебели Виктория', url: 'https://mebeli-viktoria.example/' });
  await upsertShop(handle.db, { slug: 'dom-plus', name: 'Дом Плюс', url: 'https://domplus.example/' });
});
afterEach(() => handle.close());

const changeCount = async () => (await db().selectFrom('catalogue_changes').select('id').execute()).length;

describe('feed registry', () => {
  it('registers a feed once per shop and URL, updating its interval', async () => {
    await addFeed({ db: db(), shopSlug: 'mebeli-viktoria', url: SHOP_A_URL, intervalMinutes: 60 });
    await addFeed({ db: db(), shopSlug: 'mebeli-viktoria', url: SHOP_A_URL, intervalMinutes: 30, format: 'heureka' });
    expect(await listFeeds(db())).toEqual([
      expect.objectContaining({ shop: 'mebeli-viktoria', url: SHOP_A_URL, interval_minutes: 30, format: 'heureka', last_run_at: null }),
    ]);
  });

  it('refuses an unknown shop, an unsupported URL scheme and a bad interval', async () => {
    await expect(addFeed({ db: db(), shopSlug: 'nyama', url: SHOP_A_URL })).rejects.toThrow('Unknown shop');
    await expect(addFeed({ db: db(), shopSlug: 'dom-plus', url: 'ftp://domplus.example/feed.xml' })).rejects.toThrow(
      'Unsupported feed URL',
    );
    await expect(addFeed({ db: db(), shopSlug: 'dom-plus', url: 'javascript:alert(1)' })).rejects.toThrow('Unsupported feed URL');
    await expect(addFeed({ db: db(), shopSlug: 'dom-plus', url: 'https://user:secret@domplus.example/feed.xml' })).rejects.toThrow(
      'Unsupported feed URL',
    );
    await expect(addFeed({ db: db(), shopSlug: 'dom-plus', url: SHOP_A_URL, intervalMinutes: 0 })).rejects.toThrow('interval');
    await expect(addFeed({ db: db(), shopSlug: 'dom-plus', url: SHOP_A_URL, format: 'csv' as never })).rejects.toThrow(
      'Unknown feed format "csv"',
    );
  });

  it('is due when it never ran or its interval passed', () => {
    expect(isFeedDue({ last_run_at: null, interval_minutes: 60 }, T0)).toBe(true);
    expect(isFeedDue({ last_run_at: T0.toISOString(), interval_minutes: 60 }, later(59))).toBe(false);
    expect(isFeedDue({ last_run_at: T0.toISOString(), interval_minutes: 60 }, later(60))).toBe(true);
  });

  it('runs due feeds only, records the run, and an unchanged feed changes nothing', async () => {
    await addFeed({ db: db(), shopSlug: 'mebeli-viktoria', url: SHOP_A_URL, intervalMinutes: 60 });
    const [first] = await runFeeds({ db: db(), due: true, now: T0 });
    expect(first && 'report' in first && first.report).toMatchObject({ status: 'done', itemsImported: 4 });
    expect((await listFeeds(db()))[0]).toMatchObject({ last_run_at: T0.toISOString(), last_status: 'done' });
    expect(await runFeeds({ db: db(), due: true, now: later(30) })).toEqual([]);

    const changes = await changeCount();
    const [again] = await runFeeds({ db: db(), due: true, now: later(61) });
    expect(again && 'report' in again && again.report).toMatchObject({ itemsImported: 0, itemsUnchanged: 4, catalogueChanged: false });
    expect(await changeCount()).toBe(changes);
  });

  it('records a feed that cannot be imported as an error and goes on with the next', async () => {
    await addFeed({ db: db(), shopSlug: 'dom-plus', url: pathToFileURL(join(FIXTURES, 'missing.xml')).href });
    await addFeed({ db: db(), shopSlug: 'mebeli-viktoria', url: SHOP_A_URL });
    const results = await runFeeds({ db: db(), now: T0 });
    expect(results.map((r) => ('error' in r ? `${r.feed.shop}: error` : `${r.feed.shop}: ${r.report.status}`))).toEqual([
      'dom-plus: error',
      'mebeli-viktoria: done',
    ]);
    expect(results[0] && 'error' in results[0] && results[0].error).toContain('ENOENT');
    expect((await listFeeds(db())).map((f) => f.last_status)).toEqual(['error', 'done']);
  });

  it('keeps the last error of a scheduled feed for feeds list, and clears it after a run that was done (issue 22 point 9)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uyut-feeds-'));
    const path = join(dir, 'feed.xml');
    writeFileSync(path, '<!DOCTYPE html><html><body>502 Bad Gateway</body></html>');
    await addFeed({ db: db(), shopSlug: 'dom-plus', url: path });
    await runFeeds({ db: db(), now: T0 });
    const [failed] = await listFeeds(db());
    expect(failed).toMatchObject({ last_status: 'error', last_error: expect.stringContaining('the file is an HTML page') });
    const record = await db().selectFrom('feed_imports').select(['status', 'report']).executeTakeFirstOrThrow();
    expect(record.status).toBe('failed');
    expect(record.report).toContain('the file is an HTML page');

    writeFileSync(
      path,
      '<SHOP><SHOPITEM><ITEM_ID>1</ITEM_ID><PRODUCTNAME>Стол</PRODUCTNAME><URL>https://domplus.example/1</URL><PRICE_VAT>безплатно</PRICE_VAT><CATEGORYTEXT>Кресла</CATEGORYTEXT></SHOPITEM></SHOP>',
    );
    await runFeeds({ db: db(), now: later(1) });
    expect((await listFeeds(db()))[0]).toMatchObject({
      last_status: 'failed',
      last_error: "None of the feed's 1 items is valid; nothing was deactivated",
    });

    writeFileSync(path, readFileSync(join(FIXTURES, 'heureka-shop-b.xml')));
    await runFeeds({ db: db(), now: later(2) });
    expect((await listFeeds(db()))[0]).toMatchObject({ last_status: 'done', last_error: null });
  });

  it('keeps the file: images of a feed registered with allowFileImages, as the demo imports them (issue 22 point 18)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uyut-feeds-'));
    const image = pathToFileURL(join(dir, 'chair.jpg')).href;
    const path = join(dir, 'feed.xml');
    writeFileSync(
      path,
      `<SHOP><SHOPITEM><ITEM_ID>1</ITEM_ID><PRODUCTNAME>Стол</PRODUCTNAME><URL>https://domplus.example/1</URL><IMGURL>${image}</IMGURL><PRICE_VAT>100.00</PRICE_VAT><CATEGORYTEXT>Кресла</CATEGORYTEXT></SHOPITEM></SHOP>`,
    );
    await addFeed({ db: db(), shopSlug: 'dom-plus', url: path });
    const [refused] = await runFeeds({ db: db(), now: T0 });
    expect(refused && 'report' in refused && refused.report.warnings).toEqual([
      expect.objectContaining({ reason: expect.stringContaining('IMGURL') }),
    ]);
    expect(await db().selectFrom('images').select('source_url').execute()).toEqual([]);

    const feed = await addFeed({ db: db(), shopSlug: 'dom-plus', url: path, allowFileImages: true });
    expect(feed.allow_file_images).toBe(1);
    const [kept] = await runFeeds({ db: db(), now: later(1) });
    expect(kept && 'report' in kept && kept.report.warnings).toEqual([]);
    expect(await db().selectFrom('images').select('source_url').execute()).toEqual([{ source_url: image }]);
  });

  it('refuses an http feed whose host resolves to an internal address, and stores an accepted one normalised', async () => {
    for (const url of [
      'http://127.0.0.1:8000/api/feed.xml',
      'http://[::1]/feed.xml',
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost/feed.xml',
    ]) {
      await expect(addFeed({ db: db(), shopSlug: 'dom-plus', url })).rejects.toThrow(/is refused: .* is not a public address/);
    }
    const resolve = async (hostname: string) => [{ address: hostname === 'feeds.domplus.test' ? '10.0.0.7' : '93.184.216.34', family: 4 }];
    await expect(
      addFeed({ db: db(), shopSlug: 'dom-plus', url: 'https://feeds.domplus.test/feed.xml', network: { resolve } }),
    ).rejects.toThrow('feeds.domplus.test resolves to 10.0.0.7');
    const feed = await addFeed({ db: db(), shopSlug: 'dom-plus', url: 'HTTPS://Domplus.test/фийд.xml', network: { resolve } });
    expect(feed.url).toBe('https://domplus.test/%D1%84%D0%B8%D0%B9%D0%B4.xml');
    expect((await listFeeds(db())).map((f) => f.url)).toEqual([feed.url]);
  });

  describe('over http', () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = createServer((request, response) => {
        if (request.url === '/feed.xml')
          response.writeHead(200, { 'content-type': 'application/xml' }).end(readFileSync(join(FIXTURES, 'google-shop-d.xml')));
        else response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('downloads an http feed, detects its format and imports it; a 404 is an error', async () => {
      const network = { isAllowedAddress: (address: string) => address === '127.0.0.1' };
      await addFeed({ db: db(), shopSlug: 'dom-plus', url: `${base}/feed.xml`, network });
      await addFeed({ db: db(), shopSlug: 'mebeli-viktoria', url: `${base}/gone.xml`, network });
      expect((await runFeeds({ db: db(), now: T0 })).map((r) => 'error' in r && r.error)).toEqual([
        expect.stringContaining('not a public address'),
        expect.stringContaining('not a public address'),
      ]);
      const results = await runFeeds({ db: db(), now: T0, network });
      expect(results.map((r) => ('error' in r ? r.error : r.report.itemsImported))).toEqual([2, expect.stringContaining('HTTP 404')]);
      const imported = await db().selectFrom('feed_imports').select(['source', 'format']).where('status', '=', 'done').execute();
      expect(imported).toEqual([{ source: `${base}/feed.xml`, format: 'google' }]);
    });
  });
});

describe('startFeedScheduler', () => {
  it('imports due feeds on its own, never overlapping rounds, and stops', async () => {
    await addFeed({ db: db(), shopSlug: 'mebeli-viktoria', url: SHOP_A_URL, intervalMinutes: 60 });
    const rounds: number[] = [];
    const scheduler = startFeedScheduler({
      db: db(),
      intervalMs: 20,
      onRound: (results) => rounds.push(results.length),
      afterRound: async () => {
        rounds.push(-1);
      },
    });
    for (let waited = 0; rounds.length === 0 && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rounds).toEqual([1, -1]);
    const [first, second] = [scheduler.tick(), scheduler.tick()];
    expect(first).toBe(second);
    expect(await first).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await scheduler.stop();
    expect(rounds).toEqual([1, -1]);
    expect(await db().selectFrom('feed_imports').select('id').execute()).toHaveLength(1);
  });

  it('reports a round that cannot run at all to onError', async () => {
    const broken = await testDatabase({ migrated: false });
    await broken.close();
    const errors: unknown[] = [];
    const scheduler = startFeedScheduler({ db: broken.db, intervalMs: 60_000, onError: (error) => errors.push(error) });
    expect(await scheduler.tick()).toEqual([]);
    await scheduler.stop();
    expect(errors).toHaveLength(1);
  });
});
