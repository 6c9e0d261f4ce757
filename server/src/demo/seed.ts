import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { syncTaxonomy } from '../catalogue/taxonomy';
import type { Db } from '../db/database';
import { type ImportProgress, importFeeds, upsertShop } from '../feeds/importer';
import { describeMainImages } from '../services/visual';
import { seedDemoAccounts } from './accounts';
import { seedDemoCampaigns } from './campaigns';
import {
  DEFAULT_DEMO_SEED,
  DEMO_GENERATOR_VERSION,
  type DemoProgress,
  type DemoShop,
  type DemoSize,
  type DemoStamp,
  demoFeedPath,
  generateDemoFeeds,
  resolveDemoSize,
} from './generator';
import { DEMO_SNAPSHOT_DAYS } from './demo-prices';

export interface SeedDemoCatalogueOptions {
  db: Db;
  /** Demo feeds and images go to `{dataDir}/demo`. */
  dataDir: string;
  size: DemoSize;
  seed?: number;
  onProgress?: (progress: DemoProgress) => void;
  /** The seeding time: the current feeds are imported at it, the history snapshots so many days before. */
  now?: Date;
}

export interface SeedDemoCatalogueResult {
  shops: number;
  /** Variants in the demo feeds, all imported or already up to date. */
  variants: number;
  seconds: number;
  generateSeconds: number;
  importSeconds: number;
  /** False when feeds for this size and seed were already on disk. */
  generated: boolean;
  /** Main pictures described for visually similar offers (services/visual), and how long that took. */
  described: number;
  describeSeconds: number;
  /** Imports of older feed snapshots replayed for shops whose history was not replayed to the end before. */
  historyImports: number;
}

function readStamp(dir: string): DemoStamp | null {
  const file = join(dir, 'generated.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as DemoStamp;
  } catch {
    return null;
  }
}

const DAY_MS = 86_400_000;

/** The snapshot a finished import of a demo shop read, in days before its seeding time: a history snapshot's, else 0 (the current feed, or any other). */
export function importedSnapshot(source: string): number {
  const history = /[\\/]history[\\/](\d+)[\\/][^\\/]+\.xml$/.exec(source);
  return history ? Number(history[1]) : 0;
}

/**
 * The snapshots a shop still has to import, oldest first, given those its finished imports read: its history
 * replay goes on after the most recent snapshot finished, so a seed killed in the middle of it leaves the rest to
 * the next run instead of skipping it; once a current feed was imported the history is complete.
 */
export function snapshotsToImport(finished: readonly number[]): number[] {
  if (finished.includes(0)) return [0];
  const lastFinished = Math.min(Infinity, ...finished);
  return [...DEMO_SNAPSHOT_DAYS.filter((days) => days > 0 && days < lastFinished), 0];
}

/** Slug → the snapshots of the shop's finished imports (importedSnapshot). */
async function finishedSnapshots(db: Db): Promise<Map<string, number[]>> {
  const rows = await db
    .selectFrom('feed_imports')
    .innerJoin('shops', 'shops.id', 'feed_imports.shop_id')
    .select(['shops.slug', 'feed_imports.source'])
    .where('feed_imports.status', '=', 'done')
    .execute();
  const finished = new Map<string, number[]>();
  for (const row of rows) finished.set(row.slug, [...(finished.get(row.slug) ?? []), importedSnapshot(row.source)]);
  return finished;
}

/**
 * Fills the database with the demo catalogue through the real import path: syncs the taxonomy, generates
 * the demo feeds unless `{dataDir}/demo` already holds them for this size and seed, creates the shops and
 * imports every feed. A shop imported for the first time gets its 90 days of history replayed: the feed
 * snapshots of DEMO_SNAPSHOT_DAYS are imported oldest first, each dated that many days before `now`; a shop
 * whose replay a killed run cut off goes on with the snapshots it has not finished (snapshotsToImport).
 * Then creates the demo's promo campaigns (demo/campaigns.ts) and its two accounts (demo/accounts.ts), and describes
 * the main pictures (services/visual). Running it
 * again re-imports the unchanged current feeds and keeps the campaigns and accounts, which writes nothing.
 */
export async function seedDemoCatalogue(options: SeedDemoCatalogueOptions): Promise<SeedDemoCatalogueResult> {
  const started = performance.now();
  const { db } = options;
  const dir = join(options.dataDir, 'demo');
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const counts = resolveDemoSize(options.size);
  await syncTaxonomy(db);

  const existing = readStamp(dir);
  const upToDate =
    existing !== null &&
    existing.generator === DEMO_GENERATOR_VERSION &&
    existing.seed === seed &&
    existing.shops === counts.shops &&
    existing.products === counts.products;
  const stamp = upToDate
    ? existing
    : await generateDemoFeeds({ dir, size: counts, seed, ...(options.onProgress ? { onProgress: options.onProgress } : {}) });
  const generated = !upToDate;
  const generateSeconds = (performance.now() - started) / 1000;

  const shops = JSON.parse(readFileSync(join(dir, 'shops.json'), 'utf8')) as DemoShop[];
  const now = (options.now ?? new Date()).getTime();
  const finished = await finishedSnapshots(db);
  for (const shop of shops) await upsertShop(db, { slug: shop.slug, name: shop.name, url: shop.url, paid: shop.paid });
  const feeds = shops.flatMap((shop) => snapshotsToImport(finished.get(shop.slug) ?? []).map((days) => ({ shop, days })));
  /* Items of the current feeds imported so far: the progress bar counts those, each history import in its shop's place. */
  let done = 0;
  let variants = 0;
  const failures: string[] = [];
  const imports = importFeeds(
    feeds.map(({ shop, days }) => ({
      db,
      shopSlug: shop.slug,
      source: demoFeedPath({ dir, slug: shop.slug, days }),
      allowFileImages: true,
      now: new Date(now - days * DAY_MS),
      onProgress: ({ items }: ImportProgress) =>
        options.onProgress?.({
          phase: 'import',
          done: done + items,
          total: stamp.variants,
          label: days > 0 ? `${shop.name} (преди ${days} дни)` : shop.name,
        }),
    })),
  );
  let index = 0;
  for await (const outcome of imports) {
    const { shop, days } = feeds[index++] as (typeof feeds)[number];
    if ('error' in outcome) throw outcome.error;
    const { report } = outcome;
    if (days > 0) continue;
    done += report.itemsTotal;
    variants += report.itemsImported + report.itemsUnchanged;
    if (report.status !== 'done' || report.itemsFailed > 0) {
      failures.push(`${shop.slug}: ${report.status}, ${report.itemsFailed} bad items, first: ${report.problems[0]?.reason ?? 'none'}`);
    }
  }
  if (failures.length > 0) throw new Error(`Demo feeds did not import cleanly:\n${failures.join('\n')}`);
  await seedDemoCampaigns({ db, now: new Date(now), seed });
  await seedDemoAccounts(db);
  const describing = performance.now();
  const pictures = await describeMainImages({ db, dataDir: options.dataDir });
  if (pictures.failed > 0) throw new Error(`${pictures.failed} demo pictures could not be described`);
  const describeSeconds = (performance.now() - describing) / 1000;
  const seconds = (performance.now() - started) / 1000;
  return {
    shops: shops.length,
    variants,
    seconds,
    generateSeconds,
    importSeconds: seconds - generateSeconds - describeSeconds,
    described: pictures.described,
    describeSeconds,
    generated,
    historyImports: feeds.length - shops.length,
  };
}
