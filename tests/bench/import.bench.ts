/**
 * Feed import benchmark at scale (~100k offers by default), all in one run on the same files:
 *  - the raw streaming parse of the feeds (each in its detected format) — the ceiling;
 *  - the first import into an empty SQLite file database (feeds of 64 KB or more parsed in a worker thread
 *    beside the database writes, the next feed's parse starting as soon as the current one's is done);
 *  - the re-import of the unchanged feeds (byte-identical: skipped by the feed fingerprint);
 *  - the re-import of the same items re-exported (bytes differ: every item read, skipped by content hash);
 *  - peak RSS of the process.
 * The 1M-offer size is projected from the measured rate, not run, unless IMPORT_BENCH_PRODUCTS asks for it.
 *
 *   cd server && npx tsx ../tests/bench/import.bench.ts
 *   cd server && IMPORT_BENCH_PRODUCTS=390000 npx tsx ../tests/bench/import.bench.ts   # ~1M offers
 */
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { syncTaxonomy } from '../../server/src/catalogue/taxonomy';
import { type Db, openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { type DemoShop, generateDemoFeeds } from '../../server/src/demo/generator';
import { detectFeedFormat } from '../../server/src/feeds/detect-format';
import { FEED_FORMATS, importFeeds, upsertShop } from '../../server/src/feeds/importer';

const PRODUCTS = Number(process.env.IMPORT_BENCH_PRODUCTS ?? 39_000);
const SHOPS = 120;
const THREE_MINUTES = 180;

const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

function feedFiles(dir: string): string[] {
  return readdirSync(join(dir, 'feeds'))
    .filter((f) => f.endsWith('.xml'))
    .sort()
    .map((f) => join(dir, 'feeds', f));
}

async function rawParse(files: string[]): Promise<{ items: number; seconds: number }> {
  const started = performance.now();
  let items = 0;
  for (const file of files) {
    const format = detectFeedFormat(file);
    if (format === null) throw new Error(`Unknown format of ${file}`);
    for await (const record of FEED_FORMATS[format].parse(file, { allowFileUrls: true })) if (record.ok) items++;
  }
  return { items, seconds: (performance.now() - started) / 1000 };
}

async function importAll(options: { db: Db; shops: DemoShop[]; dir: string }): Promise<{ items: number; imported: number; seconds: number }> {
  const started = performance.now();
  let items = 0;
  let imported = 0;
  const feeds = options.shops.map((shop) => ({ db: options.db, shopSlug: shop.slug, source: join(options.dir, 'feeds', `${shop.slug}.xml`), allowFileImages: true }));
  for await (const outcome of importFeeds(feeds)) {
    if ('error' in outcome) throw outcome.error;
    const { report } = outcome;
    if (report.status !== 'done' || report.itemsFailed > 0) throw new Error(`${outcome.options.shopSlug}: ${report.status}, ${report.itemsFailed} bad items`);
    items += report.itemsTotal;
    imported += report.itemsImported;
  }
  return { items, imported, seconds: (performance.now() - started) / 1000 };
}

const row = (label: string, items: number, seconds: number) =>
  `  ${label.padEnd(34)} ${String(Math.round(items / seconds)).padStart(9)} ${seconds.toFixed(2).padStart(9)}`;

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'uyut-import-bench-'));
  try {
    const generateStarted = performance.now();
    await generateDemoFeeds({ dir, size: { shops: SHOPS, products: PRODUCTS } });
    const generateSeconds = (performance.now() - generateStarted) / 1000;
    const shops = JSON.parse(readFileSync(join(dir, 'shops.json'), 'utf8')) as DemoShop[];
    const files = feedFiles(dir);
    const google = shops.filter((s) => s.format === 'google').length;

    const parse = await rawParse(files);
    const rssAfterParse = peakRssMb();

    const database = openDatabase(`sqlite:${join(dir, 'bench.sqlite')}`);
    await migrateToLatest(database.db);
    await syncTaxonomy(database.db);
    for (const shop of shops) await upsertShop(database.db, shop);
    const first = await importAll({ db: database.db, shops, dir });
    const again = await importAll({ db: database.db, shops, dir });
    for (const file of files) appendFileSync(file, '\n<!-- exported again -->\n');
    const reexported = await importAll({ db: database.db, shops, dir });
    await database.close();

    const parseRate = parse.items / parse.seconds;
    const importRate = first.items / first.seconds;
    console.log(`\nImport of ${first.items} offers from ${shops.length} shops (${google} Google Merchant, the rest Heureka); feeds generated in ${generateSeconds.toFixed(1)} s`);
    console.log('  path                                 items/s   seconds');
    console.log(row('raw streaming parse (ceiling)', parse.items, parse.seconds));
    console.log(row('first import (empty database)', first.items, first.seconds));
    console.log(row('re-import, unchanged feeds', again.items, again.seconds));
    console.log(row('re-import, same items re-exported', reexported.items, reexported.seconds));
    console.log(`  import / parse ratio               ${(importRate / parseRate).toFixed(2).padStart(9)}   (goal ≥ 0.5)`);
    console.log(`  re-import / first import time      ${(again.seconds / first.seconds).toFixed(2).padStart(9)}   (goal < 0.20); re-import wrote ${again.imported} offers`);
    console.log(`  re-exported / first import time    ${(reexported.seconds / first.seconds).toFixed(2).padStart(9)}   (every item parsed and compared); wrote ${reexported.imported} offers`);
    console.log(`  peak RSS                           ${String(peakRssMb()).padStart(6)} MB   (after the raw parse: ${rssAfterParse} MB; goal < 1024 MB)`);
    const projected = 1_000_000 / importRate;
    console.log(
      first.items >= 1_000_000
        ? `  1M offers imported in ${first.seconds.toFixed(0)} s (goal < ${THREE_MINUTES} s)`
        : `  1M offers not run: at this rate they would take ~${projected.toFixed(0)} s (goal < ${THREE_MINUTES} s); set IMPORT_BENCH_PRODUCTS=390000 to measure`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
