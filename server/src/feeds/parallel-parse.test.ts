import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { createHash } from 'node:crypto';
import { type ChunkMessage, HASH_VERSION, type ParseJob, type ToWorker, type WorkerMessage, parseFeedChunks, startParseInWorker } from './parallel-parse';

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

describe('parseFeedChunks', () => {
  it('hashes each item as earlier imports stored it: SHA-1 of the JSON of the hash version and the item', async () => {
    const records = (await collect(parseFeedChunks(shopD))) as { record: { ok: boolean; item: unknown }; itemHash: string }[];
    const good = records.filter(({ record }) => record.ok);
    expect(good.length).toBeGreaterThan(0);
    for (const { record, itemHash } of good) expect(itemHash).toBe(createHash('sha1').update(JSON.stringify([HASH_VERSION, record.item])).digest('base64url'));
  });
});

describe('startParseInWorker', () => {
  it('gives the same records as parsing in this thread', async () => {
    expect(await collect(startParseInWorker(shopA).chunks)).toEqual(await collect(parseFeedChunks(shopA)));
  });

  it('parses a feed queued after another once that one is parsed, before its records are read', async () => {
    const first = startParseInWorker(shopA);
    const second = startParseInWorker(shopD, { after: first });
    expect(await collect(second.chunks)).toEqual(await collect(parseFeedChunks(shopD)));
    expect(await collect(first.chunks)).toEqual(await collect(parseFeedChunks(shopA)));
  });

  it('skips a queued feed that is cancelled and goes on with the next', async () => {
    const first = startParseInWorker(shopA);
    const cancelled = startParseInWorker({ ...shopD, aheadChunks: 1 }, { after: first });
    const third = startParseInWorker(shopB, { after: cancelled });
    cancelled.cancel();
    expect(await collect(third.chunks)).toEqual(await collect(parseFeedChunks(shopB)));
    expect(await collect(first.chunks)).toHaveLength(6);
  });

  it('fails only the feed that cannot be parsed; the next one queued on the thread is parsed', async () => {
    const missing = startParseInWorker({ ...shopA, path: join(FIXTURES, 'no-such-feed.xml') });
    const next = startParseInWorker(shopB, { after: missing });
    await expect(collect(missing.chunks)).rejects.toThrow(/Parsing .*no-such-feed\.xml failed: .*ENOENT/);
    expect(await collect(next.chunks)).toEqual(await collect(parseFeedChunks(shopB)));
  });
});

describe('parse-worker', () => {
  it("ignores the grants of a finished feed: the next feed stays within its own chunks ahead", async () => {
    const worker = new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(join(__dirname, 'parse-worker.ts'))});`, { eval: true });
    const received: WorkerMessage[] = [];
    const firstDone = new Promise<void>((resolve) =>
      worker.on('message', (message: WorkerMessage) => {
        received.push(message);
        if (message.id === 1 && message.type === 'done') resolve();
      }),
    );
    try {
      worker.postMessage({ type: 'job', id: 1, job: shopA } satisfies ToWorker);
      worker.postMessage({ type: 'job', id: 2, job: { ...shopB, aheadChunks: 1 } } satisfies ToWorker);
      await firstDone;
      worker.postMessage({ type: 'more', id: 1, chunks: 10 } satisfies ToWorker);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received.filter((message) => message.id === 2).map((message) => message.type)).toEqual(['chunk']);
      worker.postMessage({ type: 'more', id: 2, chunks: 10 } satisfies ToWorker);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received.filter((message) => message.id === 2).map((message) => message.type)).toEqual(['chunk', 'chunk', 'chunk', 'done']);
    } finally {
      await worker.terminate();
    }
  });
});
