import { join } from 'node:path';
import { type ChunkMessage, type ParseJob, parseFeedChunks, startParseInWorker } from './parallel-parse';

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

async function collect(chunks: AsyncIterable<ChunkMessage>): Promise<unknown[]> {
  const records: unknown[] = [];
  for await (const message of chunks) if (message.type === 'chunk') records.push(...message.records);
  return records;
}

describe('startParseInWorker', () => {
  it('gives the same records as parsing in this thread', async () => {
    const shopA = job('heureka-shop-a.xml', 'heureka');
    expect(await collect(startParseInWorker(shopA).chunks)).toEqual(await collect(parseFeedChunks(shopA)));
  });

  it('frees its thread for the next feed once the last chunk is sent, before the importer has read the chunks', async () => {
    const shopA = job('heureka-shop-a.xml', 'heureka');
    const shopD = job('google-shop-d.xml', 'google');
    const first = startParseInWorker(shopA);
    await first.parsed;
    const second = startParseInWorker(shopD);
    expect(await collect(second.chunks)).toEqual(await collect(parseFeedChunks(shopD)));
    expect(await collect(first.chunks)).toEqual(await collect(parseFeedChunks(shopA)));
  });

  it('keeps the next feed within its chunks ahead while the previous feed is still being read', async () => {
    const first = startParseInWorker(job('heureka-shop-a.xml', 'heureka'));
    await first.parsed;
    const second = startParseInWorker({ ...job('heureka-shop-b.xml', 'heureka'), aheadChunks: 1 });
    let secondParsed = false;
    void second.parsed.then(() => (secondParsed = true));
    expect(await collect(first.chunks)).toHaveLength(6);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondParsed).toBe(false);
    expect(await collect(second.chunks)).toHaveLength(3);
    expect(secondParsed).toBe(true);
  });
});
