import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { createHash } from 'node:crypto';
import { typeScriptWorker } from '../lib/ts-worker';
import type { FeedItem } from './feed-format';
import { type EncodedItem, encodeItem } from './item-codec';
import {
  type ChunkMessage,
  fileDigest,
  HASH_VERSION,
  MAX_POSTED_CHARS,
  type ParseJob,
  type ToWorker,
  type WorkerMessage,
  parseFeedChunks,
  parsePostedChunks,
  startParseInWorker,
} from './parallel-parse';

const FIXTURES = join(__dirname, '../../test/fixtures');
const job = (file: string, format: ParseJob['format']): ParseJob => ({
  path: join(FIXTURES, file),
  format,
  allowFileUrls: false,
  now: '2026-11-22T10:00:00.000Z',
  chunkSize: 1,
  aheadChunks: 100,
  shopName: 'Магазин',
});
const shopA = job('heureka-shop-a.xml', 'heureka');
const shopB = job('heureka-shop-b.xml', 'heureka');
const shopD = job('google-shop-d.xml', 'google');

async function collect(chunks: AsyncIterable<ChunkMessage>): Promise<unknown[]> {
  const records: unknown[] = [];
  for await (const message of chunks) if (message.type === 'chunk') records.push(...message.records);
  return records;
}

/** The records without their slugs and title keys, which a worker thread may leave to the importer (see parsePostedChunks). */
const withoutDerived = async (chunks: AsyncIterable<ChunkMessage>) =>
  (await collect(chunks)).map((record) => ({ ...(record as object), slug: undefined, titleKey: undefined }));

describe('parseFeedChunks', () => {
  it('hashes each item as earlier imports stored it: SHA-1 of the JSON of the hash version and the encoded item', async () => {
    const records = (await collect(parseFeedChunks(shopD))) as { record: { ok: boolean; item: FeedItem }; itemHash: string }[];
    const good = records.filter(({ record }) => record.ok);
    expect(good.length).toBeGreaterThan(0);
    for (const { record, itemHash } of good)
      expect(itemHash).toBe(
        createHash('sha1')
          .update(JSON.stringify([HASH_VERSION, encodeItem(record.item)]))
          .digest('base64url'),
      );
  });
});

describe('parsePostedChunks', () => {
  it("ends a chunk before chunkSize records once its text reaches MAX_POSTED_CHARS, so a chunk text stays out of V8's large-object space", async () => {
    const description = 'Мек диван с ракла. '.repeat(1200);
    const items = Array.from(
      { length: 10 },
      (_, n) =>
        `<SHOPITEM><ITEM_ID>X-${n}</ITEM_ID><PRODUCTNAME>Диван ${n}</PRODUCTNAME><URL>https://shop.example/${n}</URL><PRICE_VAT>100.00</PRICE_VAT><CATEGORYTEXT>Дивани</CATEGORYTEXT><DESCRIPTION>${description}</DESCRIPTION></SHOPITEM>`,
    );
    const path = join(mkdtempSync(join(tmpdir(), 'uyut-chunks-')), 'feed.xml');
    writeFileSync(path, `<SHOP>${items.join('')}</SHOP>`);
    const texts: string[] = [];
    for await (const message of parsePostedChunks({ ...shopA, path, chunkSize: 100 }, () => false))
      if (message.type === 'chunk') texts.push(message.text);
    /* Each record's text is ~22,800 characters: the third takes a chunk past the bound. */
    expect(texts.map((text) => (JSON.parse(text) as unknown[]).length)).toEqual([3, 3, 3, 1]);
    expect(Math.max(...texts.map((text) => text.length))).toBeLessThan(MAX_POSTED_CHARS + 2 * description.length);
  });
});

describe('startParseInWorker', () => {
  it("gives the SHA-1 of the feed file's bytes before its records, as fileDigest does in this thread", async () => {
    const parse = startParseInWorker(shopD);
    const digest = await parse.digest;
    expect(digest).toBe(createHash('sha1').update(readFileSync(shopD.path)).digest('base64url'));
    expect(await fileDigest(shopD.path)).toBe(digest);
    expect(await fileDigest(shopA.path)).not.toBe(digest);
    parse.cancel();
  });

  it('gives the same records as parsing in this thread', async () => {
    expect(await withoutDerived(startParseInWorker(shopA).chunks)).toEqual(await withoutDerived(parseFeedChunks(shopA)));
  });

  it('parses a feed queued after another once that one is parsed, before its records are read', async () => {
    const first = startParseInWorker(shopA);
    const second = startParseInWorker(shopD, { after: first });
    expect(await withoutDerived(second.chunks)).toEqual(await withoutDerived(parseFeedChunks(shopD)));
    expect(await withoutDerived(first.chunks)).toEqual(await withoutDerived(parseFeedChunks(shopA)));
  });

  it('skips a queued feed that is cancelled and goes on with the next', async () => {
    const first = startParseInWorker(shopA);
    const cancelled = startParseInWorker({ ...shopD, aheadChunks: 1 }, { after: first });
    const third = startParseInWorker(shopB, { after: cancelled });
    cancelled.cancel();
    expect(await withoutDerived(third.chunks)).toEqual(await withoutDerived(parseFeedChunks(shopB)));
    expect(await collect(first.chunks)).toHaveLength(6);
  });

  it('gives back the chunks of a feed read to its end, so the parser does not count them as ahead when it parses the next feed', async () => {
    const first = startParseInWorker({ ...shopA, aheadChunks: 1 });
    await collect(first.chunks);
    const next = startParseInWorker({ ...shopB, aheadChunks: 1 }, { after: first });
    const [firstRecord] = (await collect(next.chunks)) as { slug?: string }[];
    /* Derived values are computed while more than half a chunk is ahead: any chunk of the first feed counted as not taken. */
    expect(firstRecord).not.toHaveProperty('slug');
  });

  it('counts the chunks of a feed dropped unread after its last chunk arrived as taken, so they do not stay ahead for the feeds after it', async () => {
    const dropped = startParseInWorker(shopA);
    const after = startParseInWorker(shopD, { after: dropped });
    /* The chunks of the feed queued after it arrive after all of the dropped feed's. */
    await collect(after.chunks);
    dropped.cancel();
    const next = startParseInWorker({ ...shopB, aheadChunks: 1 }, { after: after });
    const [firstRecord] = (await collect(next.chunks)) as { slug?: string }[];
    expect(firstRecord).not.toHaveProperty('slug');
  });

  it('fails only the feed that cannot be parsed; the next one queued on the thread is parsed', async () => {
    const missing = startParseInWorker({ ...shopA, path: join(FIXTURES, 'no-such-feed.xml') });
    const next = startParseInWorker(shopB, { after: missing });
    await expect(missing.digest).rejects.toThrow(/Parsing .*no-such-feed\.xml failed: .*ENOENT/);
    await expect(collect(missing.chunks)).rejects.toThrow(/Parsing .*no-such-feed\.xml failed: .*ENOENT/);
    expect(await withoutDerived(next.chunks)).toEqual(await withoutDerived(parseFeedChunks(shopB)));
  });
});

describe('parse-worker', () => {
  const boot = () => typeScriptWorker(join(__dirname, 'parse-worker.ts'));
  /** Every message the worker posts, and when the job `id` has posted its last chunk. */
  const recordUntilDone = (worker: Worker, id: number) => {
    const received: WorkerMessage[] = [];
    const done = new Promise<void>((resolve) =>
      worker.on('message', (message: WorkerMessage) => {
        received.push(message);
        if (message.id === id && message.type === 'done') resolve();
      }),
    );
    return { received, done };
  };

  it('fails a feed it cannot read once, with its digest, and does not try to parse it', async () => {
    const worker = boot();
    const { received, done: nextDone } = recordUntilDone(worker, 2);
    try {
      worker.postMessage({ type: 'job', id: 1, job: { ...shopA, path: join(FIXTURES, 'no-such-feed.xml') } } satisfies ToWorker);
      worker.postMessage({ type: 'job', id: 2, job: shopB } satisfies ToWorker);
      await nextDone;
    } finally {
      await worker.terminate();
    }
    expect(received.filter((message) => message.id === 1)).toEqual([{ type: 'error', id: 1, message: expect.stringContaining('ENOENT') }]);
  });

  it('computes slugs and title keys only while more than half the chunks it may send ahead are posted and not taken, so the importer computes them while it waits for records', async () => {
    const worker = boot();
    const texts: string[] = [];
    let done: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (done = resolve));
    /* The importer takes the chunks as it is given them, three at a time: each grant gives back the three taken. */
    const takeThree = () => worker.postMessage({ type: 'more', id: 1, chunks: 3 } satisfies ToWorker);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'digest') return;
      if (message.type !== 'chunk') return done();
      if (texts.push(message.text) % 3 === 0) takeThree();
    });
    try {
      worker.postMessage({ type: 'job', id: 1, job: { ...shopA, aheadChunks: 3 } } satisfies ToWorker);
      await finished;
    } finally {
      await worker.terminate();
    }
    /* The items are posted encoded: the item id comes first. */
    const posted = texts
      .flatMap((text) => JSON.parse(text) as { record: { item?: EncodedItem }; slug?: string; titleKey?: string | null }[])
      .filter(({ record }) => record.item);
    const inThread = new Map(
      ((await collect(parseFeedChunks(shopA))) as { record: { item?: FeedItem }; slug?: string; titleKey?: string | null }[]).map(
        (parsed) => [parsed.record.item?.itemId, parsed],
      ),
    );
    /* Prepared with 0, 1 and 2 chunks not taken: neither, A-102 both; A-103 is bad; the three taken, A-104 and A-105 again with 1 and 2. */
    expect(posted.map((parsed) => [parsed.record.item?.[0], 'slug' in parsed, 'titleKey' in parsed])).toEqual([
      ['A-100', false, false],
      ['A-101', false, false],
      ['A-102', true, true],
      ['A-104', false, false],
      ['A-105', true, true],
    ]);
    for (const { record, slug, titleKey } of posted.filter((p) => 'titleKey' in p)) {
      const expected = inThread.get(record.item?.[0]);
      expect([slug, titleKey]).toEqual([expected?.slug, expected?.titleKey]);
    }
  });

  it('counts the chunks of the feeds before as ahead until the importer takes them, so a feed queued behind starts with slugs and title keys', async () => {
    const worker = boot();
    const texts = new Map<number, string[]>();
    const feedDone = new Map<number, () => void>();
    const finished = (id: number) => new Promise<void>((resolve) => feedDone.set(id, resolve));
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'chunk') texts.set(message.id, [...(texts.get(message.id) ?? []), message.text]);
      if (message.type === 'done') feedDone.get(message.id)?.();
    });
    const derived = (id: number) =>
      (texts.get(id) ?? [])
        .flatMap((text) => JSON.parse(text) as { record: { item?: unknown }; slug?: string }[])
        .filter(({ record }) => record.item)
        .map((parsed) => 'slug' in parsed);
    try {
      const firstDone = finished(1);
      const secondDone = finished(2);
      worker.postMessage({ type: 'job', id: 1, job: { ...shopA, aheadChunks: 10 } } satisfies ToWorker);
      worker.postMessage({ type: 'job', id: 2, job: { ...shopB, aheadChunks: 10 } } satisfies ToWorker);
      await Promise.all([firstDone, secondDone]);
      /* The importer takes every chunk of both feeds: none is ahead when the third starts. */
      worker.postMessage({ type: 'more', id: 1, chunks: 6 } satisfies ToWorker);
      worker.postMessage({ type: 'more', id: 2, chunks: 3 } satisfies ToWorker);
      const thirdDone = finished(3);
      worker.postMessage({ type: 'job', id: 3, job: { ...shopB, aheadChunks: 10 } } satisfies ToWorker);
      await thirdDone;
    } finally {
      await worker.terminate();
    }
    /* Shop A's six chunks stay within half of its ten ahead; shop B starts with those six not taken; the third feed with none. */
    expect([derived(1), derived(2), derived(3)]).toEqual([
      [false, false, false, false, false],
      [true, true, true],
      [false, false, false],
    ]);
  });

  it('ignores the grants of a finished feed: the next feed stays within its own chunks ahead', async () => {
    const worker = boot();
    const { received, done: firstDone } = recordUntilDone(worker, 1);
    const secondDone = new Promise<void>((resolve) =>
      worker.on('message', (message: WorkerMessage) => {
        if (message.id === 2 && message.type === 'done') resolve();
      }),
    );
    try {
      worker.postMessage({ type: 'job', id: 1, job: shopA } satisfies ToWorker);
      worker.postMessage({ type: 'job', id: 2, job: { ...shopB, aheadChunks: 1 } } satisfies ToWorker);
      await firstDone;
      worker.postMessage({ type: 'more', id: 1, chunks: 10 } satisfies ToWorker);
      const secondTypes = () => received.filter((message) => message.id === 2).map((message) => message.type);
      /* Its one chunk ahead arrives in its own time; the grants of the first feed must add none after it. */
      while (!secondTypes().includes('chunk')) await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(secondTypes()).toEqual(['digest', 'chunk']);
      worker.postMessage({ type: 'more', id: 2, chunks: 10 } satisfies ToWorker);
      await secondDone;
      expect(secondTypes()).toEqual(['digest', 'chunk', 'chunk', 'chunk', 'done']);
    } finally {
      await worker.terminate();
    }
  });
});
