/** The database writes of an import batch: offer columns, images, deliveries and price history. */
import type { PriceFacts, PricePoint } from '../catalogue/pricing';
import { bulkInsert, LOOKUP_CHUNK, type ParameterStyle, paddedList, selectByList } from '../db/bulk-insert';
import type { FeedItem } from './feed-format';
import { chunks, type Prepared, slugOf, type Trx, unique } from './import-entry';

/**
 * The variant columns an item and its price facts give, in one object literal: spreading two objects into
 * a third made V8 build each of the bench's 96k rows property by property (~1 s of the importing thread).
 */
export function variantValues(row: { entry: Prepared; facts: PriceFacts; now: string }) {
  const { entry, facts, now } = row;
  const { item } = entry;
  const { width, height, depth, diameter } = item.dimensions;
  const deliveryPrices = item.deliveries.map((d) => d.price);
  return {
    item_group_id: item.itemGroupId,
    name: item.productName,
    slug: slugOf(entry),
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
    updated_at: now,
    lowest_price_30d: facts.lowestPrice30d,
    discount_verified: facts.discountVerified ? 1 : 0,
    price_drop_at: facts.priceDropAt,
  };
}

/**
 * Links each written offer to its images in feed order, replacing the links of rewritten offers; `images` (source URL
 * → id) is the import's memory of the images it stored or found, so each URL is inserted or looked up once.
 */
export async function writeImages(
  trx: Trx,
  write: { style: ParameterStyle; images: Map<string, number>; items: FeedItem[]; variantIds: Map<string, number>; replaced: number[] },
): Promise<void> {
  const { images } = write;
  const urls = unique(write.items.flatMap((item) => item.images)).filter((url) => !images.has(url));
  for (const list of chunks(urls, LOOKUP_CHUNK)) {
    const insert = {
      table: 'images' as const,
      rows: list.map((source_url) => ({ source_url })),
      ignoreConflictOn: 'source_url' as const,
      returning: ['id', 'source_url'] as const,
    };
    const inserted = await bulkInsert<'images', { id: number; source_url: string }>(trx, { style: write.style, insert });
    for (const row of inserted) images.set(row.source_url, row.id);
    const known = list.filter((url) => !images.has(url));
    if (known.length === 0) continue;
    const rows = await selectByList<{ id: number; source_url: string }, string>(trx, {
      style: write.style,
      values: known,
      text: (list) => `select "id", "source_url" from "images" where "source_url" in ${list}`,
    });
    for (const row of rows) images.set(row.source_url, row.id);
  }
  for (const ids of chunks(write.replaced, LOOKUP_CHUNK)) {
    await trx.deleteFrom('variant_images').where('variant_id', 'in', paddedList(ids)).execute();
  }
  const links = write.items.flatMap((item) => {
    const variantId = write.variantIds.get(item.itemId);
    return variantId === undefined
      ? []
      : item.images.map((url, position) => ({ variant_id: variantId, position, image_id: images.get(url) as number }));
  });
  await bulkInsert(trx, { style: write.style, insert: { table: 'variant_images', rows: links } });
}

/** The price history point an item is at the import time. */
export function pointOf(item: FeedItem, now: string): PricePoint {
  return { price: item.price, currency: item.currency, inStock: item.deliveryDays === 0, active: true, recordedAt: now };
}

/** The delivery options of each written offer, replacing those of rewritten offers. */
export async function writeDeliveries(
  trx: Trx,
  write: { style: ParameterStyle; entries: Prepared[]; variantIds: Map<string, number>; replaced: number[] },
): Promise<void> {
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
  await bulkInsert(trx, { style: write.style, insert: { table: 'variant_deliveries', rows } });
}

/** The price history of each variant, oldest first. */
export async function loadHistory(trx: Trx, variantIds: readonly number[]): Promise<Map<number, PricePoint[]>> {
  const history = new Map<number, PricePoint[]>();
  for (const ids of chunks(variantIds, LOOKUP_CHUNK)) {
    const rows = await trx
      .selectFrom('price_history')
      .selectAll()
      .where('variant_id', 'in', paddedList(ids))
      .orderBy('recorded_at')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const list = history.get(row.variant_id) ?? [];
      list.push({
        price: row.price,
        currency: row.currency,
        inStock: row.in_stock === 1,
        active: row.active === 1,
        recordedAt: row.recorded_at,
      });
      history.set(row.variant_id, list);
    }
  }
  return history;
}

/** Appends price history points in multi-row inserts. */
export async function appendHistory(
  trx: Trx,
  append: { style: ParameterStyle; entries: readonly { variantId: number; point: PricePoint }[] },
): Promise<void> {
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
