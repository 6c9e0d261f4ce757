import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { syncTaxonomy } from '../catalogue/taxonomy';
import type { Db } from '../db/database';
import { type ImportProgress, importFeeds, upsertShop } from '../feeds/importer';
import { seedDemoCampaigns } from './campaigns';
import {
  DEFAULT_DEMO_SEED,
  DEMO_GENERATOR_VERSION,
  DEMO_SNAPSHOT_DAYS,
  type DemoProgress,
  type DemoShop,
  type DemoSize,
  type DemoStamp,
  demoFeedPath,
  generateDemoFeeds,
  resolveDemoSize,
} from './generator';

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
  /** Imports of older feed snapshots replayed for shops seeded for the first time. */
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

/**
 * Fills the database with the demo catalogue through the real import path: syncs the taxonomy, generates
 * the demo feeds unless `{dataDir}/demo` already holds them for this size and seed, creates the shops and
 * imports every feed. A shop imported for the first time gets its 90 days of history replayed: the feed
 * snapshots of DEMO_SNAPSHOT_DAYS are imported oldest first, each dated that many days before `now`.
 * Then creates the demo's promo campaigns (demo/campaigns.ts). Running it again re-imports the unchanged
 * current feeds and keeps the campaigns, which writes nothing.
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
    existing !== null && existing.generator === DEMO_GENERATOR_VERSION && existing.seed === seed && existing.shops === counts.shops && existing.products === counts.products;
  const stamp = upToDate ? existing : await generateDemoFeeds({ dir, size: counts, seed, ...(options.onProgress ? { onProgress: options.onProgress } : {}) });
  const generated = !upToDate;
  const generateSeconds = (performance.now() - started) / 1000;

  const shops = JSON.parse(readFileSync(join(dir, 'shops.json'), 'utf8')) as DemoShop[];
  const now = (options.now ?? new Date()).getTime();
  const imported = new Set((await db.selectFrom('feed_imports').innerJoin('shops', 'shops.id', 'feed_imports.shop_id').select('shops.slug').distinct().execute()).map((r) => r.slug));
  for (const shop of shops) await upsertShop(db, { slug: shop.slug, name: shop.name, url: shop.url, paid: shop.paid });
  const feeds = shops.flatMap((shop) => [...(imported.has(shop.slug) ? [] : DEMO_SNAPSHOT_DAYS.filter((days) => days > 0)), 0].map((days) => ({ shop, days })));
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
        options.onProgress?.({ phase: 'import', done: done + items, total: stamp.variants, label: days > 0 ? `${shop.name} (преди ${days} дни)` : shop.name }),
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
  const seconds = (performance.now() - started) / 1000;
  return { shops: shops.length, variants, seconds, generateSeconds, importSeconds: seconds - generateSeconds, generated, historyImports: feeds.length - shops.length };
}
