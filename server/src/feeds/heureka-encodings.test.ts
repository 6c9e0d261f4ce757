import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { utf16, windows1251 } from '../../test/encodings';
import type { FeedRecord } from './feed-format';
import { parseHeurekaFeed } from './heureka';
import { collect, feed, shopItem } from './heureka-test-helpers';

describe('parseHeurekaFeed', () => {
  const bytesIn = (bytes: Buffer, size: number) =>
    Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, i * size + size)));
  const cyrillicFeed = (encoding: string) =>
    `<?xml version="1.0" encoding="${encoding}"?>\n<SHOP>\n${shopItem({ PRODUCTNAME: 'Ъглов диван „Ёлка“ – №5' })}\n</SHOP>\n`;

  it.each([['windows-1251'], ['WINDOWS-1251'], ['cp1251']])(
    'imports a feed declared %s like a UTF-8 one, in chunks of any size (issue 22 point 5)',
    async (encoding) => {
      const bytes = windows1251(cyrillicFeed(encoding));
      for (const size of [1, 3, bytes.length]) {
        const records = await collect(bytesIn(bytes, size));
        expect(records).toEqual([
          expect.objectContaining({
            ok: true,
            line: 3,
            item: expect.objectContaining({ productName: 'Ъглов диван „Ёлка“ – №5', categoryText: 'Мебели | Дивани | Ъглови дивани' }),
          }),
        ]);
      }
    },
  );

  it.each([['le' as const], ['be' as const]])('imports a UTF-16 %s feed by its byte order mark', async (order) => {
    const bytes = utf16(cyrillicFeed('UTF-16'), order);
    const records = await collect(bytesIn(bytes, 5));
    expect(records).toEqual([
      expect.objectContaining({ ok: true, item: expect.objectContaining({ productName: 'Ъглов диван „Ёлка“ – №5' }) }),
    ]);
  });

  it('takes a text stream as decoded, whatever its declaration says', async () => {
    const [record] = await collect(cyrillicFeed('windows-1251'));
    expect(record).toMatchObject({ ok: true, item: { productName: 'Ъглов диван „Ёлка“ – №5' } });
  });

  it('reports a byte that is not valid in the feed encoding on its line, keeping the items before it', async () => {
    const good = Buffer.from(feed(shopItem({ ITEM_ID: 'FIRST' }), '\n', shopItem({ ITEM_ID: 'SECOND' })).replace('</SHOP>\n', ''));
    const bytes = Buffer.concat([
      good,
      Buffer.from('\n'),
      windows1251(shopItem({ ITEM_ID: 'CP1251', PRODUCTNAME: 'Маса' })),
      Buffer.from('\n</SHOP>\n'),
    ]);
    for (const size of [1, 2, 7, 64 * 1024]) {
      const records = await collect(bytesIn(bytes, size));
      expect(records.map((r) => (r.ok ? r.item.itemId : r.reason))).toEqual([
        'FIRST',
        'SECOND',
        expect.stringMatching(/^Feed rejected: line 8: byte E0 .*is not valid UTF-8 \(check the encoding in the XML declaration\)$/),
      ]);
      expect(records[2]).toMatchObject({ ok: false, fatal: true, line: 8 });
    }
  });

  it('reports a lone surrogate in a UTF-16 feed on its line', async () => {
    const head = utf16(`<?xml version="1.0" encoding="UTF-16"?>\n<SHOP>\n${shopItem({ ITEM_ID: 'FIRST' })}\n`, 'le');
    const bytes = Buffer.concat([
      head,
      Buffer.from([0x00, 0xd8, 0x41, 0x00]),
      Buffer.from(`${shopItem({ ITEM_ID: 'SECOND' })}\n</SHOP>\n`, 'utf16le'),
    ]);
    for (const size of [3, 64 * 1024]) {
      const records = await collect(bytesIn(bytes, size));
      expect(records.map((r) => (r.ok ? r.item.itemId : r.reason))).toEqual([
        'FIRST',
        expect.stringMatching(/^Feed rejected: line 4: byte .* is not valid UTF-16LE/),
      ]);
    }
  });

  it('refuses an encoding it does not read, and UTF-16 declared without UTF-16 bytes', async () => {
    const [unsupported] = await collect(
      Readable.from([Buffer.from(`<?xml version="1.0" encoding="Shift_JIS"?><SHOP>${shopItem()}</SHOP>`)]),
    );
    expect(unsupported).toEqual({ ok: false, fatal: true, line: 1, reason: expect.stringContaining('unsupported encoding "Shift_JIS"') });
    const [utf16Declared] = await collect(
      Readable.from([Buffer.from(`<?xml version="1.0" encoding="UTF-16"?><SHOP>${shopItem()}</SHOP>`)]),
    );
    expect(utf16Declared).toEqual({ ok: false, fatal: true, line: 1, reason: expect.stringContaining('not UTF-16') });
  });

  it('reads a file in chunks, with multi-byte characters split between chunks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uyut-feed-'));
    const path = join(dir, 'feed.xml');
    const items = Array.from({ length: 1000 }, (_, i) => shopItem({ ITEM_ID: `I${i}`, PRODUCTNAME: `Холна маса Щастие №${i}` }));
    writeFileSync(path, feed(...items));
    const bytes = Buffer.from(feed(...items));
    const tinyChunks = Readable.from(Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7)));
    const fromFile: FeedRecord[] = [];
    for await (const record of parseHeurekaFeed(path)) fromFile.push(record);
    const fromChunks = await collect(tinyChunks);
    expect(fromFile).toHaveLength(1000);
    expect(fromFile.every((r) => r.ok)).toBe(true);
    expect(fromFile[999]).toMatchObject({ item: { productName: 'Холна маса Щастие №999' } });
    expect(fromChunks).toEqual(fromFile);
  });

  it('yields items before the end of the stream', async () => {
    async function* slowFeed() {
      yield `<SHOP>${shopItem({ ITEM_ID: 'EARLY' })}`;
      throw new Error('connection reset');
    }
    const seen: string[] = [];
    await expect(async () => {
      for await (const record of parseHeurekaFeed(slowFeed())) if (record.ok) seen.push(record.item.itemId);
    }).rejects.toThrow('connection reset');
    expect(seen).toEqual(['EARLY']);
  });
});
