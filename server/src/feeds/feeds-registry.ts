import type { Db } from '../db/database';
import type { RegisteredFeed } from '../db/schema';
import { FEED_FORMATS, type FeedFormatName } from './formats';
import { importFeeds, type ImportReport } from './importer';
import { type NetworkRule, resolveAllowed } from '../lib/guarded-fetch';
import { normaliseHttpUrl } from '../lib/http-url';

export const DEFAULT_FEED_INTERVAL_MINUTES = 360;

export interface AddFeedOptions {
  db: Db;
  shopSlug: string;
  /** file://, http(s):// URL or a local path. */
  url: string;
  /** Detected from the feed when absent. */
  format?: FeedFormatName;
  intervalMinutes?: number;
  /** The feed may name file: image URLs: only for feeds we produce ourselves (the demo's). */
  allowFileImages?: boolean;
  /** Which addresses an http(s) feed's host may resolve to; public ones by default (tests admit loopback). */
  network?: NetworkRule;
}

export interface FeedWithShop extends RegisteredFeed {
  shop: string;
}

/**
 * Registers a shop's feed, or updates the format and interval of the same shop and URL. An http(s) URL is
 * stored normalised and refused when its host does not resolve to public addresses; every download
 * checks again (lib/guarded-fetch), this only makes the mistake visible when the feed is added.
 */
export async function addFeed(options: AddFeedOptions): Promise<RegisteredFeed> {
  const { db } = options;
  const url = await checkedFeedUrl({ url: options.url, network: options.network ?? {} });
  if (options.format !== undefined && !(options.format in FEED_FORMATS)) throw new Error(`Unknown feed format "${options.format}"`);
  const interval = options.intervalMinutes ?? DEFAULT_FEED_INTERVAL_MINUTES;
  if (!Number.isInteger(interval) || interval < 1) throw new Error('The interval must be a whole number of minutes ≥ 1');
  const shop = await db.selectFrom('shops').select('id').where('slug', '=', options.shopSlug).executeTakeFirst();
  if (!shop) throw new Error(`Unknown shop "${options.shopSlug}"`);
  const format = options.format ?? null;
  const allowFileImages = options.allowFileImages === true ? 1 : 0;
  return db
    .insertInto('feeds')
    .values({
      shop_id: shop.id,
      url,
      format,
      interval_minutes: interval,
      allow_file_images: allowFileImages,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) =>
      oc.columns(['shop_id', 'url']).doUpdateSet({ format, interval_minutes: interval, allow_file_images: allowFileImages }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The URL to store: a local path or file:// URL as given, an http(s) URL normalised once its host is checked. */
async function checkedFeedUrl(input: { url: string; network: NetworkRule }): Promise<string> {
  const { url } = input;
  if (/^file:\/\//i.test(url) || !/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  const normalised = /^https?:\/\//i.test(url) ? normaliseHttpUrl(url) : null;
  if (normalised === null)
    throw new Error(`Unsupported feed URL "${url}": use a path, file://, or an http:// or https:// URL without credentials`);
  await resolveAllowed({ hostname: new URL(normalised).hostname, ...input.network }).catch((error: unknown) => {
    throw new Error(`Feed URL "${url}" is refused: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  });
  return normalised;
}

export async function listFeeds(db: Db): Promise<FeedWithShop[]> {
  return db
    .selectFrom('feeds')
    .innerJoin('shops', 'shops.id', 'feeds.shop_id')
    .selectAll('feeds')
    .select('shops.slug as shop')
    .orderBy('shops.slug')
    .orderBy('feeds.id')
    .execute();
}

/** True when the feed never ran or its interval has passed since the last run. */
export function isFeedDue(feed: Pick<RegisteredFeed, 'last_run_at' | 'interval_minutes'>, now: Date): boolean {
  return feed.last_run_at === null || Date.parse(feed.last_run_at) + feed.interval_minutes * 60_000 <= now.getTime();
}

export type FeedRunResult = { feed: FeedWithShop; report: ImportReport } | { feed: FeedWithShop; error: string };

/** Runs the registered feeds one after another: all of them, or with `due` only those whose interval passed. */
export async function runFeeds(options: {
  db: Db;
  due?: boolean;
  shopSlug?: string;
  now?: Date;
  network?: NetworkRule;
}): Promise<FeedRunResult[]> {
  const now = options.now ?? new Date();
  const feeds = (await listFeeds(options.db)).filter(
    (feed) => (options.shopSlug === undefined || feed.shop === options.shopSlug) && (!options.due || isFeedDue(feed, now)),
  );
  return runFeedList({ db: options.db, feeds, now, network: options.network ?? {} });
}

/** Imports the feeds in order (importFeeds: the next one parsed while the current one is written) and records each run on its feed. */
async function runFeedList(options: { db: Db; feeds: readonly FeedWithShop[]; now: Date; network: NetworkRule }): Promise<FeedRunResult[]> {
  const { db, feeds, now, network } = options;
  const results: FeedRunResult[] = [];
  const imports = importFeeds(
    feeds.map((feed) => ({
      db,
      shopSlug: feed.shop,
      source: feed.url,
      ...(feed.format === null ? {} : { format: feed.format as FeedFormatName }),
      allowFileImages: feed.allow_file_images === 1,
      now,
      network,
    })),
  );
  for await (const outcome of imports) {
    const feed = feeds[results.length] as FeedWithShop;
    const result: FeedRunResult = 'error' in outcome ? { feed, error: describe(outcome.error) } : { feed, report: outcome.report };
    await db
      .updateTable('feeds')
      .set({ last_run_at: now.toISOString(), ...runRecord(result) })
      .where('id', '=', feed.id)
      .execute();
    results.push(result);
  }
  return results;
}

/** What a run leaves on its feed: the status, the import it made and, unless it was done, why not (a failed import's feed error comes last in its problems). */
function runRecord(result: FeedRunResult): { last_status: string; last_import_id?: number; last_error: string | null } {
  if ('error' in result) return { last_status: 'error', last_error: result.error };
  const { report } = result;
  const lastError = report.status === 'done' ? null : (report.problems.at(-1)?.reason ?? 'failed');
  return { last_status: report.status, last_import_id: report.importId, last_error: lastError };
}

function describe(error: unknown): string {
  const parts: string[] = [];
  for (
    let current: unknown = error;
    current !== undefined && parts.length < 4;
    current = current instanceof Error ? current.cause : undefined
  ) {
    parts.push(current instanceof Error ? current.message : String(current));
  }
  return parts.join(': ');
}
