import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/database';
import { TITLE_RULE, type TitleRule } from '../catalogue/title-key';
import { parameterStyle } from '../db/bulk-insert';
import type { Shop } from '../db/schema';
import { detectFeedFormat, unknownFeedReason } from './detect-format';
import { markInterruptedImports, recordAbortedImport, recordUnreadableFeed } from './import-failures';
import { lastCompleteValidItems, recordFinishedImport, unchangedFeedReport } from './import-outcome';
import { type ImportReport, type ItemProblem, MAX_REPORTED, validShareFailure } from './import-report';
import { ImportState } from './import-state';
import type { NetworkRule } from '../lib/guarded-fetch';
import { normaliseHttpUrl } from '../lib/http-url';
import { type DownloadedFeed, downloadFeed, gunzippedFeed } from './fetch-feed';
import { ImageHostScreen } from './image-hosts';
import { FEED_FORMATS, type FeedFormatName } from './formats';
import {
  fileDigest,
  HASH_VERSION,
  type ParseJob,
  type ParsedItem,
  type WorkerParse,
  parseFeedChunks,
  startParseInWorker,
} from './parallel-parse';

export type { ImportReport } from './import-report';

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

/**
 * Items per transaction. Larger batches commit less often (each commit writes every index page the batch
 * touched); figures in docs/adr/0005-sqlite-settings-for-bulk-imports.md.
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

const settle = <T>(promise: Promise<T>): Promise<T | Error> =>
  promise.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));

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
    await recordUnreadableFeed(options.db, { shopId: shop.id, source: options.source, format: options.format ?? 'unknown', error });
    throw error;
  }
}

async function prepareFeed(input: { options: ImportFeedOptions; shop: Shop; after?: WorkerParse }): Promise<PreparedImport> {
  const { options, shop, after } = input;
  const download = /^https?:\/\//i.test(options.source)
    ? await downloadFeed(options.source, options.network ? { network: options.network } : {})
    : null;
  let unpacked: DownloadedFeed | null = null;
  const removeDownload = () => {
    unpacked?.remove();
    download?.remove();
  };
  try {
    unpacked = await gunzippedFeed(download?.path ?? sourcePath(options.source));
    const path = unpacked?.path ?? download?.path ?? sourcePath(options.source);
    const totalBytes = statSync(path).size;
    const formatName = options.format ?? detectFeedFormat(path);
    if (formatName === null) throw new Error(`Unknown feed format of ${options.source}: ${unknownFeedReason(path)}`);
    const isoNow = (options.now ?? new Date()).toISOString();
    const job: ParseJob = {
      path,
      format: formatName,
      allowFileUrls: options.allowFileImages === true,
      now: isoNow,
      chunkSize: PARSE_CHUNK,
      aheadChunks: Math.ceil((PARSE_AHEAD_BATCHES * (options.batchSize ?? DEFAULT_BATCH_SIZE)) / PARSE_CHUNK),
      shopName: shop.name,
    };
    /* Started before the feed is known to have changed, so its first chunks are parsed while the import prepares; cancelled when it has not. */
    const parse = (options.parseInWorker ?? totalBytes >= WORKER_MIN_BYTES) ? startParseInWorker(job, after ? { after } : {}) : null;
    return {
      options,
      shop,
      path,
      totalBytes,
      formatName,
      isoNow,
      job,
      parse,
      queuedParse: parse !== null && Boolean(after),
      removeDownload,
    };
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
  options: ImportFeedOptions & {
    path: string;
    shop: Shop;
    started: number;
    totalBytes: number;
    formatName: FeedFormatName;
    isoNow: string;
    job: ParseJob;
    parse: WorkerParse | null;
    queuedParse: boolean;
  },
): Promise<ImportReport> {
  const { db, path, shop, started, totalBytes, formatName, isoNow: now, job } = options;
  await markInterruptedImports(db, shop.id);
  const { id: importId } = await db
    .insertInto('feed_imports')
    .values({
      shop_id: shop.id,
      source: options.source,
      format: formatName,
      status: 'running',
      started_at: now,
      report: '[]',
      items_total: 0,
      items_imported: 0,
      items_unchanged: 0,
      items_failed: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const rule = options.titleRule === undefined ? TITLE_RULE : options.titleRule;
  const state = new ImportState({
    style: parameterStyle(db),
    shopId: shop.id,
    now,
    titles: rule === null ? null : { rule, shopName: shop.name },
    fields: FEED_FORMATS[formatName].reportFields,
  });
  const counts = { total: 0, bytes: 0 };
  const imageHosts = new ImageHostScreen({ network: options.network ?? {}, maxReported: MAX_REPORTED });
  let fatal: ItemProblem | null = null;
  let validUntil: string | null = null;
  try {
    await state.loadLookups(db);
    const digest = await (options.parse?.digest ?? fileDigest(path));
    const fingerprint = feedFingerprint({
      digest,
      format: formatName,
      allowFileImages: options.allowFileImages === true,
      titleRule: rule !== null,
      categories: state.categoriesDigest,
    });
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
          for (const warning of parsed.record.warnings)
            state.warn({ itemId: parsed.record.item.itemId, line: parsed.record.line, reason: warning });
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
      const reason = validShareFailure({
        items: counts.total,
        valid: counts.total - state.failed,
        previousValid: await lastCompleteValidItems(db, { shopId: shop.id, importId }),
      });
      if (reason !== null) fatal = { line: 0, reason };
    }
    if (fatal === null) await db.transaction().execute((trx) => state.deactivateMissing(trx));
    options.onProgress?.({ items: counts.total, bytes: totalBytes, totalBytes });
    for (const refused of await imageHosts.finish()) state.warn(refused);
    return await recordFinishedImport(db, {
      importId,
      shopId: shop.id,
      state,
      itemsTotal: counts.total,
      fatal,
      fingerprint,
      validUntil,
      started,
    });
  } catch (error) {
    await recordAbortedImport(db, { importId, itemsTotal: counts.total, state, error });
    throw new Error(`Import of ${options.source} for shop "${options.shopSlug}" failed`, { cause: error });
  }
}

/**
 * Items in the feed's next batch after `written` batches. For a feed whose parse starts with its import, the
 * first batches are small, so the first writes start as soon as the parser delivers its first records instead
 * of waiting idle for a whole batch; they double up to `batchSize`, which amortises each transaction's commit.
 * A feed whose parse was queued behind another's (importFeeds) has its first records parsed already and
 * starts with a whole batch: every commit rewrites each index page its batch touched, so small first batches
 * there only add commits (docs/adr/0005-sqlite-settings-for-bulk-imports.md).
 */
export function batchLimit(feed: { batchSize: number; written: number; queuedParse: boolean }): number {
  return feed.queuedParse ? feed.batchSize : Math.min(feed.batchSize, FIRST_BATCH * 2 ** Math.min(feed.written, 30));
}

/**
 * What tells a shop's feed from its last import: the SHA-1 of the file's bytes (`fileDigest`, computed by the
 * parser thread for a feed it parses, which keeps that hashing off the importing thread)
 * together with everything else the import's result depends on: the content version, the format, the
 * file-image permission, whether titles may join products, and the category tree it was mapped to.
 */
function feedFingerprint(input: {
  digest: string;
  format: FeedFormatName;
  allowFileImages: boolean;
  titleRule: boolean;
  categories: string;
}): string {
  return createHash('sha1')
    .update(JSON.stringify([HASH_VERSION, input.digest, input.format, input.allowFileImages, input.titleRule, input.categories]))
    .digest('base64url');
}

function sourcePath(source: string): string {
  if (source.startsWith('file:')) return fileURLToPath(source);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source))
    throw new Error(`Unsupported feed source "${source}": give a file path, a file:// or an http(s):// URL`);
  return resolve(source);
}
