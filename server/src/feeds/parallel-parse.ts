import { createHash, hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { FeedRecord } from './feed-format';
import { FEED_FORMATS, type FeedFormatName } from './formats';
import { decodeItem, type EncodedItem, encodeItem } from './item-codec';
import { titleKey } from '../catalogue/title-key';
import { slugifyShort } from '@uyut/core';
import { typeScriptWorker } from '../lib/ts-worker';

/** Part of every content hash: bump it when the meaning of stored variant columns or the items' encoding (item-codec.ts) changes. */
export const HASH_VERSION = 5;

export interface ParseJob {
  path: string;
  format: FeedFormatName;
  allowFileUrls: boolean;
  /** ISO time the import happens at (Google sale price periods are read against it). */
  now: string;
  /** Records per chunk. */
  chunkSize: number;
  /** Chunks a worker may parse ahead of the importer. */
  aheadChunks: number;
  /** The shop's name, left out of title keys. */
  shopName: string;
}

/** A good record with what can be computed from it alone: its content hash, URL slug and title key. */
export interface ParsedItem {
  record: Extract<FeedRecord, { ok: true }>;
  /** Hash of the item's content; the importer adds the mapped category. */
  itemHash: string;
  /** By `itemSlug`; absent when the parser thread left it to the importer (see parsePostedChunks). */
  slug?: string;
  /** By catalogue/title-key.ts `titleKey`; absent when the parser thread left it to the importer. */
  titleKey?: string | null;
}

type BadRecord = { record: Extract<FeedRecord, { ok: false }> };
export type ParsedRecord = ParsedItem | BadRecord;

export type ChunkMessage = { type: 'chunk'; records: ParsedRecord[]; bytes: number } | { type: 'done'; bytes: number };

/**
 * A chunk as the parser thread posts it: its records as one JSON text, each good record's item spliced in as
 * the encoded JSON text its hash was taken of (see postedText). The importing thread reads it with one
 * JSON.parse and decodes each item (item-codec.ts), where it deserialised a hundred record objects and parsed
 * each item's JSON (figures in docs/adr/0002-feed-parsing-in-a-worker-thread.md); building the text costs the
 * parser thread about what serialising the records did.
 */
export type PostedChunk = { type: 'chunk'; text: string; bytes: number } | { type: 'done'; bytes: number };
export type WorkerMessage = (PostedChunk | { type: 'digest'; digest: string } | { type: 'error'; message: string }) & { id: number };
export type ToWorker =
  { type: 'job'; id: number; job: ParseJob } | { type: 'more'; id: number; chunks: number } | { type: 'cancel'; id: number };

/** SHA-1 of a feed file's bytes (base64url; on CPUs with the SHA extensions 2.5 times as fast as SHA-512). */
export async function fileDigest(path: string): Promise<string> {
  const digest = createHash('sha1');
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) digest.update(chunk as Buffer);
  return digest.digest('base64url');
}

/** The item's content hash: of its JSON text (encoded by item-codec.ts), together with HASH_VERSION (a one-shot hash, without a Hash object per item). */
const contentHash = (itemJson: string) => hash('sha1', `[${HASH_VERSION},${itemJson}]`, 'base64url');

/** The URL slug of the product and variant an item creates. */
export const itemSlug = (productName: string) => slugifyShort(productName, 200) || 'produkt';

function preparedItem(
  record: Extract<FeedRecord, { ok: true }>,
  options: { shopName: string; withDerived: boolean },
): { parsed: ParsedItem; itemJson: string } {
  const { item } = record;
  const itemJson = JSON.stringify(encodeItem(item));
  const parsed: ParsedItem = { record, itemHash: contentHash(itemJson) };
  if (options.withDerived) {
    parsed.slug = itemSlug(item.productName);
    parsed.titleKey = titleKey(item.productName, { shopName: options.shopName, manufacturer: item.manufacturer });
  }
  return { parsed, itemJson };
}

/** Parses a feed file in this thread, in chunks of prepared records; a fatal record ends the last chunk. */
export function parseFeedChunks(job: ParseJob): AsyncGenerator<ChunkMessage> {
  return parseChunks(job, { good: (parsed) => parsed, withDerived: () => true });
}

/**
 * parseFeedChunks as the parser thread posts it (see PostedChunk), each item with its slug and title key only
 * while `withDerived()` says so; the importer computes the missing ones, and only for the offers that need
 * them (a slug for a new or changed offer, a title key where no EAN, MPN or item group matched). The parser
 * thread asks for them while it runs ahead of the importer, which then is the busier thread; while the
 * importer waits for records, the parser leaves them out, so that neither thread idles while the other is
 * the bottleneck (docs/adr/0002-feed-parsing-in-a-worker-thread.md).
 */
export async function* parsePostedChunks(job: ParseJob, withDerived: () => boolean): AsyncGenerator<PostedChunk> {
  for await (const message of parseChunks(job, {
    good: postedText,
    withDerived,
    size: (posted) => posted.length,
    maxSize: MAX_POSTED_CHARS,
  })) {
    yield message.type === 'chunk'
      ? {
          type: 'chunk',
          text: `[${message.records.map((posted) => (typeof posted === 'string' ? posted : JSON.stringify(posted))).join(',')}]`,
          bytes: message.bytes,
        }
      : message;
  }
}

/**
 * Characters of a posted chunk's text, beyond which it ends before `chunkSize` records. V8 allocates a string
 * over 128 KB (64K characters of a two-byte string: Cyrillic text) in its large-object space, on pages
 * mapped afresh for each one: at 100 records of ~1,200 characters, the page faults of the chunk texts took
 * ~5% of each thread's CPU time.
 */
export const MAX_POSTED_CHARS = 48 * 1024;

/** A good record's JSON text: its item, the last property of its last property, is spliced in as the item's encoded JSON text. */
function postedText({ record: { item: _, ...record }, ...parsed }: ParsedItem, itemJson: string): string {
  const wrapper = JSON.stringify({ ...parsed, record });
  return `${wrapper.slice(0, -2)},"item":${itemJson}}}`;
}

/** The chunks of a feed parsed in this thread, each good record as `good` gives it; a chunk ends at `chunkSize` records or once its good records' `size` reaches `maxSize`. */
async function* parseChunks<R>(
  job: ParseJob,
  options: { good: (parsed: ParsedItem, itemJson: string) => R; withDerived: () => boolean; size?: (good: R) => number; maxSize?: number },
): AsyncGenerator<{ type: 'chunk'; records: (R | BadRecord)[]; bytes: number } | { type: 'done'; bytes: number }> {
  const { size = () => 0, maxSize = Infinity } = options;
  let bytes = 0;
  async function* counted(): AsyncGenerator<Buffer> {
    for await (const chunk of createReadStream(job.path, { highWaterMark: 64 * 1024 })) {
      bytes += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
  }
  let records: (R | BadRecord)[] = [];
  let recordsSize = 0;
  for await (const record of FEED_FORMATS[job.format].parse(counted(), { allowFileUrls: job.allowFileUrls, now: new Date(job.now) })) {
    if (record.ok) {
      const { parsed, itemJson } = preparedItem(record, { shopName: job.shopName, withDerived: options.withDerived() });
      const good = options.good(parsed, itemJson);
      records.push(good);
      recordsSize += size(good);
    } else {
      records.push({ record });
    }
    if (records.length >= job.chunkSize || recordsSize >= maxSize) {
      yield { type: 'chunk', records, bytes };
      records = [];
      recordsSize = 0;
    }
  }
  if (records.length > 0) yield { type: 'chunk', records, bytes };
  yield { type: 'done', bytes };
}

/** A record as the parser thread posts it: a good one's item encoded (item-codec.ts). */
type PostedRecord = BadRecord | (Omit<ParsedItem, 'record'> & { record: Omit<ParsedItem['record'], 'item'> & { item: EncodedItem } });

/** The records of a posted chunk's text, each good one's item decoded in place. */
function decodePosted(text: string): ParsedRecord[] {
  const records = JSON.parse(text) as PostedRecord[];
  for (const posted of records) if ('itemHash' in posted) Object.assign(posted.record, { item: decodeItem(posted.record.item) });
  return records as unknown as ParsedRecord[];
}

const WORKER_FILE = join(__dirname, 'parse-worker.ts');
/**
 * The parser thread's young generation: parsing allocates many short-lived strings and objects, and a larger
 * nursery (V8's default is 16 MB) lets fewer of them be copied before they die.
 */
const YOUNG_GENERATION_MB = 64;
/** Chunks taken before they are granted back to the parser in one message (sooner when none is waiting). */
const CREDIT_STEP = 5;

/** A parser thread and the jobs it has been given and not yet finished (it parses them in order). */
interface ParserThread {
  worker: Worker;
  jobs: number;
  /** It stopped (crashed or was ended) and takes no more jobs. */
  dead: boolean;
}
/** Parser threads with no job (unreferenced, so they never keep the process alive). */
const idleThreads: ParserThread[] = [];
let nextJobId = 1;

/** A feed being parsed by a worker thread (startParseInWorker). */
export interface WorkerParse {
  /** The same chunks as `parseFeedChunks`; iterate them once. */
  chunks: AsyncGenerator<ChunkMessage>;
  /** `fileDigest` of the feed, which the worker computes as soon as the feed is queued and posts before its first chunk. */
  digest: Promise<string>;
  /** Stops a parse whose chunks were not iterated, keeping the thread for its next job; after an iteration it does nothing. */
  cancel(): void;
}

const threadOf = new WeakMap<WorkerParse, ParserThread>();

function acquireThread(after: WorkerParse | undefined): ParserThread {
  const busy = after && threadOf.get(after);
  const thread =
    busy && busy.jobs > 0 && !busy.dead
      ? busy
      : (idleThreads.pop() ?? {
          worker: typeScriptWorker(WORKER_FILE, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }),
          jobs: 0,
          dead: false,
        });
  if (thread.jobs++ === 0) thread.worker.ref();
  return thread;
}

function finishJob(thread: ParserThread): void {
  if (--thread.jobs > 0 || thread.dead) return;
  thread.worker.unref();
  idleThreads.push(thread);
}

/**
 * Starts parsing a feed file in a worker thread, so that parsing runs beside the importer's database writes
 * (and its first chunks are ready by the time the importer wants them). With `after`, the job is queued on
 * the thread parsing that feed and starts the moment that feed's last chunk is sent, so a list of feeds is
 * parsed without a pause while the importer works through each. Threads are kept for later imports
 * (starting one costs a few hundred ms). A thread that crashes (Node ends it) fails the jobs queued on it and is not used again.
 */
export function startParseInWorker(job: ParseJob, options: { after?: WorkerParse } = {}): WorkerParse {
  const thread = acquireThread(options.after);
  const { worker } = thread;
  const id = nextJobId++;
  const inbox: (PostedChunk | { type: 'error'; message: string })[] = [];
  let wake: (() => void) | null = null;
  let finished = false;
  const detach = () => worker.off('message', onMessage).off('error', onError).off('exit', onExit);
  const finish = () => {
    if (finished) return;
    finished = true;
    detach();
    finishJob(thread);
  };
  let digested: { resolve: (digest: string) => void; reject: (error: Error) => void } | null = null;
  const digest = new Promise<string>((resolve, reject) => (digested = { resolve, reject }));
  /* An import that fails before it asks for the digest must not leave its rejection unhandled. */
  digest.catch(() => undefined);
  const failure = (message: string) => new Error(`Parsing ${job.path} failed: ${message}`);
  const deliver = (message: PostedChunk | { type: 'error'; message: string }) => {
    if (message.type === 'error') digested?.reject(failure(message.message));
    inbox.push(message);
    wake?.();
  };
  const onMessage = (message: WorkerMessage) => {
    if (message.id !== id) return;
    if (message.type === 'digest') return digested?.resolve(message.digest);
    deliver(message);
    if (message.type !== 'chunk') finish();
  };
  const onError = (error: Error) => {
    thread.dead = true;
    deliver({ type: 'error', message: error.stack ?? error.message });
  };
  const onExit = (code: number) => {
    thread.dead = true;
    deliver({ type: 'error', message: `the feed parser stopped with exit code ${code}` });
  };
  worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  worker.postMessage({ type: 'job', id, job } satisfies ToWorker);
  /*
   * Also once the feed's last chunk has arrived: the parser counts every chunk it posted as ahead until the
   * importer takes it, and a feed dropped unread (an unchanged feed) would otherwise stay ahead for good.
   */
  const release = () => {
    if (!thread.dead) worker.postMessage({ type: 'cancel', id } satisfies ToWorker);
    finish();
  };
  let iterated = false;

  async function* chunks(): AsyncGenerator<ChunkMessage> {
    iterated = true;
    let owed = 0;
    const grant = () => {
      worker.postMessage({ type: 'more', id, chunks: owed } satisfies ToWorker);
      owed = 0;
    };
    try {
      for (;;) {
        if (inbox.length === 0 && owed > 0) grant();
        while (inbox.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        const message = inbox.shift() as PostedChunk | { type: 'error'; message: string };
        if (message.type === 'error') throw failure(message.message);
        if (message.type === 'chunk' && ++owed >= CREDIT_STEP) grant();
        yield message.type === 'chunk' ? { type: 'chunk', records: decodePosted(message.text), bytes: message.bytes } : message;
        if (message.type === 'done') return;
      }
    } finally {
      release();
    }
  }

  const parse: WorkerParse = {
    chunks: chunks(),
    digest,
    cancel() {
      if (iterated) return;
      iterated = true;
      release();
    },
  };
  threadOf.set(parse, thread);
  return parse;
}
