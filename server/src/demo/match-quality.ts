import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TitleRule } from '../catalogue/title-key';
import { syncTaxonomy } from '../catalogue/taxonomy';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { importFeed, upsertShop } from '../feeds/importer';
import { type DemoLabels, type DemoShop, demoFeedPath } from './generator';

/** Offer (`{shop slug}/{item id}`) → the id of the product the importer put it in. */
export type OfferProducts = ReadonlyMap<string, number>;

/** How well a matching rule did against the demo's labels, measured on the pairs of offers it joined. */
export interface MatchQuality {
  /** Pairs of offers in one product that the run without the rule kept apart. */
  pairs: number;
  /** Of those, pairs of offers of the same true product. */
  correctPairs: number;
  /** correctPairs / pairs (1 when the rule joined nothing). */
  precision: number;
  /** correctPairs / the true pairs that the run without the rule kept apart. */
  recall: number;
  /** Offers in at least one joined pair. */
  offersJoined: number;
  /** Deliberate near-duplicates that ended up in one product. */
  nearDuplicatesJoined: DemoLabels['nearDuplicates'];
}

function groups<K, V>(entries: Iterable<readonly [V, K]>): V[][] {
  const byKey = new Map<K, V[]>();
  for (const [value, key] of entries) byKey.set(key, [...(byKey.get(key) ?? []), value]);
  return [...byKey.values()];
}

function* pairs<T>(list: readonly T[]): Generator<[T, T]> {
  for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) yield [list[i] as T, list[j] as T];
}

/**
 * Pairwise precision and recall of what a matching rule added: `run` is the import with the rule, `without`
 * the same import without it, so joins the rule caused indirectly (an identifier it gave a product) count too.
 */
export function matchQuality(options: { labels: DemoLabels; run: OfferProducts; without: OfferProducts }): MatchQuality {
  const { labels, run, without } = options;
  const label = (offer: string) => labels.offers[offer];
  let joined = 0;
  let correct = 0;
  const offersJoined = new Set<string>();
  for (const offers of groups(run)) {
    for (const [a, b] of pairs(offers)) {
      if (without.get(a) === without.get(b)) continue;
      joined++;
      offersJoined.add(a).add(b);
      if (label(a) !== undefined && label(a) === label(b)) correct++;
    }
  }
  let missed = 0;
  for (const offers of groups(Object.entries(labels.offers))) {
    for (const [a, b] of pairs(offers)) if (without.get(a) !== without.get(b) && run.get(a) !== run.get(b)) missed++;
  }
  const productLabels = new Map<number, Set<string>>();
  for (const [offer, product] of run) productLabels.set(product, (productLabels.get(product) ?? new Set()).add(label(offer) ?? offer));
  const nearDuplicatesJoined = labels.nearDuplicates.filter(({ products: [a, b] }) =>
    [...productLabels.values()].some((set) => set.has(a) && set.has(b)),
  );
  return {
    pairs: joined,
    correctPairs: correct,
    precision: joined === 0 ? 1 : correct / joined,
    recall: correct + missed === 0 ? 1 : correct / (correct + missed),
    offersJoined: offersJoined.size,
    nearDuplicatesJoined,
  };
}

export function readDemoLabels(dir: string): DemoLabels {
  return JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as DemoLabels;
}

/**
 * Imports the current demo feeds in `dir` into a new SQLite database at `databasePath` with the given title
 * rule (null: none) and returns the product of every offer.
 */
export async function importDemoFeeds(options: { dir: string; databasePath: string; titleRule: TitleRule | null }): Promise<OfferProducts> {
  const { db, close } = openDatabase(`sqlite:${options.databasePath}`);
  try {
    await migrateToLatest(db);
    await syncTaxonomy(db);
    const shops = JSON.parse(readFileSync(join(options.dir, 'shops.json'), 'utf8')) as DemoShop[];
    for (const shop of shops) {
      await upsertShop(db, shop);
      const report = await importFeed({
        db,
        shopSlug: shop.slug,
        source: demoFeedPath({ dir: options.dir, slug: shop.slug, days: 0 }),
        allowFileImages: true,
        titleRule: options.titleRule,
      });
      if (report.status !== 'done' || report.itemsFailed > 0)
        throw new Error(`${shop.slug}: ${report.status}, ${report.itemsFailed} bad items`);
    }
    const rows = await db
      .selectFrom('variants')
      .innerJoin('shops', 'shops.id', 'variants.shop_id')
      .select(['shops.slug', 'variants.item_id', 'variants.product_id'])
      .execute();
    return new Map(rows.map((row) => [`${row.slug}/${row.item_id}`, row.product_id]));
  } finally {
    await close();
  }
}
