import { createReadStream } from 'node:fs';
import { SaxesParser } from 'saxes';
import type {
  FeedDelivery,
  FeedDimensions,
  FeedFormat,
  FeedInput,
  FeedItem,
  FeedParam,
  FeedParseOptions,
  FeedRecord,
  FeedVoucher,
} from './feed-format';
import { htmlToText, MAX_PRICE_MAJOR, normaliseGtin, parseDimensionName, parseDimensionValue, parseMoney } from './values';

/**
 * Heureka XML (`<SHOP><SHOPITEM>…</SHOPITEM></SHOP>`, UTF-8), read as a stream.
 *
 * Besides the standard elements we accept:
 * - `PRICE_BEFORE_DISCOUNT` — our extension: the shop's old price incl. VAT, same format as PRICE_VAT.
 *   Kept only when higher than PRICE_VAT (it is the shop's claim, verified elsewhere from history).
 * - `CURRENCY` — ISO 4217 code of the item's prices; BGN when absent.
 * - `SALES_VOUCHER` with `CODE`, `VALUE` ('10%' = percent, '15.00' = amount in the item currency) and
 *   `DESCRIPTION` (Heureka's `DESC` is read too).
 * - Dimensions: PARAMs named 'Ширина', 'Височина', 'Дълбочина', 'Диаметър' (optionally 'Ширина (см)').
 *   Values are millimetres unless they (or the name) carry a unit: мм/mm, см/cm, м/m; '160-200 см' is a range.
 *   Such PARAMs become `dimensions` and are not repeated in `params`; unreadable ones stay ordinary params.
 * - `DELIVERY_DATE` as whole days (0 = in stock); a calendar date is ignored with a warning.
 *
 * Safety: a DOCTYPE stops the feed (so entity definitions — billion laughs, XXE — are never read, let
 * alone expanded); undeclared entities are an XML error. An XML error is reported with its line and ends
 * the feed; items before it were already yielded.
 */

const MAX_IMAGES = 10;
const MAX_FIELD_CHARS = 100_000;
const MAX_ITEMS_PER_FIELD = 100;

const LIMITS = { ITEM_ID: 200, PRODUCTNAME: 500, URL: 1000, IMGURL: 1000, PRODUCTNO: 100, MANUFACTURER: 200, ITEMGROUP_ID: 200 } as const;

interface RawItem {
  line: number;
  fields: Map<string, string[]>;
  params: Record<string, string>[];
  deliveries: Record<string, string>[];
  vouchers: Record<string, string>[];
  /** The open PARAM / DELIVERY / SALES_VOUCHER block, if any. */
  block: Record<string, string> | null;
  problem: string | null;
}

const BLOCKS: Readonly<Record<string, 'params' | 'deliveries' | 'vouchers'>> = {
  PARAM: 'params',
  DELIVERY: 'deliveries',
  SALES_VOUCHER: 'vouchers',
};

class FeedRejected extends Error {}

/** Streams the records of a Heureka XML feed; never holds more than one chunk of the file. */
export async function* parseHeurekaFeed(input: FeedInput, options: FeedParseOptions = {}): AsyncGenerator<FeedRecord> {
  const queue: FeedRecord[] = [];
  const parser = new SaxesParser({ position: true });
  let item: RawItem | null = null;
  /** Element names below the current SHOPITEM. */
  const path: string[] = [];
  let text = '';
  /**
   * saxes reports a close tag for an element that a wrong close tag ends implicitly, then fails. A SHOPITEM
   * closed as the very last event before an error may be such a truncated item, so it is not trusted.
   */
  let lastEventClosedItem = false;

  parser.on('xmldecl', (decl) => {
    if (decl.encoding && !/^utf-?8$/i.test(decl.encoding)) {
      throw new FeedRejected(`unsupported encoding "${decl.encoding}"; the feed must be UTF-8`);
    }
  });
  parser.on('doctype', () => {
    throw new FeedRejected('DOCTYPE is not allowed in a feed (entities are never expanded)');
  });
  parser.on('opentag', (tag) => {
    lastEventClosedItem = false;
    const name = tag.name.toUpperCase();
    if (!item) {
      if (name === 'SHOPITEM') item = { line: parser.line, fields: new Map(), params: [], deliveries: [], vouchers: [], block: null, problem: null };
      return;
    }
    if (path.length === 0 && BLOCKS[name]) item.block = {};
    path.push(name);
    text = '';
  });
  const onText = (chunk: string) => {
    lastEventClosedItem = false;
    if (!item || path.length === 0) return;
    if (text.length + chunk.length > MAX_FIELD_CHARS) {
      item.problem ??= `${path[path.length - 1]}: longer than ${MAX_FIELD_CHARS} characters`;
      return;
    }
    text += chunk;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    lastEventClosedItem = false;
    if (!item) return;
    const name = path.pop();
    if (name === undefined) {
      queue.push(buildRecord(item, options));
      lastEventClosedItem = true;
      item = null;
      return;
    }
    const value = text;
    text = '';
    if (path.length === 0) {
      const list = BLOCKS[name];
      if (list && item.block) {
        if (item[list].length < MAX_ITEMS_PER_FIELD) item[list].push(item.block);
        item.block = null;
        return;
      }
      const values = item.fields.get(name) ?? [];
      if (values.length < MAX_ITEMS_PER_FIELD) values.push(value);
      item.fields.set(name, values);
    } else if (path.length === 1 && item.block) {
      item.block[name] ??= value;
    }
  });

  const decoder = new TextDecoder('utf-8', { fatal: true });
  const feed = (chunk: string | Uint8Array | null): FeedRecord | null => {
    try {
      if (chunk === null) {
        parser.write(decoder.decode());
        parser.close();
      } else {
        parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      }
      return null;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const line = parser.line;
      const suspect = lastEventClosedItem ? queue.pop() : undefined;
      if (suspect) {
        const itemId = suspect.ok ? suspect.item.itemId : suspect.itemId;
        queue.push({ ok: false, ...(itemId === undefined ? {} : { itemId }), line: suspect.line, reason: 'SHOPITEM: cut short by the XML error that follows' });
      }
      const reason = error instanceof FeedRejected ? `Feed rejected: ${message}` : `XML error: ${message}`;
      return { ok: false, line, reason, fatal: true };
    }
  };

  const stream = typeof input === 'string' ? createReadStream(input, { highWaterMark: 64 * 1024 }) : input;
  for await (const chunk of stream) {
    const fatal = feed(chunk as string | Uint8Array);
    yield* queue.splice(0);
    if (fatal) {
      yield fatal;
      return;
    }
  }
  const fatal = feed(null);
  yield* queue.splice(0);
  if (fatal) yield fatal;
}

export const heurekaFormat: FeedFormat = { name: 'heureka', parse: parseHeurekaFeed };

/** Field errors make the item bad; problems with optional fields drop the value with a warning. */
function buildRecord(raw: RawItem, options: FeedParseOptions): FeedRecord {
  const first = (name: string) => {
    const value = raw.fields.get(name)?.[0]?.trim();
    return value ? value : null;
  };
  const itemId = first('ITEM_ID') ?? undefined;
  const bad = (reason: string): FeedRecord => ({ ok: false, ...(itemId === undefined ? {} : { itemId }), line: raw.line, reason });
  const warnings: string[] = [];
  const limited = (name: keyof typeof LIMITS) => {
    const value = first(name);
    if (value === null || value.length <= LIMITS[name]) return value;
    warnings.push(`${name}: cut to ${LIMITS[name]} characters`);
    return value.slice(0, LIMITS[name]);
  };

  if (raw.problem) return bad(raw.problem);
  if (itemId === undefined) return bad('ITEM_ID: missing');
  if (itemId.length > LIMITS.ITEM_ID) return bad(`ITEM_ID: longer than ${LIMITS.ITEM_ID} characters`);

  const productName = collapse(limited('PRODUCTNAME'));
  if (!productName) return bad('PRODUCTNAME: missing');

  const url = first('URL');
  if (!url) return bad('URL: missing');
  if (url.length > LIMITS.URL || !isUrl(url, false)) return bad(`URL: not an absolute http(s) URL: "${url.slice(0, 100)}"`);

  const priceText = first('PRICE_VAT');
  if (!priceText) return bad('PRICE_VAT: missing');
  const price = parseMoney(priceText);
  if (price === null) return bad(`PRICE_VAT: not a number: "${priceText.slice(0, 40)}"`);
  if (price <= 0 || price >= MAX_PRICE_MAJOR * 100) return bad(`PRICE_VAT: ${priceText} is out of range (0 < price < ${MAX_PRICE_MAJOR})`);

  const categoryText = collapse(first('CATEGORYTEXT'));
  if (!categoryText) return bad('CATEGORYTEXT: missing');

  const currencyText = first('CURRENCY');
  const currency = currencyText === null ? 'BGN' : /^лв\.?$/i.test(currencyText) ? 'BGN' : currencyText.toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) return bad(`CURRENCY: not an ISO 4217 code: "${currencyText}"`);

  const item: FeedItem = {
    itemId,
    itemGroupId: limited('ITEMGROUP_ID'),
    productName,
    product: collapse(first('PRODUCT')),
    description: descriptionOf(first('DESCRIPTION')),
    url,
    images: imagesOf(raw, options, warnings),
    price,
    priceBeforeDiscount: oldPriceOf(first('PRICE_BEFORE_DISCOUNT'), price, warnings),
    currency,
    ean: eanOf(first('EAN'), warnings),
    mpn: limited('PRODUCTNO'),
    manufacturer: collapse(limited('MANUFACTURER')),
    categoryText,
    ...paramsOf(raw, warnings),
    deliveryDays: deliveryDaysOf(first('DELIVERY_DATE'), warnings),
    deliveries: deliveriesOf(raw, warnings),
    voucher: voucherOf(raw, warnings),
    itemType: first('ITEM_TYPE'),
  };
  return { ok: true, item, line: raw.line, warnings };
}

function collapse(value: string | null): string | null {
  const collapsed = value?.replace(/\s+/g, ' ').trim();
  return collapsed ? collapsed : null;
}

function isUrl(value: string, allowFile: boolean): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' || (allowFile && protocol === 'file:');
  } catch {
    return false;
  }
}

function descriptionOf(value: string | null): string | null {
  if (value === null) return null;
  const plain = htmlToText(value);
  return plain ? plain : null;
}

function imagesOf(raw: RawItem, options: FeedParseOptions, warnings: string[]): string[] {
  const candidates = [...(raw.fields.get('IMGURL') ?? []), ...(raw.fields.get('IMGURL_ALTERNATIVE') ?? [])].map((url) => url.trim()).filter(Boolean);
  const images: string[] = [];
  for (const url of candidates) {
    if (url.length > LIMITS.IMGURL || !isUrl(url, options.allowFileUrls === true)) {
      warnings.push(`IMGURL: ignored "${url.slice(0, 100)}" (not an http(s) URL)`);
    } else if (!images.includes(url) && images.length < MAX_IMAGES) {
      images.push(url);
    }
  }
  return images;
}

function oldPriceOf(text: string | null, price: number, warnings: string[]): number | null {
  if (text === null) return null;
  const old = parseMoney(text);
  if (old === null || old >= MAX_PRICE_MAJOR * 100) {
    warnings.push(`PRICE_BEFORE_DISCOUNT: ignored "${text.slice(0, 40)}"`);
    return null;
  }
  if (old <= price) {
    warnings.push('PRICE_BEFORE_DISCOUNT: ignored, not higher than PRICE_VAT');
    return null;
  }
  return old;
}

function eanOf(text: string | null, warnings: string[]): string | null {
  if (text === null) return null;
  const ean = normaliseGtin(text);
  if (ean === null) warnings.push(`EAN: ignored invalid "${text.slice(0, 40)}"`);
  return ean;
}

function paramsOf(raw: RawItem, warnings: string[]): { params: FeedParam[]; dimensions: FeedDimensions } {
  const params: FeedParam[] = [];
  const dimensions: FeedDimensions = { width: null, height: null, depth: null, diameter: null };
  for (const block of raw.params) {
    const name = collapse(block.PARAM_NAME ?? null);
    const value = collapse(block.VAL ?? null);
    if (!name || !value) {
      warnings.push('PARAM: ignored, PARAM_NAME or VAL missing');
      continue;
    }
    const dimension = parseDimensionName(name);
    const range = dimension ? parseDimensionValue(value, dimension.factor) : null;
    if (dimension && range) {
      dimensions[dimension.dimension] ??= range;
      continue;
    }
    if (dimension) warnings.push(`PARAM ${name}: unreadable dimension "${value}", kept as a parameter`);
    params.push({ name, value });
  }
  return { params, dimensions };
}

function deliveryDaysOf(text: string | null, warnings: string[]): number | null {
  if (text === null) return null;
  if (/^\d{1,3}$/.test(text)) return Number(text);
  warnings.push(`DELIVERY_DATE: ignored "${text.slice(0, 40)}" (expected whole days 0–999)`);
  return null;
}

function deliveriesOf(raw: RawItem, warnings: string[]): FeedDelivery[] {
  const deliveries: FeedDelivery[] = [];
  for (const block of raw.deliveries) {
    const id = block.DELIVERY_ID?.trim() ?? '';
    const price = parseMoney(block.DELIVERY_PRICE ?? '');
    const codText = block.DELIVERY_PRICE_COD?.trim();
    const priceCod = codText ? parseMoney(codText) : null;
    if (!id || price === null || price >= MAX_PRICE_MAJOR * 100) {
      warnings.push(`DELIVERY: ignored block "${id}" (DELIVERY_ID or DELIVERY_PRICE missing or invalid)`);
      continue;
    }
    if (codText && priceCod === null) warnings.push(`DELIVERY ${id}: ignored DELIVERY_PRICE_COD "${codText.slice(0, 40)}"`);
    deliveries.push({ id, price, priceCod });
  }
  return deliveries;
}

function voucherOf(raw: RawItem, warnings: string[]): FeedVoucher | null {
  const block = raw.vouchers[0];
  if (!block) return null;
  const code = block.CODE?.trim();
  if (!code) {
    warnings.push('SALES_VOUCHER: ignored, CODE missing');
    return null;
  }
  const description = collapse(block.DESCRIPTION ?? block.DESC ?? null);
  const valueText = block.VALUE?.trim() ?? '';
  const percent = /^(\d+(?:[.,]\d+)?)\s*%$/.exec(valueText);
  if (percent) {
    const value = Math.round(Number((percent[1] ?? '').replace(',', '.')));
    if (value >= 1 && value <= 100) return { code, type: 'percent', value, description };
  } else {
    const amount = parseMoney(valueText);
    if (amount !== null && amount > 0 && amount < MAX_PRICE_MAJOR * 100) return { code, type: 'amount', value: amount, description };
  }
  if (valueText) warnings.push(`SALES_VOUCHER: ignored VALUE "${valueText.slice(0, 40)}"`);
  return { code, type: null, value: null, description };
}
