import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { syncTaxonomy } from '../catalogue/taxonomy';
import type { Db } from '../db/database';
import { importFeed, upsertShop } from '../feeds/importer';
import {
  DEFAULT_DEMO_SEED,
  DEMO_GENERATOR_VERSION,
  type DemoProgress,
  type DemoShop,
  type DemoSize,
  type DemoStamp,
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

/**
 * Fills the database with the demo catalogue through the real import path: syncs the taxonomy, generates
 * the demo feeds unless `{dataDir}/demo` already holds them for this size and seed, creates the shops and
 * imports every feed. Running it again re-imports unchanged feeds, which writes nothing.
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
  let done = 0;
  let variants = 0;
  const failures: string[] = [];
  for (const shop of shops) {
    await upsertShop(db, shop);
    const before = done;
    const report = await importFeed({
      db,
      shopSlug: shop.slug,
      source: join(dir, 'feeds', `${shop.slug}.xml`),
      format: 'heureka',
      allowFileImages: true,
      onProgress: ({ items }) => options.onProgress?.({ phase: 'import', done: before + items, total: stamp.variants, label: shop.name }),
    });
    done = before + report.itemsTotal;
    variants += report.itemsImported + report.itemsUnchanged;
    if (report.status !== 'done' || report.itemsFailed > 0) {
      failures.push(`${shop.slug}: ${report.status}, ${report.itemsFailed} bad items, first: ${report.problems[0]?.reason ?? 'none'}`);
    }
  }
  if (failures.length > 0) throw new Error(`Demo feeds did not import cleanly:\n${failures.join('\n')}`);
  const seconds = (performance.now() - started) / 1000;
  return { shops: shops.length, variants, seconds, generateSeconds, importSeconds: seconds - generateSeconds, generated };
}
