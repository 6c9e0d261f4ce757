import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database';
import { recordChanges } from '../catalogue/change-log';
import { isHistoryChange, type PriceFacts, type PricePoint, priceFacts } from '../catalogue/pricing';
import { bulkInsert, insertIds, LOOKUP_CHUNK, type ParameterStyle, paddedList, parameterStyle, runStatement, selectByList } from '../db/bulk-insert';
import { TITLE_RULE, type TitleCandidate, type TitleRule, titleKey } from '../catalogue/title-key';
import { bumpCatalogueVersion } from '../db/meta';
import type { Database, IdentifierKind, NewProduct, NewVariant, Shop } from '../db/schema';
import { slugify } from '../lib/slug';
import type { FeedItem, FeedRecord } from './feed-format';
import { detectFeedFormat, unknownFeedReason } from './detect-format';
import { type ItemProblem, readStoredReport, storedReport, validShareFailure } from './import-report';
import type { NetworkRule } from '../lib/guarded-fetch';
import { normaliseHttpUrl } from '../lib/http-url';
import { downloadFeed } from './fetch-feed';
import { ImageHostScreen } from './image-hosts';
import { type FeedFormatName, fileDigest, HASH_VERSION, itemSlug, type ParseJob, type ParsedItem, type WorkerParse, parseFeedChunks, startParseInWorker } from './parallel-parse';

export { FEED_FORMATS, type FeedFormatName } from './parallel-parse';
export type { ItemProblem } from './import-report';

export interface ShopInput {
  slug: string;
  name: string;
  url: string;
  paid?: boolean;
}

export interface ImportProgress {
  /** Feed items read so far (good and bad). */
  items: number;
  bytes: number;
  totalBytes: number;
}

export interface ImportFeedOptions {
  db: Db;
  shopSlug: string;
  /** A file path, a file:// URL or an http(s):// URL (downloaded to a temporary file first). */
  source: string;
  /** Detected from the feed's root element when absent. */
  format?: FeedFormatName;
  onProgress?: (progress: ImportProgress) => void;
  /** Accept file:// image URLs; only for feeds we produced ourselves (the demo). */
  allowFileImages?: boolean;
  /** Items written per transaction. */
  batchSize?: number;
  /** The time the import happens at (stored on variants and price history); defaults to now. */
  now?: Date;
  /** Parse in a worker thread beside the database writes; by default for feeds of WORKER_MIN_BYTES or more. */
  parseInWorker?: boolean;
  /** The title rule (catalogue/title-key.ts by default); null turns it off. For measuring rules against each other. */
  titleRule?: TitleRule | null;
  /** Which addresses the feed download and the feed's image hosts may resolve to; public ones by default (tests admit loopback). */
  network?: NetworkRule;
}

export interface ImportReport {
  importId: number;
  shopId: number;
  status: 'done' | 'failed';
  /** The whole feed was read, so absent items were deactivated. */
  complete: boolean;
  itemsTotal: number;
  /** New, changed or reactivated variants. */
  itemsImported: number;
  itemsUnchanged: number;
  itemsFailed: number;
  itemsDeactivated: number;
  productsCreated: number;
  /** Bad items and feed errors (the first MAX_REPORTED); also stored in `feed_imports.report`. */
  problems: ItemProblem[];
  /** Values dropped from otherwise good items, and images whose host the image service will refuse (the first MAX_REPORTED). */
  warnings: ItemProblem[];
  catalogueChanged: boolean;
  /** The feed was identical to the last import's (and nothing in it expired since), so it was not read again. */
  feedUnchanged: boolean;
  seconds: number;
}

/**
 * Items per transaction. Larger batches commit less often (each commit writes every index page the batch
 * touched): at 966k offers the importing thread spent 77 s of CPU at 2000 against 85 s at 500.
 */
const DEFAULT_BATCH_SIZE = 2000;
/** Below this size a feed is parsed in the importing thread: handing it to the (pooled) worker thread would save less than the messages cost. */
const WORKER_MIN_BYTES = 64 * 1024;
/** The first batch of a feed; each next one doubles up to the batch size (see batchLimit). */
const FIRST_BATCH = 100;
/** Records per parsed chunk; the parser thread ends a chunk sooner once its text reaches MAX_POSTED_CHARS (parallel-parse.ts), as items with long descriptions do. */
const PARSE_CHUNK = 40;
/**
 * Batches the parser may run ahead of the importer: two, so it parses the next batch while the current one is
 * written (with one, the parser thread waits through every write).
 */
const PARSE_AHEAD_BATCHES = 2;
/**
 * Feeds importFeeds prepares and queues for parsing beyond the one being imported. With one, the parser thread
 * idled from the moment it had sent the next feed until the importer finished the current one, so feeds of
 * different sizes stalled the pipeline in turn (a feed's parse gets its own PARSE_AHEAD_BATCHES of records).
 */
const PARSE_AHEAD_FEEDS = 3;
const MAX_REPORTED = 1000;

/** Creates the shop or updates its name, URL (an absolute http(s) URL, stored normalised) and paid flag. */
export async function upsertShop(db: Db, shop: ShopInput): Promise<Shop> {
  const paid = shop.paid ? 1 : 0;
  const url = normaliseHttpUrl(shop.url);
  if (url === null) throw new Error(`Shop URL "${shop.url}" is not an absolute http:// or https:// URL without credentials`);
  return db
    .insertInto('shops')
    .values({ slug: shop.slug, name: shop.name, url, paid, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('slug').doUpdateSet({ name: shop.name, url, paid }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Imports one shop feed (Heureka or Google Merchant XML, detected from the root element unless `format`
 * is given): validates every item, matches it to a product (EAN, then manufacturer + MPN, then the shop's
 * item group, then the normalised title key within the category, else a new product), upserts the shop's variants in batches of one transaction each, skips
 * unchanged items by content hash, and deactivates the shop's variants that a complete feed no longer
 * lists. In the same transaction as each write it appends the price history of the variants whose price,
 * currency, stock or active flag changed, recomputes their Omnibus facts (catalogue/pricing.ts), replaces
 * their delivery options, logs them in the catalogue change log and bumps the catalogue version (db/meta.ts),
 * so what a batch commits always reaches the next site build. Bad items are reported and skipped.
 * Throws only when the import itself cannot run (unknown shop, unreadable file or URL, unknown format,
 * database error); the `feed_imports` row then says 'failed'.
 */
export async function importFeed(options: ImportFeedOptions): Promise<ImportReport> {
  return runPrepared(await prepareImport(options));
}

/** What importFeeds yields for each feed, in the order given: its report, or why it could not run. */
export type FeedImportOutcome = { options: ImportFeedOptions; report: ImportReport } | { options: ImportFeedOptions; error: Error };

/**
 * Imports feeds one after another, each as importFeed would, but pipelined: while a feed is imported, the
 * next PARSE_AHEAD_FEEDS are prepared (each shop looked up, an http(s) feed downloaded) and their parses
 * queued on the worker thread parsing the current feed, which starts each as soon as it has sent the one
 * before's last chunk. With one importFeed after another the parser would wait for each feed's writes, and the
 * writes for each feed's first chunks. A feed whose parse was queued behind another's starts with a full
 * batch (see batchLimit). Yields each feed's outcome as it finishes; one failing feed does not stop the others.
 */
export async function* importFeeds(feeds: readonly ImportFeedOptions[]): AsyncGenerator<FeedImportOutcome> {
  const queued: Promise<PreparedImport | Error>[] = [];
  /* The last parse started on a worker thread: a small feed parsed in the importing thread between two large ones does not split their parses over two threads. */
  let lastParse: WorkerParse | undefined;
  const enqueue = (options: ImportFeedOptions) => {
    const previous = queued.at(-1);
    const prepare = async (): Promise<PreparedImport> => {
      const prepared = await prepareImport(options, lastParse);
      lastParse = prepared.parse ?? lastParse;
      return prepared;
    };
    queued.push(settle(previous === undefined ? prepare() : previous.then(prepare)));
  };
  try {
    for (const [index, options] of feeds.entries()) {
      for (const following of feeds.slice(index + queued.length, index + 1 + PARSE_AHEAD_FEEDS)) enqueue(following);
      const prepared = await (queued.shift() as Promise<PreparedImport | Error>);
      if (prepared instanceof Error) {
        yield { options, error: prepared };
        continue;
      }
      const outcome = await settle(runPrepared(prepared));
      yield outcome instanceof Error ? { options, error: outcome } : { options, report: outcome };
    }
  } finally {
    for (const abandoned of await Promise.all(queued)) if (!(abandoned instanceof Error)) discardPrepared(abandoned);
  }
}

const settle = <T>(promise: Promise<T>): Promise<T | Error> => promise.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));

/** A feed ready to import: its shop found, the file local, the format known and (for a large file) its parse started. */
interface PreparedImport {
  options: ImportFeedOptions;
  shop: Shop;
  path: string;
  totalBytes: number;
  formatName: FeedFormatName;
  isoNow: string;
  job: ParseJob;
  parse: WorkerParse | null;
  /** Its parse was queued behind another feed's, so it ran while that feed was imported. */
  queuedParse: boolean;
  /** Removes the downloaded copy of an http(s) feed. */
  removeDownload: () => void;
}

/** With `after` (the last parse importFeeds started on a worker thread), this feed's parse is queued behind it on the same thread. */
async function prepareImport(options: ImportFeedOptions, after?: WorkerParse): Promise<PreparedImport> {
  const shop = await options.db.selectFrom('shops').selectAll().where('slug', '=', options.shopSlug).executeTakeFirst();
  if (!shop) throw new Error(`Unknown shop "${options.shopSlug}"; create it with upsertShop first`);
  try {
    return await prepareFeed({ options, shop, ...(after ? { after } : {}) });
  } catch (error) {
    await recordEarlyFailure(options, { shop, error });
    throw error;
  }
}

/** A feed that could not be read at all (download refused, missing file, not a feed) gets a failed import record with the reason, as a feed that breaks while parsed does. */
async function recordEarlyFailure(options: ImportFeedOptions, failure: { shop: Shop; error: unknown }): Promise<void> {
  const now = new Date().toISOString();
  const reason = `Import aborted: ${failure.error instanceof Error ? failure.error.message : String(failure.error)}`;
  await options.db
    .insertInto('feed_imports')
    .values({ shop_id: failure.shop.id, source: options.source, format: options.format ?? 'unknown', status: 'failed', started_at: now, finished_at: now, report: storedReport({ problems: [{ line: 0, reason }], warnings: [], limit: 1 }), items_total: 0, items_imported: 0, items_unchanged: 0, items_failed: 0 })
    .execute();
}

async function prepareFeed(input: { options: ImportFeedOptions; shop: Shop; after?: WorkerParse }): Promise<PreparedImport> {
  const { options, shop, after } = input;
  const download = /^https?:\/\//i.test(options.source) ? await downloadFeed(options.source, options.network ? { network: options.network } : {}) : null;
  const removeDownload = () => download?.remove();
  try {
    const path = download?.path ?? sourcePath(options.source);
    const totalBytes = statSync(path).size;
    const formatName = options.format ?? detectFeedFormat(path);
    if (formatName === null) throw new Error(`Unknown feed format of ${options.source}: ${unknownFeedReason(path)}`);
    const isoNow = (options.now ?? new Date()).toISOString();
    const job: ParseJob = { path, format: formatName, allowFileUrls: options.allowFileImages === true, now: isoNow, chunkSize: PARSE_CHUNK, aheadChunks: Math.ceil((PARSE_AHEAD_BATCHES * (options.batchSize ?? DEFAULT_BATCH_SIZE)) / PARSE_CHUNK), shopName: shop.name };
    /* Started before the feed is known to have changed, so its first chunks are parsed while the import prepares; cancelled when it has not. */
    const parse = (options.parseInWorker ?? totalBytes >= WORKER_MIN_BYTES) ? startParseInWorker(job, after ? { after } : {}) : null;
    return { options, shop, path, totalBytes, formatName, isoNow, job, parse, queuedParse: parse !== null && Boolean(after), removeDownload };
  } catch (error) {
    removeDownload();
    throw error;
  }
}

function discardPrepared(prepared: PreparedImport): void {
  prepared.parse?.cancel();
  prepared.removeDownload();
}

async function runPrepared(prepared: PreparedImport): Promise<ImportReport> {
  try {
    const { options, removeDownload: _, ...feed } = prepared;
    return await runImport({ ...options, ...feed, started: performance.now() });
  } finally {
    discardPrepared(prepared);
  }
}

async function runImport(
  options: ImportFeedOptions & { path: string; shop: Shop; started: number; totalBytes: number; formatName: FeedFormatName; isoNow: string; job: ParseJob; parse: WorkerParse | null; queuedParse: boolean },
): Promise<ImportReport> {
  const { db, path, shop, started, totalBytes, formatName, isoNow: now, job } = options;
  await markInterruptedImports(db, shop.id);
  const { id: importId } = await db
    .insertInto('feed_imports')
    .values({ shop_id: shop.id, source: options.source, format: formatName, status: 'running', started_at: now, report: '[]', items_total: 0, items_imported: 0, items_unchanged: 0, items_failed: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();

  const rule = options.titleRule === undefined ? TITLE_RULE : options.titleRule;
  const state = new ImportState({ shopId: shop.id, now, titles: rule === null ? null : { rule, shopName: shop.name } });
  const counts = { total: 0, bytes: 0 };
  const imageHosts = new ImageHostScreen({ network: options.network ?? {}, maxReported: MAX_REPORTED });
  let fatal: ItemProblem | null = null;
  let validUntil: string | null = null;
  try {
    await state.loadLookups(db);
    const digest = await (options.parse?.digest ?? fileDigest(path));
    const fingerprint = feedFingerprint({ digest, format: formatName, allowFileImages: options.allowFileImages === true, titleRule: rule !== null, categories: state.categoriesDigest });
    const unchanged = await unchangedFeedReport(db, { importId, shopId: shop.id, fingerprint, now, started });
    if (unchanged) return unchanged;
    const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    let batch: ParsedItem[] = [];
    let batches = 0;
    feed: for await (const message of options.parse?.chunks ?? parseFeedChunks(job)) {
      if (message.type !== 'chunk') continue;
      counts.bytes = message.bytes;
      for (const parsed of message.records) {
        if ('itemHash' in parsed) {
          counts.total++;
          batch.push(parsed);
          const { expiresAt } = parsed.record;
          if (expiresAt !== undefined && (validUntil === null || expiresAt < validUntil)) validUntil = expiresAt;
          for (const warning of parsed.record.warnings) state.warn({ itemId: parsed.record.item.itemId, line: parsed.record.line, reason: warning });
          imageHosts.check({ itemId: parsed.record.item.itemId, line: parsed.record.line, images: parsed.record.item.images });
        } else if (parsed.record.fatal) {
          fatal = { line: parsed.record.line, reason: parsed.record.reason };
          break feed;
        } else {
          counts.total++;
          state.fail(parsed.record);
        }
        if (batch.length >= batchLimit({ batchSize, written: batches, queuedParse: options.queuedParse })) {
          await db.transaction().execute((trx) => state.writeBatch(trx, batch));
          batch = [];
          batches++;
          options.onProgress?.({ items: counts.total, bytes: counts.bytes, totalBytes });
        }
      }
    }
    if (batch.length > 0) await db.transaction().execute((trx) => state.writeBatch(trx, batch));
    if (!fatal) {
      const reason = validShareFailure({ items: counts.total, valid: counts.total - state.failed, previousValid: await lastCompleteValidItems(db, { shopId: shop.id, importId }) });
      if (reason !== null) fatal = { line: 0, reason };
    }
    const complete = fatal === null;
    if (complete) await db.transaction().execute((trx) => state.deactivateMissing(trx));
    const catalogueChanged = state.imported > 0 || state.deactivated > 0;
    options.onProgress?.({ items: counts.total, bytes: totalBytes, totalBytes });
    const refusedImages = await imageHosts.finish();
    for (const refused of refusedImages) state.warn(refused);

    // The feed error goes last and is never cut off: it says why the import failed (feeds list shows it).
    const problems = fatal ? [...state.problems.slice(0, MAX_REPORTED - 1), fatal] : state.problems;
    const report: ImportReport = {
      importId,
      shopId: shop.id,
      status: complete ? 'done' : 'failed',
      complete,
      itemsTotal: counts.total,
      itemsImported: state.imported,
      itemsUnchanged: state.unchanged,
      itemsFailed: state.failed,
      itemsDeactivated: state.deactivated,
      productsCreated: state.productsCreated,
      problems,
      warnings: state.warnings,
      catalogueChanged,
      feedUnchanged: false,
      seconds: (performance.now() - started) / 1000,
    };
    await db
      .updateTable('feed_imports')
      .set({
        status: report.status,
        finished_at: new Date().toISOString(),
        items_total: report.itemsTotal,
        items_imported: report.itemsImported,
        items_unchanged: report.itemsUnchanged,
        items_failed: report.itemsFailed,
        report: storedReport({ problems, warnings: state.warnings, limit: MAX_REPORTED }),
        fingerprint,
        valid_until: validUntil,
      })
      .where('id', '=', importId)
      .execute();
    return report;
  } catch (error) {
    const reason = `Import aborted: ${error instanceof Error ? error.message : String(error)}`;
    await db
      .updateTable('feed_imports')
      .set({
        status: 'failed',
        finished_at: new Date().toISOString(),
        items_total: counts.total,
        items_imported: state.imported,
        items_unchanged: state.unchanged,
        items_failed: state.failed,
        report: storedReport({ problems: [...state.problems, { line: 0, reason }], warnings: state.warnings, limit: MAX_REPORTED }),
      })
      .where('id', '=', importId)
      .execute();
    throw new Error(`Import of ${options.source} for shop "${options.shopSlug}" failed`, { cause: error });
  }
}

/**
 * Items in the feed's next batch after `written` batches. For a feed whose parse starts with its import, the
 * first batches are small, so the first writes start as soon as the parser delivers its first records instead
 * of waiting idle for a whole batch; they double up to `batchSize`, which amortises each transaction's commit.
 * A feed whose parse was queued behind another's (importFeeds) has its first records parsed already and
 * starts with a whole batch: every commit rewrites each index page its batch touched, and at 96k offers in
 * 120 feeds the small first batches were half the commits (1019 against 591 MB written).
 */
export function batchLimit(feed: { batchSize: number; written: number; queuedParse: boolean }): number {
  return feed.queuedParse ? feed.batchSize : Math.min(feed.batchSize, FIRST_BATCH * 2 ** Math.min(feed.written, 30));
}

/**
 * What tells a shop's feed from its last import: the SHA-1 of the file's bytes (`fileDigest`, computed by the
 * parser thread for a feed it parses, which keeps ~1.5 s of hashing at 966k offers off the importing thread)
 * together with everything else the import's result depends on: the content version, the format, the
 * file-image permission, whether titles may join products, and the category tree it was mapped to.
 */
function feedFingerprint(input: { digest: string; format: FeedFormatName; allowFileImages: boolean; titleRule: boolean; categories: string }): string {
  return createHash('sha1').update(JSON.stringify([HASH_VERSION, input.digest, input.format, input.allowFileImages, input.titleRule, input.categories])).digest('base64url');
}

/**
 * When the shop's previous import completed from the same fingerprint and nothing in its feed has expired
 * since, this import is that one again: it is recorded as such and reports the same items as unchanged.
 */
async function unchangedFeedReport(db: Db, run: { importId: number; shopId: number; fingerprint: string; now: string; started: number }): Promise<ImportReport | null> {
  const previous = await db
    .selectFrom('feed_imports')
    .selectAll()
    .where('shop_id', '=', run.shopId)
    .where('id', '<', run.importId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (previous?.status !== 'done' || previous.fingerprint !== run.fingerprint || (previous.valid_until !== null && run.now >= previous.valid_until)) return null;
  const { problems, warnings } = readStoredReport(previous.report);
  const itemsUnchanged = previous.items_imported + previous.items_unchanged;
  await db
    .updateTable('feed_imports')
    .set({
      status: 'done',
      finished_at: new Date().toISOString(),
      items_total: previous.items_total,
      items_unchanged: itemsUnchanged,
      items_failed: previous.items_failed,
      report: previous.report,
      fingerprint: run.fingerprint,
      valid_until: previous.valid_until,
      feed_unchanged: 1,
    })
    .where('id', '=', run.importId)
    .execute();
  return {
    importId: run.importId,
    shopId: run.shopId,
    status: 'done',
    complete: true,
    itemsTotal: previous.items_total,
    itemsImported: 0,
    itemsUnchanged,
    itemsFailed: previous.items_failed,
    itemsDeactivated: 0,
    productsCreated: 0,
    problems,
    warnings,
    catalogueChanged: false,
    feedUnchanged: true,
    seconds: (performance.now() - run.started) / 1000,
  };
}

/** Valid items (read less bad) of the shop's last complete import before this one, or null when it has none. */
async function lastCompleteValidItems(db: Db, run: { shopId: number; importId: number }): Promise<number | null> {
  const previous = await db
    .selectFrom('feed_imports')
    .select(['items_total', 'items_failed'])
    .where('shop_id', '=', run.shopId)
    .where('id', '<', run.importId)
    .where('status', '=', 'done')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return previous === undefined ? null : previous.items_total - previous.items_failed;
}

/**
 * An import of this shop still 'running' when a new one starts was cut off (the process died); its
 * committed batches stay, and it is marked failed. (Imports of one shop must not run concurrently.)
 */
async function markInterruptedImports(db: Db, shopId: number): Promise<void> {
  await db
    .updateTable('feed_imports')
    .set({ status: 'failed', finished_at: new Date().toISOString(), report: JSON.stringify([{ line: 0, reason: 'Import interrupted: the process ended before it finished' }]) })
    .where('shop_id', '=', shopId)
    .where('status', '=', 'running')
    .execute();
}

function sourcePath(source: string): string {
  if (source.startsWith('file:')) return fileURLToPath(source);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source)) throw new Error(`Unsupported feed source "${source}": give a file path, a file:// or an http(s):// URL`);
  return resolve(source);
}

/** Lower-case path segments joined by ' | '; both '|' and '>' separate segments. */
export function normaliseCategoryPath(text: string): string {
  return text
    .split(/[|>]/)
    .map((segment) => segment.replace(/\s+/g, ' ').trim().toLocaleLowerCase('bg'))
    .filter(Boolean)
    .join(' | ');
}

type Trx = Kysely<Database>;
interface Prepared {
  record: Extract<FeedRecord, { ok: true }>;
  item: FeedItem;
  categoryId: number;
  hash: string;
  /** Computed by the parser while its thread has time to spare, else by slugOf for the new and changed offers. */
  slug?: string;
  /**
   * Null when titles may not join products. Computed by the parser while its thread has time to spare
   * (feeds/parallel-parse.ts parsePostedChunks), else by titleKeyOf for the offers that reach it, as for
   * another rule.
   */
  titleKey?: string | null;
}

interface ExistingVariant {
  id: number;
  item_id: string;
  product_id: number;
  content_hash: string;
  active: number;
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < list.length; i += size) result.push(list.slice(i, i + size));
  return result;
}

const unique = <T>(list: Iterable<T>): T[] => [...new Set(list)];

/** How `product_identifiers` writes a manufacturer + MPN (migration 0011 writes the products' own the same way). */
const mpnValue = (manufacturerId: number, mpn: string): string => `${manufacturerId}:${mpn}`;

/** Everything one import keeps between batches: lookups, matches made so far, counters and the report. */
class ImportState {
  imported = 0;
  unchanged = 0;
  failed = 0;
  deactivated = 0;
  productsCreated = 0;
  readonly problems: ItemProblem[] = [];
  readonly warnings: ItemProblem[] = [];

  /** Digest of the category tree the feed is mapped to (part of the feed fingerprint). */
  categoriesDigest = '';
  private style: ParameterStyle = 'question';
  private readonly categoriesByPath = new Map<string, number>();
  /** Leaf name → category id, or null when the name is ambiguous. */
  private readonly categoriesByName = new Map<string, number | null>();
  private readonly resolvedCategories = new Map<string, number | null>();
  private readonly manufacturers = new Map<string, number>();
  /** Manufacturer name as sent → its slug (the key of `manufacturers`), or null when it has none. */
  private readonly manufacturerKeys = new Map<string, string | null>();
  /**
   * EAN, and manufacturer + MPN (mpnValue), → product, as `product_identifiers` holds them: read from it
   * (lookUpProducts) or recorded by this import (claimIdentifiers), so they never disagree with it.
   */
  private readonly productsByEan = new Map<string, number>();
  private readonly productsByMpn = new Map<string, number>();
  /** Identifiers this batch's new offers recorded first, for writeIdentifiers (product ids may be provisional). */
  private readonly claimedIdentifiers: { kind: IdentifierKind; value: string; productId: number }[] = [];
  private readonly productsByGroup = new Map<string, number>();
  /** Category + title key → ids of the products with that key; the identifiers of each id are in `titleCandidates`. */
  private readonly productsByTitle = new Map<string, number[]>();
  private readonly titleCandidates = new Map<number, TitleCandidate>();
  private readonly images = new Map<string, number>();
  /**
   * Products whose EAN, and products whose manufacturer + MPN, no update of writeProducts could change: they
   * were read or written with one (the MPN update also needs the manufacturer empty), or this import already
   * tried to give them one.
   */
  private readonly filledEan = new Set<number>();
  private readonly filledMpn = new Set<number>();
  /** Products created by this import, in order: product -(i + 1) is `pendingProducts[i]`, stored as `writtenProducts[i]`. */
  private readonly pendingProducts: NewProduct[] = [];
  private readonly writtenProducts: number[] = [];
  /** Identifiers found for stored products in this batch, written by writeProducts. */
  private readonly identifierFills: { productId: number; ean: string | null; manufacturerId: number | null; mpn: string | null }[] = [];
  /**
   * Whether the shop had variants when the import started. Without, every variant of the shop is this
   * import's (imports of one shop never run concurrently): no item needs looking up, and none can be missing.
   */
  private hadVariants = true;
  /** Item id → line of every good item of this feed, so absent items can be deactivated. */
  private readonly seen = new Map<string, number>();

  private readonly shopId: number;
  private readonly now: string;
  private readonly titles: { rule: TitleRule; shopName: string } | null;

  constructor(options: { shopId: number; now: string; titles: { rule: TitleRule; shopName: string } | null }) {
    this.shopId = options.shopId;
    this.now = options.now;
    this.titles = options.titles;
  }

  async loadLookups(db: Db): Promise<void> {
    this.style = parameterStyle(db);
    const categories = await db.selectFrom('categories').select(['id', 'name', 'long_name']).orderBy('id').execute();
    this.categoriesDigest = createHash('sha1').update(JSON.stringify(categories)).digest('base64url');
    for (const category of categories) {
      this.categoriesByPath.set(normaliseCategoryPath(category.long_name), category.id);
      const name = normaliseCategoryPath(category.name);
      this.categoriesByName.set(name, this.categoriesByName.has(name) ? null : category.id);
    }
    for (const manufacturer of await db.selectFrom('manufacturers').select(['id', 'slug']).execute()) {
      this.manufacturers.set(manufacturer.slug, manufacturer.id);
    }
    const groups = await db
      .selectFrom('variants')
      .select(['item_group_id', 'product_id'])
      .where('shop_id', '=', this.shopId)
      .where('item_group_id', 'is not', null)
      .orderBy('id')
      .execute();
    for (const row of groups) this.remember(this.productsByGroup, row.item_group_id, row.product_id);
    this.hadVariants = (await db.selectFrom('variants').select('id').where('shop_id', '=', this.shopId).limit(1).executeTakeFirst()) !== undefined;
  }

  fail(problem: ItemProblem): void {
    this.failed++;
    if (this.problems.length < MAX_REPORTED) {
      this.problems.push(problem.itemId === undefined ? { line: problem.line, reason: problem.reason } : { itemId: problem.itemId, line: problem.line, reason: problem.reason });
    }
  }

  warn(problem: ItemProblem): void {
    if (this.warnings.length < MAX_REPORTED) this.warnings.push(problem);
  }

  private resolveCategory(text: string): number | null {
    const cached = this.resolvedCategories.get(text);
    if (cached !== undefined) return cached;
    const path = normaliseCategoryPath(text);
    const leaf = path.split(' | ').pop() ?? '';
    const id = this.categoriesByPath.get(path) ?? this.categoriesByName.get(leaf) ?? null;
    this.resolvedCategories.set(text, id);
    return id;
  }

  private manufacturerKey(item: FeedItem): string | null {
    if (!item.manufacturer) return null;
    let key = this.manufacturerKeys.get(item.manufacturer);
    if (key === undefined) {
      key = slugify(item.manufacturer) || null;
      this.manufacturerKeys.set(item.manufacturer, key);
    }
    return key;
  }

  private mpnKey(manufacturerId: number | null, mpn: string | null): string | null {
    return manufacturerId !== null && mpn ? mpnValue(manufacturerId, mpn) : null;
  }

  private remember(map: Map<string, number>, key: string | null, productId: number): void {
    if (key !== null && !map.has(key)) map.set(key, productId);
  }

  async writeBatch(trx: Trx, parsed: ParsedItem[]): Promise<void> {
    const prepared: Prepared[] = [];
    for (const { record, itemHash, slug, titleKey: parsedTitleKey } of parsed) {
      const { item, line } = record;
      const firstLine = this.seen.get(item.itemId);
      if (firstLine !== undefined) {
        this.fail({ itemId: item.itemId, line, reason: `ITEM_ID: duplicate of the item on line ${firstLine}` });
        continue;
      }
      const categoryId = this.resolveCategory(item.categoryText);
      if (categoryId === null) {
        this.fail({ itemId: item.itemId, line, reason: `CATEGORYTEXT: unmapped category "${item.categoryText}"` });
        continue;
      }
      this.seen.set(item.itemId, line);
      prepared.push({ record, item, categoryId, hash: `${categoryId}.${itemHash}`, slug, titleKey: this.titles?.rule.key === titleKey ? parsedTitleKey : undefined });
    }
    if (prepared.length === 0) return;

    const existing = new Map<string, ExistingVariant>();
    const lookups = this.hadVariants ? prepared.map((p) => p.item.itemId) : [];
    const rows = await selectByList<ExistingVariant, string>(trx, {
      style: this.style,
      values: lookups,
      text: (list) => `select "id", "item_id", "product_id", "content_hash", "active" from "variants" where "shop_id" = ? and "item_id" in ${list}`,
      before: [this.shopId],
    });
    for (const row of rows) existing.set(row.item_id, row);

    const changed: { entry: Prepared; variant: ExistingVariant }[] = [];
    const fresh: Prepared[] = [];
    for (const entry of prepared) {
      const variant = existing.get(entry.item.itemId);
      if (variant) {
        this.remember(this.productsByGroup, entry.item.itemGroupId, variant.product_id);
        if (variant.content_hash === entry.hash && variant.active === 1) this.unchanged++;
        else changed.push({ entry, variant });
      } else {
        fresh.push(entry);
      }
    }
    if (changed.length === 0 && fresh.length === 0) return;

    await this.ensureManufacturers(trx, [...changed.map((c) => c.entry.item), ...fresh.map((f) => f.item)]);
    await this.recordStoredIdentifiers(trx, changed);
    await this.lookUpProducts(trx, fresh);

    const variantIds = new Map<string, number>();
    const newRows: NewVariant[] = [];
    const history: { variantId: number; point: PricePoint }[] = [];
    const matched = fresh.map((entry) => this.matchProduct(entry));
    await this.writeProducts(trx);
    await this.writeIdentifiers(trx);
    for (const [index, entry] of fresh.entries()) {
      const facts = priceFacts([this.pointOf(entry.item)], { priceBeforeDiscount: entry.item.priceBeforeDiscount });
      const productId = this.productId(matched[index] as number);
      newRows.push(Object.assign(this.variantValues(entry, facts), { product_id: productId, shop_id: this.shopId, item_id: entry.item.itemId, reviews_count: 0, created_at: this.now }));
    }
    const inserted = await insertIds(trx, { style: this.style, insert: { table: 'variants', rows: newRows } });
    for (const [index, row] of newRows.entries()) variantIds.set(row.item_id, inserted[index] as number);
    for (const entry of fresh) history.push({ variantId: variantIds.get(entry.item.itemId) as number, point: this.pointOf(entry.item) });
    const pastPoints = await loadHistory(trx, changed.map((c) => c.variant.id));
    for (const { entry, variant } of changed) {
      const past = pastPoints.get(variant.id) ?? [];
      const point = this.pointOf(entry.item);
      const changedPoint = isHistoryChange(past.at(-1), point);
      if (changedPoint) history.push({ variantId: variant.id, point });
      const facts = priceFacts(changedPoint ? [...past, point] : past, { priceBeforeDiscount: entry.item.priceBeforeDiscount });
      await trx
        .updateTable('variants')
        .set(this.variantValues(entry, facts))
        .where('id', '=', variant.id)
        .execute();
      variantIds.set(entry.item.itemId, variant.id);
    }
    await appendHistory(trx, { style: this.style, entries: history });
    await this.writeDeliveries(trx, { entries: [...fresh, ...changed.map((c) => c.entry)], variantIds, replaced: changed.map((c) => c.variant.id) });
    await recordChanges(trx, [...variantIds.values()]);
    await this.writeImages(trx, {
      items: [...fresh, ...changed.map((c) => c.entry)].map((entry) => entry.item),
      variantIds,
      replaced: changed.map((c) => c.variant.id),
    });
    // In the transaction that commits the change: a process killed before the import ends still leaves the site to rebuild.
    await bumpCatalogueVersion(trx);
    this.imported += fresh.length + changed.length;
  }

  private manufacturerId(item: FeedItem): number | null {
    const key = this.manufacturerKey(item);
    return key === null ? null : (this.manufacturers.get(key) ?? null);
  }

  private async ensureManufacturers(trx: Trx, items: FeedItem[]): Promise<void> {
    const missing = new Map<string, string>();
    for (const item of items) {
      const key = this.manufacturerKey(item);
      if (key !== null && item.manufacturer && !this.manufacturers.has(key) && !missing.has(key)) missing.set(key, item.manufacturer);
    }
    if (missing.size === 0) return;
    const rows = [...missing].map(([slug, name]) => ({ slug, name }));
    await bulkInsert(trx, { style: this.style, insert: { table: 'manufacturers', rows, ignoreConflictOn: 'slug' } });
    for (const slugs of chunks([...missing.keys()], LOOKUP_CHUNK)) {
      const found = await trx.selectFrom('manufacturers').select(['id', 'slug']).where('slug', 'in', paddedList(slugs)).execute();
      for (const row of found) this.manufacturers.set(row.slug, row.id);
    }
  }

  /**
   * Loads the products that the EANs, manufacturer + MPNs and title keys of this batch already point at (item
   * groups are loaded once, in loadLookups). Every identifier of the batch is looked up, also those of an offer
   * an earlier identifier matches, because matchProduct records them as its product's when they point nowhere
   * yet; title keys only for the offers that no identifier or item group matched, since matchProduct takes the
   * first match in that order.
   */
  private async lookUpProducts(trx: Trx, fresh: Prepared[]): Promise<void> {
    const eans = new Set<string>();
    const mpns = new Set<string>();
    for (const { item } of fresh) {
      if (item.ean !== null && !this.productsByEan.has(item.ean)) eans.add(item.ean);
      const mpnKey = this.mpnKey(this.manufacturerId(item), item.mpn);
      if (mpnKey !== null && !this.productsByMpn.has(mpnKey)) mpns.add(mpnKey);
    }
    /*
     * A product an identifier points at has its own EAN and manufacturer + MPN filled from the first offer that
     * brought one (fillIdentifiers), so writeProducts needs not try.
     */
    for (const row of await this.identifiedProducts(trx, { kind: 'ean', values: [...eans] })) {
      this.productsByEan.set(row.value, row.product_id);
      this.filledEan.add(row.product_id);
    }
    for (const row of await this.identifiedProducts(trx, { kind: 'mpn', values: [...mpns] })) {
      this.productsByMpn.set(row.value, row.product_id);
      this.filledMpn.add(row.product_id);
    }
    const withoutEan = fresh.filter(({ item }) => item.ean === null || !this.productsByEan.has(item.ean));
    const titled = new Map<string, readonly [number, string]>();
    for (const entry of withoutEan) {
      const { byMpn, byGroup } = this.knownProducts(entry.item);
      if (byMpn !== undefined || byGroup !== undefined) continue;
      const key = this.titleKeyOf(entry);
      if (key !== null && !this.productsByTitle.has(`${entry.categoryId}\u0000${key}`)) titled.set(`${entry.categoryId}\u0000${key}`, [entry.categoryId, key]);
    }
    const byTitle = await selectByList<{ id: number; category_id: number; title_key: string | null; manufacturer_id: number | null; ean: string | null; mpn: string | null }, readonly [number, string]>(trx, {
      style: this.style,
      values: [...titled.values()],
      text: (list) => `select "id", "category_id", "title_key", "manufacturer_id", "ean", "mpn" from "products" where ("category_id", "title_key") in ${list} order by "id"`,
    });
    for (const row of byTitle) {
      this.rememberTitle({ id: row.id, categoryId: row.category_id, titleKey: row.title_key, manufacturerId: row.manufacturer_id, ean: row.ean, mpn: row.mpn });
      if (row.ean !== null) this.filledEan.add(row.id);
      if (row.manufacturer_id !== null || row.mpn !== null) this.filledMpn.add(row.id);
    }
  }

  private identifiedProducts(trx: Trx, lookup: { kind: IdentifierKind; values: string[] }): Promise<{ value: string; product_id: number }[]> {
    return selectByList<{ value: string; product_id: number }, string>(trx, {
      style: this.style,
      values: lookup.values,
      text: (list) => `select "value", "product_id" from "product_identifiers" where "kind" = ? and "value" in ${list}`,
      before: [lookup.kind],
    });
  }

  /**
   * Records the identifiers of the batch's stored offers that were rewritten as their products', where they point
   * nowhere yet: an offer keeps its product, and an identifier the product it was first recorded for. Before the
   * lookup, so this batch's new offers find them.
   */
  private async recordStoredIdentifiers(trx: Trx, changed: readonly { entry: Prepared; variant: ExistingVariant }[]): Promise<void> {
    const rows: { kind: IdentifierKind; value: string; product_id: number }[] = [];
    for (const { entry, variant } of changed) {
      const { ean } = entry.item;
      const mpnKey = this.mpnKey(this.manufacturerId(entry.item), entry.item.mpn);
      if (ean !== null && !this.productsByEan.has(ean)) rows.push({ kind: 'ean', value: ean, product_id: variant.product_id });
      if (mpnKey !== null && !this.productsByMpn.has(mpnKey)) rows.push({ kind: 'mpn', value: mpnKey, product_id: variant.product_id });
    }
    await bulkInsert(trx, { style: this.style, insert: { table: 'product_identifiers', rows, ignoreConflictOn: ['kind', 'value'] } });
  }

  /** Writes the identifiers that this batch's new offers recorded first (claimIdentifiers), once their products have ids. */
  private async writeIdentifiers(trx: Trx): Promise<void> {
    const rows = this.claimedIdentifiers.splice(0).map(({ kind, value, productId }) => ({ kind, value, product_id: this.productId(productId) }));
    // Another shop's import may have recorded one since the lookup; the first stays.
    await bulkInsert(trx, { style: this.style, insert: { table: 'product_identifiers', rows, ignoreConflictOn: ['kind', 'value'] } });
  }

  /** The offer's identifiers that point nowhere yet now point at its product. */
  private claimIdentifiers(claim: { ean: string | null; mpnKey: string | null; productId: number }): void {
    const { ean, mpnKey, productId } = claim;
    if (ean !== null && !this.productsByEan.has(ean)) {
      this.productsByEan.set(ean, productId);
      this.claimedIdentifiers.push({ kind: 'ean', value: ean, productId });
    }
    if (mpnKey !== null && !this.productsByMpn.has(mpnKey)) {
      this.productsByMpn.set(mpnKey, productId);
      this.claimedIdentifiers.push({ kind: 'mpn', value: mpnKey, productId });
    }
  }

  private slugOf(entry: Prepared): string {
    entry.slug ??= itemSlug(entry.item.productName);
    return entry.slug;
  }

  /** The entry's title key; by a rule other than the parser's, computed for the offers that reach the rule only. */
  private titleKeyOf(entry: Prepared): string | null {
    if (entry.titleKey === undefined) {
      entry.titleKey = this.titles === null ? null : this.titles.rule.key(entry.item.productName, { shopName: this.titles.shopName, manufacturer: entry.item.manufacturer });
    }
    return entry.titleKey;
  }

  /** The item's manufacturer and MPN key, and the known products its EAN, manufacturer + MPN and (in this shop) item group point at. */
  private knownProducts(item: FeedItem) {
    const manufacturerId = this.manufacturerId(item);
    const mpnKey = this.mpnKey(manufacturerId, item.mpn);
    return {
      manufacturerId,
      mpnKey,
      byEan: item.ean === null ? undefined : this.productsByEan.get(item.ean),
      byMpn: mpnKey === null ? undefined : this.productsByMpn.get(mpnKey),
      byGroup: item.itemGroupId === null ? undefined : this.productsByGroup.get(item.itemGroupId),
    };
  }

  private rememberTitle(product: TitleCandidate & { id: number; categoryId: number; titleKey: string | null }): void {
    if (product.titleKey === null || this.titleCandidates.has(product.id)) return;
    const key = `${product.categoryId}\u0000${product.titleKey}`;
    this.productsByTitle.set(key, [...(this.productsByTitle.get(key) ?? []), product.id]);
    this.titleCandidates.set(product.id, { manufacturerId: product.manufacturerId, ean: product.ean, mpn: product.mpn });
  }

  /** The first product with the entry's title key in its category that the offer's identifiers do not rule out. */
  private byTitle(entry: Prepared, offer: TitleCandidate): number | undefined {
    const key = this.titleKeyOf(entry);
    const ids = key === null ? [] : (this.productsByTitle.get(`${entry.categoryId}\u0000${key}`) ?? []);
    return ids.find((id) => {
      const product = this.titleCandidates.get(id);
      return product !== undefined && this.titles?.rule.mayJoin(product, offer) === true;
    });
  }

  /**
   * Same EAN → same product; else same manufacturer + MPN; else this shop's item group; else the same title
   * key; else a new product. The EAN and the manufacturer + MPN are those of any offer stored before, in any
   * shop, active or not (`product_identifiers`). Each identifier points at the product it was first recorded
   * for, and then the offer's identifiers that pointed nowhere point at its product, so one identifier seen
   * in two products always leads to the first, and an offer whose EAN and MPN disagree joins the EAN's.
   * New products of the batch get a provisional (negative) id that later items of the batch can match;
   * writeProducts inserts them and resolves those ids.
   */
  private matchProduct(entry: Prepared): number {
    const { item } = entry;
    const { manufacturerId, mpnKey, byEan, byMpn, byGroup } = this.knownProducts(item);
    const mpn = mpnKey === null ? null : item.mpn;
    let productId = byEan ?? byMpn ?? byGroup ?? this.byTitle(entry, { manufacturerId, ean: item.ean, mpn });
    if (productId === undefined) {
      productId = -(this.pendingProducts.length + 1);
      this.pendingProducts.push({
        slug: this.slugOf(entry),
        name: item.productName,
        description: item.description ?? '',
        category_id: entry.categoryId,
        manufacturer_id: manufacturerId,
        ean: item.ean,
        mpn: manufacturerId === null ? null : item.mpn,
        title_key: this.titleKeyOf(entry),
        created_at: this.now,
        updated_at: this.now,
      });
      if (item.ean !== null) this.filledEan.add(productId);
      if (manufacturerId !== null) this.filledMpn.add(productId);
      this.rememberTitle({ id: productId, categoryId: entry.categoryId, titleKey: this.titleKeyOf(entry), manufacturerId, ean: item.ean, mpn });
    } else if (byEan === undefined) {
      const ean = this.filledEan.has(productId) ? null : item.ean;
      const filledMpn = this.filledMpn.has(productId) ? null : mpn;
      if (ean !== null || filledMpn !== null) this.fillIdentifiers({ productId, ean, manufacturerId, mpn: filledMpn });
    }
    this.claimIdentifiers({ ean: item.ean, mpnKey, productId });
    this.remember(this.productsByGroup, item.itemGroupId, productId);
    return productId;
  }

  /** The stored id of a product: a provisional id of a product written by writeProducts resolves to its row's id. */
  private productId(id: number): number {
    return id < 0 ? (this.writtenProducts[-id - 1] as number) : id;
  }

  /**
   * Inserts the batch's new products in multi-row statements and gives stored products the identifiers that
   * matching found for them (insertIds gives the new rows' ids in their order).
   */
  private async writeProducts(trx: Trx): Promise<void> {
    const rows = this.pendingProducts.slice(this.writtenProducts.length);
    const ids = await insertIds(trx, { style: this.style, insert: { table: 'products', rows } });
    if (ids.length !== rows.length) throw new Error(`Inserted ${ids.length} of ${rows.length} products`);
    this.writtenProducts.push(...ids);
    this.productsCreated += rows.length;
    for (const fill of this.identifierFills.splice(0)) {
      if (fill.ean !== null) {
        await runStatement(trx, { style: this.style, text: 'update "products" set "ean" = ?, "updated_at" = ? where "id" = ? and "ean" is null', parameters: [fill.ean, this.now, fill.productId] });
      }
      if (fill.mpn !== null && fill.manufacturerId !== null) {
        await runStatement(trx, {
          style: this.style,
          text: 'update "products" set "manufacturer_id" = ?, "mpn" = ?, "updated_at" = ? where "id" = ? and "mpn" is null and "manufacturer_id" is null',
          parameters: [fill.manufacturerId, fill.mpn, this.now, fill.productId],
        });
      }
    }
  }

  /**
   * Gives a product joined by MPN, item group or title the identifiers it lacks, so later shops can match it
   * by them: a product of this batch gets them in its row, a stored one by an update in writeProducts.
   */
  private fillIdentifiers(fill: { productId: number; ean: string | null; manufacturerId: number | null; mpn: string | null }): void {
    const candidate = this.titleCandidates.get(fill.productId);
    if (candidate) fillCandidate(candidate, fill);
    if (fill.ean !== null) this.filledEan.add(fill.productId);
    if (fill.mpn !== null && fill.manufacturerId !== null) this.filledMpn.add(fill.productId);
    const index = -fill.productId - 1;
    const pending = index >= this.writtenProducts.length ? this.pendingProducts[index] : undefined;
    if (pending === undefined) {
      this.identifierFills.push({ ...fill, productId: this.productId(fill.productId) });
      return;
    }
    if (pending.ean === null) pending.ean = fill.ean;
    if (pending.mpn === null && pending.manufacturer_id === null && fill.mpn !== null && fill.manufacturerId !== null) {
      pending.manufacturer_id = fill.manufacturerId;
      pending.mpn = fill.mpn;
    }
  }

  /**
   * The variant columns an item and its price facts give, in one object literal: spreading two objects into
   * a third made V8 build each of the bench's 96k rows property by property (~1 s of the importing thread).
   */
  private variantValues(entry: Prepared, facts: PriceFacts) {
    const { item } = entry;
    const { width, height, depth, diameter } = item.dimensions;
    const deliveryPrices = item.deliveries.map((d) => d.price);
    return {
      item_group_id: item.itemGroupId,
      name: item.productName,
      slug: this.slugOf(entry),
      description: item.description ?? '',
      url: item.url,
      price: item.price,
      price_before_discount: item.priceBeforeDiscount,
      currency: item.currency,
      voucher_code: item.voucher?.code ?? null,
      voucher_value: item.voucher?.value ?? null,
      voucher_type: item.voucher?.type ?? null,
      delivery_price: deliveryPrices.length > 0 ? Math.min(...deliveryPrices) : null,
      delivery_days: item.deliveryDays,
      in_stock: item.deliveryDays === 0 ? 1 : 0,
      active: 1,
      installment_months: item.installment?.months ?? null,
      installment_amount: item.installment?.amount ?? null,
      cooling_off_days: item.coolingOffDays,
      condition: item.condition,
      params: JSON.stringify(item.params),
      width_from: width?.from ?? null,
      width_to: width?.to ?? null,
      height_from: height?.from ?? null,
      height_to: height?.to ?? null,
      depth_from: depth?.from ?? null,
      depth_to: depth?.to ?? null,
      diameter_from: diameter?.from ?? null,
      diameter_to: diameter?.to ?? null,
      content_hash: entry.hash,
      updated_at: this.now,
      lowest_price_30d: facts.lowestPrice30d,
      discount_verified: facts.discountVerified ? 1 : 0,
      price_drop_at: facts.priceDropAt,
    };
  }

  private async writeImages(trx: Trx, write: { items: FeedItem[]; variantIds: Map<string, number>; replaced: number[] }): Promise<void> {
    const urls = unique(write.items.flatMap((item) => item.images)).filter((url) => !this.images.has(url));
    for (const list of chunks(urls, LOOKUP_CHUNK)) {
      const insert = { table: 'images' as const, rows: list.map((source_url) => ({ source_url })), ignoreConflictOn: 'source_url' as const, returning: ['id', 'source_url'] as const };
      const inserted = await bulkInsert<'images', { id: number; source_url: string }>(trx, { style: this.style, insert });
      for (const row of inserted) this.images.set(row.source_url, row.id);
      const known = list.filter((url) => !this.images.has(url));
      if (known.length === 0) continue;
      const rows = await selectByList<{ id: number; source_url: string }, string>(trx, { style: this.style, values: known, text: (list) => `select "id", "source_url" from "images" where "source_url" in ${list}` });
      for (const row of rows) this.images.set(row.source_url, row.id);
    }
    for (const ids of chunks(write.replaced, LOOKUP_CHUNK)) {
      await trx.deleteFrom('variant_images').where('variant_id', 'in', paddedList(ids)).execute();
    }
    const links = write.items.flatMap((item) => {
      const variantId = write.variantIds.get(item.itemId);
      return variantId === undefined ? [] : item.images.map((url, position) => ({ variant_id: variantId, position, image_id: this.images.get(url) as number }));
    });
    await bulkInsert(trx, { style: this.style, insert: { table: 'variant_images', rows: links } });
  }

  private pointOf(item: FeedItem): PricePoint {
    return { price: item.price, currency: item.currency, inStock: item.deliveryDays === 0, active: true, recordedAt: this.now };
  }

  private async writeDeliveries(trx: Trx, write: { entries: Prepared[]; variantIds: Map<string, number>; replaced: number[] }): Promise<void> {
    for (const ids of chunks(write.replaced, LOOKUP_CHUNK)) {
      await trx.deleteFrom('variant_deliveries').where('variant_id', 'in', paddedList(ids)).execute();
    }
    const rows = write.entries.flatMap(({ item }) => {
      const variantId = write.variantIds.get(item.itemId) as number;
      return item.deliveries.map((delivery, position) => ({
        variant_id: variantId,
        position,
        carrier_id: delivery.id,
        price: delivery.price,
        price_cod: delivery.priceCod,
        delivery_days: delivery.deliveryDays,
      }));
    });
    await bulkInsert(trx, { style: this.style, insert: { table: 'variant_deliveries', rows } });
  }

  /**
   * After a complete feed: the shop's active variants that the feed did not list (validly) become inactive;
   * the history records it, the discount facts are cleared and the change log gets them.
   */
  async deactivateMissing(trx: Trx): Promise<void> {
    if (!this.hadVariants) return;
    const active = await trx
      .selectFrom('variants')
      .select(['id', 'item_id', 'price', 'currency', 'in_stock'])
      .where('shop_id', '=', this.shopId)
      .where('active', '=', 1)
      .execute();
    const missing = active.filter((variant) => !this.seen.has(variant.item_id));
    const ids = missing.map((variant) => variant.id);
    for (const list of chunks(ids, LOOKUP_CHUNK)) {
      await trx
        .updateTable('variants')
        .set({ active: 0, lowest_price_30d: null, discount_verified: 0, price_drop_at: null, updated_at: this.now })
        .where('id', 'in', paddedList(list))
        .execute();
    }
    await appendHistory(trx, {
      style: this.style,
      entries: missing.map((variant) => ({
        variantId: variant.id,
        point: { price: variant.price, currency: variant.currency, inStock: variant.in_stock === 1, active: false, recordedAt: this.now },
      })),
    });
    await recordChanges(trx, ids);
    if (missing.length > 0) await bumpCatalogueVersion(trx);
    this.deactivated = missing.length;
  }
}

/** Mirrors fillIdentifiers on a title candidate, so the title rule's guards see the identifiers the product gained. */
function fillCandidate(candidate: TitleCandidate, fill: TitleCandidate): void {
  if (candidate.ean === null) candidate.ean = fill.ean;
  if (candidate.mpn === null && candidate.manufacturerId === null && fill.mpn !== null && fill.manufacturerId !== null) {
    candidate.manufacturerId = fill.manufacturerId;
    candidate.mpn = fill.mpn;
  }
}

/** The price history of each variant, oldest first. */
async function loadHistory(trx: Trx, variantIds: readonly number[]): Promise<Map<number, PricePoint[]>> {
  const history = new Map<number, PricePoint[]>();
  for (const ids of chunks(variantIds, LOOKUP_CHUNK)) {
    const rows = await trx.selectFrom('price_history').selectAll().where('variant_id', 'in', paddedList(ids)).orderBy('recorded_at').orderBy('id').execute();
    for (const row of rows) {
      const list = history.get(row.variant_id) ?? [];
      list.push({ price: row.price, currency: row.currency, inStock: row.in_stock === 1, active: row.active === 1, recordedAt: row.recorded_at });
      history.set(row.variant_id, list);
    }
  }
  return history;
}

async function appendHistory(trx: Trx, append: { style: ParameterStyle; entries: readonly { variantId: number; point: PricePoint }[] }): Promise<void> {
  const rows = append.entries.map(({ variantId, point }) => ({
    variant_id: variantId,
    price: point.price,
    currency: point.currency,
    in_stock: point.inStock ? 1 : 0,
    active: point.active ? 1 : 0,
    recorded_at: point.recordedAt,
  }));
  await bulkInsert(trx, { style: append.style, insert: { table: 'price_history', rows } });
}
