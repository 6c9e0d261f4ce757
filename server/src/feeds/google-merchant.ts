import type {
  DimensionRange,
  FeedDelivery,
  FeedDimensions,
  FeedFormat,
  FeedInput,
  FeedItem,
  FeedParam,
  FeedParseOptions,
  FeedRecord,
} from './feed-format';
import {
  ACCEPTED_CURRENCIES,
  amountIn,
  conditionOf,
  htmlToText,
  MAX_PRICE_MAJOR,
  normaliseGtin,
  parseDimensionName,
  parseDimensionValue,
  parseInstallment,
  parseMoney,
} from './values';
import { googleCategory } from '../catalogue/google-taxonomy';
import { carrierCode } from '../services/deliveries/carriers';
import { collapse, firstValue, type RawItem, imageUrlsOf, recordTools, streamXmlItems } from './xml-items';

/**
 * Google Merchant Center XML: RSS 2.0 (`<rss><channel><item>…`) or Atom 1.0 (`<feed><entry>…`, the link as
 * `<link href="…"/>`, the description also as `summary` or `content`) with the `g:` namespace, in any encoding
 * feed-encoding.ts reads, streamed. Element names are read without their namespace prefix, so `g:title` and RSS
 * `title` are the same field.
 *
 * - `price` / `sale_price`: '1299.00 BGN' (ISO 4217 code or sign after or before the amount: 'лв.', '€'). A
 *   price without a currency is taken as BGN with a warning; only BGN and EUR are accepted. An active `sale_price` (no
 *   `sale_price_effective_date`, or a range 'start/end' that contains the import time) becomes the price
 *   and `price` the shop's claimed old price.
 * - `availability`: 'in_stock' (or 'in stock', 'InStock', schema.org's URL of it) means delivery days 0; anything else
 *   leaves them unknown.
 * - Category: `product_type` (the shop's own path, '>' separated), else `google_product_category`: a Google
 *   taxonomy id ('460'), English path ('Furniture > Sofas') or Bulgarian path ('Мебели > Дивани') of home and
 *   furniture becomes our category (catalogue/google-taxonomy.ts); other text is resolved like a category path.
 *   When `product_type` names none of our categories, the import falls back to `google_product_category`.
 * - `brand` → manufacturer, `gtin` (older feeds: `ean`, `upc`) → EAN, `mpn`, `item_group_id`, `condition` (new, used, refurbished; new when absent).
 * - `color`, `size`, `material`, `pattern` and `product_detail` blocks become parameters; `product_width`,
 *   `product_height`, `product_length` (depth) with units mm/cm/m are dimensions.
 * - `shipping` blocks (country BG or none): `service` is the carrier (a code or a name such as 'Еконт', see
 *   carrierCode; without it the block is the shop's unnamed 'DELIVERY'), `price` its price, the delivery
 *   days are `max_transit_time` (else `min_transit_time`) plus `max_handling_time` when given.
 * - `installment` with `months` and `amount` ('45.90 BGN').
 * No voucher or cooling-off period: Google keeps those outside the product feed.
 */

const MAX_IMAGES = 10;
const LIMITS = { id: 200, title: 500, link: 1000, image_link: 1000, mpn: 100, brand: 200, item_group_id: 200 } as const;
const BLOCK_NAMES = ['shipping', 'installment', 'product_detail'] as const;
const PARAM_FIELDS: readonly (readonly [string, string])[] = [
  ['color', 'Цвят'],
  ['size', 'Размер'],
  ['material', 'Материал'],
  ['pattern', 'Десен'],
];
/** In stock as Google writes it ('in_stock', older 'in stock') and as schema.org-minded plugins do ('InStock', 'https://schema.org/InStock'). */
const IN_STOCK = /^(?:https?:\/\/schema\.org\/)?in[_ -]?stock$/i;
const DIMENSION_FIELDS = { product_width: 'width', product_height: 'height', product_length: 'depth' } as const;

/** Streams the records of a Google Merchant RSS or Atom feed; never holds more than one chunk of the file. */
export function parseGoogleMerchantFeed(input: FeedInput, options: FeedParseOptions = {}): AsyncGenerator<FeedRecord> {
  return streamXmlItems({
    input,
    itemNames: ['item', 'entry'],
    blockNames: BLOCK_NAMES,
    normalise: googleName,
    build: (raw) => buildRecord(raw, options),
  });
}

/**
 * An element's name without its namespace prefix, in lower case; Atom's own `<id>` (an entry's URI, beside `g:id`) is
 * `entry_id`, read only when there is no `g:id`.
 */
function googleName(name: string): string {
  const local = name.slice(name.indexOf(':') + 1).toLowerCase();
  return local === 'id' && local.length === name.length ? 'entry_id' : local;
}

export const googleMerchantFormat: FeedFormat = {
  name: 'google',
  label: 'Google Merchant',
  rootElements: ['rss', 'feed'],
  reportFields: { id: 'id', category: 'product_type' },
  parse: parseGoogleMerchantFeed,
};

function buildRecord(raw: RawItem, options: FeedParseOptions): FeedRecord {
  const { first, bad, warnings, limited, required } = recordTools({
    raw,
    limits: LIMITS,
    fields: { id: ['id', 'entry_id'], name: ['title'], url: ['link'] },
  });
  const common = required();
  if ('ok' in common) return common;
  const { itemId, productName, url } = common;

  const priceText = first('price');
  if (!priceText) return bad('price: missing');
  const regular = parseMoney(priceText);
  if (regular === null) return bad(`price: not an amount with a currency: "${priceText.slice(0, 40)}"`);
  if (regular.amount <= 0 || regular.amount >= MAX_PRICE_MAJOR * 100)
    return bad(`price: ${priceText} is out of range (0 < price < ${MAX_PRICE_MAJOR})`);
  if (regular.currency === null) warnings.push('price: no currency code, BGN assumed');
  const currency = regular.currency ?? 'BGN';
  if (!ACCEPTED_CURRENCIES.includes(currency)) return bad(`price: prices in ${currency} are not accepted (only BGN and EUR)`);

  const googleCategoryText = first('google_product_category');
  const googleCategoryOfItem = googleCategoryText === null ? null : (googleCategory(googleCategoryText) ?? collapse(googleCategoryText));
  const productType = collapse(first('product_type'));
  const categoryText = productType ?? googleCategoryOfItem;

  const { sale, expiresAt } = saleOf({ raw, regular: regular.amount, currency, now: options.now ?? new Date() }, warnings);
  const item: FeedItem = {
    itemId,
    itemGroupId: limited('item_group_id'),
    productName,
    product: null,
    description: descriptionOf(first('description') ?? first('summary') ?? first('content')),
    url,
    images: imagesOf({ raw, url }, options, warnings),
    price: sale ?? regular.amount,
    priceBeforeDiscount: sale === null ? null : regular.amount,
    currency,
    ean: eanOf(first('gtin') ?? first('ean') ?? first('upc'), warnings),
    mpn: limited('mpn'),
    manufacturer: collapse(limited('brand')),
    categoryText,
    categoryFallback: productType === null ? null : googleCategoryOfItem,
    ...paramsOf(raw, warnings),
    deliveryDays: IN_STOCK.test(first('availability') ?? '') ? 0 : null,
    deliveries: deliveriesOf({ raw, currency }, warnings),
    voucher: null,
    installment: installmentOf({ raw, currency }, warnings),
    coolingOffDays: null,
    condition: conditionOf({ field: 'condition', text: first('condition') }, warnings),
  };
  return { ok: true, item, line: raw.line, warnings, ...(expiresAt === null ? {} : { expiresAt }) };
}

/**
 * The sale price when it is valid, lower than the price and in effect at `now` (else null), and when its
 * period next starts or ends (null when it has none).
 */
function saleOf(
  input: { raw: RawItem; regular: number; currency: string; now: Date },
  warnings: string[],
): { sale: number | null; expiresAt: string | null } {
  const none = { sale: null, expiresAt: null };
  const text = firstValue(input.raw, 'sale_price');
  if (text === null) return none;
  const sale = amountIn(text, input.currency);
  if (sale === null || sale <= 0) {
    warnings.push(`sale_price: ignored "${text.slice(0, 40)}" (unreadable or another currency than price)`);
    return none;
  }
  if (sale >= input.regular) {
    warnings.push('sale_price: ignored, not lower than price');
    return none;
  }
  const period = firstValue(input.raw, 'sale_price_effective_date');
  if (period === null) return { sale, expiresAt: null };
  const [start, end] = period.split('/').map((part) => Date.parse(part.trim()));
  if (start === undefined || end === undefined || Number.isNaN(start) || Number.isNaN(end)) {
    warnings.push(`sale_price_effective_date: ignored "${period.slice(0, 60)}" (expected 'start/end' in ISO 8601), sale price not applied`);
    return none;
  }
  const now = input.now.getTime();
  if (now < start) return { sale: null, expiresAt: new Date(start).toISOString() };
  return now < end ? { sale, expiresAt: new Date(end).toISOString() } : none;
}

function descriptionOf(value: string | null): string | null {
  if (value === null) return null;
  const plain = htmlToText(value);
  return plain ? plain : null;
}

function imagesOf(input: { raw: RawItem; url: string }, options: FeedParseOptions, warnings: string[]): string[] {
  return imageUrlsOf({
    raw: input.raw,
    base: input.url,
    fields: ['image_link', 'additional_image_link'],
    maxLength: LIMITS.image_link,
    max: MAX_IMAGES,
    allowFile: options.allowFileUrls === true,
    warnings,
  });
}

function eanOf(text: string | null, warnings: string[]): string | null {
  if (text === null) return null;
  const ean = normaliseGtin(text);
  if (ean === null) warnings.push(`gtin: ignored invalid "${text.slice(0, 40)}"`);
  return ean;
}

function paramsOf(raw: RawItem, warnings: string[]): { params: FeedParam[]; dimensions: FeedDimensions } {
  const params: FeedParam[] = [];
  const dimensions: FeedDimensions = { width: null, height: null, depth: null, diameter: null };
  for (const [field, name] of PARAM_FIELDS) {
    const value = collapse(firstValue(raw, field));
    if (value) params.push({ name, value });
  }
  for (const [field, dimension] of Object.entries(DIMENSION_FIELDS)) {
    const text = firstValue(raw, field);
    if (text === null) continue;
    const range: DimensionRange | null = parseDimensionValue(text, null);
    if (range) dimensions[dimension] = range;
    else warnings.push(`${field}: ignored "${text.slice(0, 40)}" (expected a length in mm, cm or m)`);
  }
  for (const block of raw.blocks.get('product_detail') ?? []) {
    const name = collapse(block.attribute_name);
    const value = collapse(block.attribute_value);
    if (!name || !value) {
      warnings.push('product_detail: ignored, attribute_name or attribute_value missing');
      continue;
    }
    const dimension = parseDimensionName(name);
    const range = dimension ? parseDimensionValue(value, dimension.factor) : null;
    if (dimension && range) dimensions[dimension.dimension] ??= range;
    else params.push({ name, value });
  }
  return { params, dimensions };
}

function deliveriesOf(input: { raw: RawItem; currency: string }, warnings: string[]): FeedDelivery[] {
  const deliveries: FeedDelivery[] = [];
  for (const block of input.raw.blocks.get('shipping') ?? []) {
    const country = block.country?.trim().toUpperCase();
    if (country && country !== 'BG') continue;
    const service = collapse(block.service);
    const id = service === null ? 'DELIVERY' : carrierCode(service);
    const price = amountIn(block.price ?? '', input.currency);
    if (price === null || price >= MAX_PRICE_MAJOR * 100) {
      warnings.push(`shipping: ignored block "${service ?? ''}" (price missing, invalid or in another currency)`);
      continue;
    }
    const days = (name: string) => (/^\d{1,3}$/.test(block[name]?.trim() ?? '') ? Number(block[name]) : null);
    const transit = days('max_transit_time') ?? days('min_transit_time');
    const handling = days('max_handling_time') ?? 0;
    deliveries.push({ id, price, priceCod: null, deliveryDays: transit === null ? null : transit + handling });
  }
  return deliveries;
}

function installmentOf(input: { raw: RawItem; currency: string }, warnings: string[]): FeedItem['installment'] {
  const block = input.raw.blocks.get('installment')?.[0];
  if (!block) return null;
  const installment = parseInstallment({ monthsText: block.months?.trim() ?? '', amount: amountIn(block.amount ?? '', input.currency) });
  if (installment === null)
    warnings.push(
      `installment: ignored (months "${(block.months ?? '').trim().slice(0, 10)}", amount "${(block.amount ?? '').trim().slice(0, 20)}")`,
    );
  return installment;
}
