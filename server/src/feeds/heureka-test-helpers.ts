import { Readable } from 'node:stream';
import type { FeedRecord } from './feed-format';
import { parseHeurekaFeed } from './heureka';

/* What the Heureka parser's test files share: reading a feed to its records, and writing feeds and items. */

export async function collect(xml: string | Readable, options?: { allowFileUrls?: boolean }): Promise<FeedRecord[]> {
  const records: FeedRecord[] = [];
  for await (const record of parseHeurekaFeed(typeof xml === 'string' ? Readable.from([xml]) : xml, options)) records.push(record);
  return records;
}

export const feed = (...items: string[]) => `<?xml version="1.0" encoding="utf-8"?>\n<SHOP>\n${items.join('\n')}\n</SHOP>\n`;

export function shopItem(fields: Record<string, string | null> = {}, extra = ''): string {
  const base: Record<string, string | null> = {
    ITEM_ID: 'A1',
    PRODUCTNAME: 'Ъглов диван Верона, ляв, сив',
    URL: 'https://mebeli.example/verona',
    PRICE_VAT: '1299.90',
    CATEGORYTEXT: 'Мебели | Дивани | Ъглови дивани',
    ...fields,
  };
  const body = Object.entries(base)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join('');
  return `<SHOPITEM>${body}${extra}</SHOPITEM>`;
}
