import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config/env';
import type { Db } from '../db/database';
import { importFeed, type ImportReport } from '../feeds/importer';
import { watchdogAlerts } from '../services/watchdog';

/** How each feed format opens and closes an item and names its id. */
const ITEM_SHAPES = [
  { open: '<SHOPITEM>', close: '</SHOPITEM>', id: (itemId: string) => `<ITEM_ID>${itemId}</ITEM_ID>` },
  { open: '<item>', close: '</item>', id: (itemId: string) => `<g:id>${itemId}</g:id>` },
];

/**
 * The feed with one item at a new price (major units) and no old price: Heureka's PRICE_VAT without
 * PRICE_BEFORE_DISCOUNT, or Google's item g:price (its currency kept) without g:sale_price. Everything else as it was.
 */
export function repricedFeed(xml: string, change: { itemId: string; price: number }): string {
  const price = change.price.toFixed(2);
  for (const shape of ITEM_SHAPES) {
    const at = xml.indexOf(shape.id(change.itemId));
    if (at < 0) continue;
    const start = xml.lastIndexOf(shape.open, at);
    const end = xml.indexOf(shape.close, at) + shape.close.length;
    const item = xml
      .slice(start, end)
      .replace(/<PRICE_VAT>[^<]*<\/PRICE_VAT>/, `<PRICE_VAT>${price}</PRICE_VAT>`)
      .replace(/<PRICE_BEFORE_DISCOUNT>[^<]*<\/PRICE_BEFORE_DISCOUNT>/, '')
      .replace(/<g:sale_price>[^<]*<\/g:sale_price>/, '')
      .replace(
        /<g:price>[^<]*?(\s+[A-Z]{3})?<\/g:price>/,
        (_match, currency: string | undefined) => `<g:price>${price}${currency ?? ''}</g:price>`,
      );
    return `${xml.slice(0, start)}${item}${xml.slice(end)}`;
  }
  throw new Error(`The feed has no item ${change.itemId}`);
}

/**
 * A shop's next export with one offer at a new price, imported as the CLI imports a feed and followed by the watchdog
 * alerts: the shop's last completed feed is copied into $DATA_DIR/repriced-feeds with the offer repriced. For trying
 * alerts by hand on the demo (src/scripts/reprice-feed.ts). The feeds it re-imports are the
 * demo's or its own copies, which name file: images.
 */
export async function importRepricedFeed(options: {
  db: Db;
  config: Config;
  variantId: number;
  price: number;
}): Promise<{ report: ImportReport; alerted: number; sent: number }> {
  const { db, config } = options;
  const offer = await db
    .selectFrom('variants as v')
    .innerJoin('shops as s', 's.id', 'v.shop_id')
    .select(['v.item_id', 's.slug', 's.id as shop_id'])
    .where('v.id', '=', options.variantId)
    .executeTakeFirst();
  if (offer === undefined) throw new Error(`Unknown variant ${options.variantId}`);
  const last = await db
    .selectFrom('feed_imports')
    .select('source')
    .where('shop_id', '=', offer.shop_id)
    .where('status', '=', 'done')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (last === undefined) throw new Error(`Shop ${offer.slug} has no completed import to start from`);
  const source = last.source.startsWith('file:') ? fileURLToPath(last.source) : last.source;
  const dir = join(config.DATA_DIR, 'repriced-feeds');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${offer.slug}-${Date.now()}.xml`);
  writeFileSync(path, repricedFeed(readFileSync(source, 'utf8'), { itemId: offer.item_id, price: options.price }));
  const report = await importFeed({ db, shopSlug: offer.slug, source: path, allowFileImages: true });
  return { report, ...(await watchdogAlerts({ db, config }).run()) };
}
