import type { DimensionRange, FeedItem, OfferCondition } from './feed-format';

type Range = readonly [from: number, to: number] | null;

/**
 * A FeedItem as a JSON array of its values in a fixed order, nested parts as arrays too: the text the parser
 * thread hashes and posts. Without the property names it is much shorter, and cheaper to build, hash, parse
 * and decode than the item objects (figures in docs/adr/0002-feed-parsing-in-a-worker-thread.md).
 */
type EncodedFields = readonly [
  itemId: string,
  itemGroupId: string | null,
  productName: string,
  product: string | null,
  description: string | null,
  url: string,
  images: string[],
  price: number,
  priceBeforeDiscount: number | null,
  currency: string,
  ean: string | null,
  mpn: string | null,
  manufacturer: string | null,
  categoryText: string | null,
  params: readonly (readonly [name: string, value: string])[],
  dimensions: readonly [width: Range, height: Range, depth: Range, diameter: Range],
  deliveryDays: number | null,
  deliveries: readonly (readonly [id: string, price: number, priceCod: number | null, deliveryDays: number | null])[],
  voucher: readonly [code: string, type: 'percent' | 'amount' | null, value: number | null, description: string | null] | null,
  installment: readonly [months: number, amount: number] | null,
  coolingOffDays: number | null,
  condition: OfferCondition,
];

/** The fallback category comes last and only when there is one: an item without one keeps the text, and so the hash, it had before. */
export type EncodedItem = readonly [...EncodedFields, categoryFallback?: string];

const encodeRange = (range: DimensionRange | null): Range => (range === null ? null : [range.from, range.to]);
const decodeRange = (range: Range): DimensionRange | null => (range === null ? null : { from: range[0], to: range[1] });

export function encodeItem(item: FeedItem): EncodedItem {
  const { dimensions, voucher, installment } = item;
  const fields: EncodedFields = [
    item.itemId,
    item.itemGroupId,
    item.productName,
    item.product,
    item.description,
    item.url,
    item.images,
    item.price,
    item.priceBeforeDiscount,
    item.currency,
    item.ean,
    item.mpn,
    item.manufacturer,
    item.categoryText,
    item.params.map((param) => [param.name, param.value] as const),
    [encodeRange(dimensions.width), encodeRange(dimensions.height), encodeRange(dimensions.depth), encodeRange(dimensions.diameter)],
    item.deliveryDays,
    item.deliveries.map((delivery) => [delivery.id, delivery.price, delivery.priceCod, delivery.deliveryDays] as const),
    voucher === null ? null : [voucher.code, voucher.type, voucher.value, voucher.description],
    installment === null ? null : [installment.months, installment.amount],
    item.coolingOffDays,
    item.condition,
  ];
  return item.categoryFallback === null ? fields : [...fields, item.categoryFallback];
}

export function decodeItem(encoded: EncodedItem): FeedItem {
  const [width, height, depth, diameter] = encoded[15];
  const voucher = encoded[18];
  const installment = encoded[19];
  return {
    itemId: encoded[0],
    itemGroupId: encoded[1],
    productName: encoded[2],
    product: encoded[3],
    description: encoded[4],
    url: encoded[5],
    images: encoded[6],
    price: encoded[7],
    priceBeforeDiscount: encoded[8],
    currency: encoded[9],
    ean: encoded[10],
    mpn: encoded[11],
    manufacturer: encoded[12],
    categoryText: encoded[13],
    params: encoded[14].map(([name, value]) => ({ name, value })),
    dimensions: { width: decodeRange(width), height: decodeRange(height), depth: decodeRange(depth), diameter: decodeRange(diameter) },
    deliveryDays: encoded[16],
    deliveries: encoded[17].map(([id, price, priceCod, deliveryDays]) => ({ id, price, priceCod, deliveryDays })),
    voucher: voucher === null ? null : { code: voucher[0], type: voucher[1], value: voucher[2], description: voucher[3] },
    installment: installment === null ? null : { months: installment[0], amount: installment[1] },
    coolingOffDays: encoded[20],
    condition: encoded[21],
    categoryFallback: encoded[22] ?? null,
  };
}
