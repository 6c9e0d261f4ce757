import type {
  FeedDelivery,
  FeedDimensions,
  FeedFormat,
  FeedInstallment,
  FeedInput,
  FeedItem,
  FeedParam,
  FeedParseOptions,
  FeedRecord,
  FeedVoucher,
} from './feed-format';
import {
  ACCEPTED_CURRENCIES,
  amountIn,
  currencyCode,
  htmlToText,
  MAX_COOLING_OFF_DAYS,
  MAX_PRICE_MAJOR,
  MIN_COOLING_OFF_DAYS,
  normaliseGtin,
  parseCoolingOffDays,
  parseDimensionName,
  parseDimensionValue,
  parseInstallment,
  conditionOf,
  parseMoney,
  type Money,
} from './values';
import { googleCategory } from '../catalogue/google-taxonomy';
import { carrierCode } from '../services/deliveries/carriers';
import { collapse, type RawItem, imageUrlsOf, recordTools, streamXmlItems } from './xml-items';

/**
 * Heureka XML (`<SHOP><SHOPITEM>…</SHOPITEM></SHOP>`; UTF-8, UTF-16 or windows-1251 and the like, see feed-encoding.ts), read as a stream.
 *
 * Besides the standard elements we accept:
 * - `PRICE_BEFORE_DISCOUNT` — our extension: the shop's old price incl. VAT, same format as PRICE_VAT.
 *   Kept only when higher than PRICE_VAT (it is the shop's claim, verified elsewhere from history).
 * - `PRICE_VAT` may carry its currency: '1299,90 лв.', '1 299,90 лв', '45,50 €', '45.50 EUR'. The item's
 *   currency is the one written there, else `CURRENCY` (ISO 4217 code, or 'лв.'/'€'), else BGN; only BGN and
 *   EUR are accepted, and PRICE_VAT and CURRENCY must agree. The other amounts are in the item's currency (one
 *   written beside them must be it).
 * - `SALES_VOUCHER` with `CODE`, `VALUE` ('10%' = percent, '15.00' = amount in the item currency) and
 *   `DESCRIPTION` (Heureka's `DESC` is read too).
 * - Dimensions: PARAMs named 'Ширина', 'Височина', 'Дълбочина', 'Диаметър' (optionally 'Ширина (см)').
 *   Values are millimetres unless they (or the name) carry a unit: мм/mm, см/cm, м/m; '160-200 см' is a range.
 *   Such PARAMs become `dimensions` and are not repeated in `params`; unreadable ones stay ordinary params.
 * - `DELIVERY_ID` may be a carrier's name ('Еконт', 'Спиди до офис', 'Български пощи'): it becomes its code.
 * - `DELIVERY_DATE` as whole days (0 = in stock) or a date ('2026-12-03', '03.12.2026'); other text is ignored with a warning.
 * - `INSTALLMENT` with `MONTHS` (whole months, 1–120) and `AMOUNT` (monthly amount incl. VAT, same format
 *   as PRICE_VAT) — our extension, mirroring Google's `installment`.
 * - `COOLING_OFF_PERIOD` — our extension: whole days (14–365) the buyer may return the goods.
 * - `ITEM_TYPE`: 'new', 'bazaar' (used) or 'refurbished' (also in Bulgarian); new when absent.
 *
 * Safety: a DOCTYPE stops the feed (so entity definitions — billion laughs, XXE — are never read, let
 * alone expanded); undeclared entities are an XML error. An XML error is reported with its line and ends
 * the feed; items before it were already yielded.
 */

const MAX_IMAGES = 10;

const LIMITS = { ITEM_ID: 200, PRODUCTNAME: 500, URL: 1000, IMGURL: 1000, PRODUCTNO: 100, MANUFACTURER: 200, ITEMGROUP_ID: 200 } as const;

const BLOCK_NAMES = ['PARAM', 'DELIVERY', 'SALES_VOUCHER', 'INSTALLMENT'] as const;

/** Streams the records of a Heureka XML feed; never holds more than one chunk of the file. */
export function parseHeurekaFeed(input: FeedInput, options: FeedParseOptions = {}): AsyncGenerator<FeedRecord> {
  return streamXmlItems({
    input,
    itemNames: ['SHOPITEM'],
    blockNames: BLOCK_NAMES,
    normalise: (name) => name.toUpperCase(),
    build: (raw) => buildRecord(raw, options),
  });
}

export const heurekaFormat: FeedFormat = {
  name: 'heureka',
  label: 'Heureka',
  rootElements: ['SHOP'],
  reportFields: { id: 'ITEM_ID', category: 'CATEGORYTEXT' },
  parse: parseHeurekaFeed,
};

/** Field errors make the item bad; problems with optional fields drop the value with a warning. */
function buildRecord(raw: RawItem, options: FeedParseOptions): FeedRecord {
  const { first, bad, warnings, limited, required } = recordTools({
    raw,
    limits: LIMITS,
    fields: { id: ['ITEM_ID'], name: ['PRODUCTNAME', 'PRODUCT'], url: ['URL'] },
    idFromUrl: true,
  });
  const common = required();
  if ('ok' in common) return common;
  const { itemId, productName, url } = common;

  const priceText = first('PRICE_VAT') ?? first('PRICE');
  if (!priceText) return bad('PRICE_VAT: missing');
  const given = parseMoney(priceText);
  if (given === null) return bad(`PRICE_VAT: not an amount: "${priceText.slice(0, 40)}"`);
  const money = first('PRICE_VAT') === null ? grossOfOlderPrice({ price: given, vat: first('VAT') }, warnings) : given;
  const price = money.amount;
  if (price <= 0 || price >= MAX_PRICE_MAJOR * 100) return bad(`PRICE_VAT: ${priceText} is out of range (0 < price < ${MAX_PRICE_MAJOR})`);

  const categoryText = collapse(first('CATEGORYTEXT'));

  const currencyText = first('CURRENCY');
  const declared = currencyText === null ? null : currencyCode(currencyText);
  if (currencyText !== null && declared === null) return bad(`CURRENCY: not an ISO 4217 code: "${currencyText.slice(0, 40)}"`);
  if (money.currency !== null && declared !== null && money.currency !== declared)
    return bad(`PRICE_VAT: in ${money.currency}, but CURRENCY says ${declared}`);
  const currency = money.currency ?? declared ?? 'BGN';
  if (!ACCEPTED_CURRENCIES.includes(currency))
    return bad(`${money.currency === null ? 'CURRENCY' : 'PRICE_VAT'}: prices in ${currency} are not accepted (only BGN and EUR)`);

  const item: FeedItem = {
    itemId,
    itemGroupId: limited('ITEMGROUP_ID'),
    productName,
    product: collapse(first('PRODUCT')),
    description: descriptionOf(first('DESCRIPTION')),
    url,
    images: imagesOf({ raw, url }, options, warnings),
    price,
    priceBeforeDiscount: oldPriceOf({ text: first('PRICE_BEFORE_DISCOUNT'), price, currency }, warnings),
    currency,
    ean: eanOf(first('EAN'), warnings),
    mpn: limited('PRODUCTNO'),
    manufacturer: collapse(limited('MANUFACTURER')),
    categoryText,
    categoryFallback: categoryText === null ? null : googleCategoryOf(categoryText),
    ...paramsOf(raw, warnings),
    deliveryDays: deliveryDaysOf({ text: first('DELIVERY_DATE'), now: options.now ?? new Date() }, warnings),
    deliveries: deliveriesOf({ raw, currency }, warnings),
    voucher: voucherOf({ raw, currency }, warnings),
    installment: installmentOf({ block: blocksOf(raw, 'INSTALLMENT')[0], currency }, warnings),
    coolingOffDays: coolingOffOf(first('COOLING_OFF_PERIOD'), warnings),
    condition: conditionOf({ field: 'ITEM_TYPE', text: first('ITEM_TYPE') }, warnings),
  };
  return { ok: true, item, line: raw.line, warnings };
}

/**
 * Heureka has no element for Google's category, and CATEGORYTEXT is the shop's own path ('|' between names). Some
 * platforms export Google's taxonomy into it instead, an id ('1395') or a path ('Мебели > Маси > Холни маси'): that
 * is mapped like Google's `google_product_category` for the import to fall back to.
 */
function googleCategoryOf(categoryText: string): string | null {
  return /^\d+\b|>/.test(categoryText) ? googleCategory(categoryText) : null;
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
    fields: ['IMGURL', 'IMGURL_ALTERNATIVE'],
    maxLength: LIMITS.IMGURL,
    max: MAX_IMAGES,
    allowFile: options.allowFileUrls === true,
    warnings,
  });
}

function oldPriceOf(input: { text: string | null; price: number; currency: string }, warnings: string[]): number | null {
  const { text, price } = input;
  if (text === null) return null;
  const old = amountIn(text, input.currency);
  if (old === null || old >= MAX_PRICE_MAJOR * 100) {
    warnings.push(`PRICE_BEFORE_DISCOUNT: ignored "${text.slice(0, 40)}" (unreadable, or not in ${input.currency})`);
    return null;
  }
  if (old <= price) {
    warnings.push('PRICE_BEFORE_DISCOUNT: ignored, not higher than PRICE_VAT');
    return null;
  }
  return old;
}

/**
 * Older Heureka feeds gave PRICE (without VAT) and the rate in VAT ('20%', '20' or '0.20') instead of PRICE_VAT.
 * With a readable rate the consumer price is PRICE plus VAT; without one PRICE is taken as the consumer price.
 */
function grossOfOlderPrice(input: { price: Money; vat: string | null }, warnings: string[]): Money {
  const rate = vatRateOf(input.vat);
  if (rate === null) {
    const unreadable = input.vat === null ? '' : ` (VAT "${input.vat.slice(0, 20)}" unreadable)`;
    warnings.push(`PRICE_VAT: missing, PRICE taken as the price with VAT${unreadable}`);
    return input.price;
  }
  warnings.push(`PRICE_VAT: missing, PRICE plus VAT ${Math.round(rate * 1000) / 10}% taken`);
  return { ...input.price, amount: Math.round(input.price.amount * (1 + rate)) };
}

function vatRateOf(text: string | null): number | null {
  const match = /^(\d{1,2}(?:[.,]\d+)?)\s*%?$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const value = Number((match[1] ?? '').replace(',', '.'));
  const rate = value < 1 ? value : value / 100;
  return rate < 0.5 ? rate : null;
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
  for (const block of blocksOf(raw, 'PARAM')) {
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

const DAY_MS = 86_400_000;

/**
 * DELIVERY_DATE is whole days (0: in stock) or the date the item can be delivered, as ISO ('2026-12-03', also with a
 * time) or as Bulgarian platforms write dates ('03.12.2026'): days from the import.
 */
function deliveryDaysOf(input: { text: string | null; now: Date }, warnings: string[]): number | null {
  const { text } = input;
  if (text === null) return null;
  if (/^\d{1,3}$/.test(text)) return Number(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2})?)?$/.exec(text);
  const local = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : [];
  const at = day === undefined ? Number.NaN : Date.UTC(Number(year), Number(month) - 1, Number(day));
  if (day !== undefined && new Date(at).getUTCDate() === Number(day) && new Date(at).getUTCMonth() === Number(month) - 1) {
    const today = Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth(), input.now.getUTCDate());
    return Math.min(999, Math.max(0, Math.round((at - today) / DAY_MS)));
  }
  warnings.push(`DELIVERY_DATE: ignored "${text.slice(0, 40)}" (expected whole days 0–999 or a date YYYY-MM-DD or DD.MM.YYYY)`);
  return null;
}

function deliveriesOf(input: { raw: RawItem; currency: string }, warnings: string[]): FeedDelivery[] {
  const deliveries: FeedDelivery[] = [];
  for (const block of blocksOf(input.raw, 'DELIVERY')) {
    const id = carrierCode(block.DELIVERY_ID ?? '');
    const price = amountIn(block.DELIVERY_PRICE ?? '', input.currency);
    const codText = block.DELIVERY_PRICE_COD?.trim();
    const priceCod = codText ? amountIn(codText, input.currency) : null;
    if (!id || price === null || price >= MAX_PRICE_MAJOR * 100) {
      warnings.push(`DELIVERY: ignored block "${id}" (DELIVERY_ID or DELIVERY_PRICE missing or invalid)`);
      continue;
    }
    if (codText && priceCod === null) warnings.push(`DELIVERY ${id}: ignored DELIVERY_PRICE_COD "${codText.slice(0, 40)}"`);
    deliveries.push({ id, price, priceCod, deliveryDays: null });
  }
  return deliveries;
}

function voucherOf(input: { raw: RawItem; currency: string }, warnings: string[]): FeedVoucher | null {
  const block = blocksOf(input.raw, 'SALES_VOUCHER')[0];
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
    const amount = amountIn(valueText, input.currency);
    if (amount !== null && amount > 0 && amount < MAX_PRICE_MAJOR * 100) return { code, type: 'amount', value: amount, description };
  }
  if (valueText) warnings.push(`SALES_VOUCHER: ignored VALUE "${valueText.slice(0, 40)}"`);
  return { code, type: null, value: null, description };
}

function installmentOf(input: { block: Record<string, string> | undefined; currency: string }, warnings: string[]): FeedInstallment | null {
  const { block } = input;
  if (!block) return null;
  const monthsText = block.MONTHS?.trim() ?? '';
  const amount = amountIn(block.AMOUNT ?? '', input.currency);
  const installment = parseInstallment({ monthsText, amount });
  if (installment === null)
    warnings.push(`INSTALLMENT: ignored (MONTHS "${monthsText.slice(0, 10)}", AMOUNT "${(block.AMOUNT ?? '').trim().slice(0, 20)}")`);
  return installment;
}

function coolingOffOf(text: string | null, warnings: string[]): number | null {
  if (text === null) return null;
  const days = parseCoolingOffDays(text);
  if (days === null)
    warnings.push(
      `COOLING_OFF_PERIOD: ignored "${text.slice(0, 40)}" (expected whole days ${MIN_COOLING_OFF_DAYS}–${MAX_COOLING_OFF_DAYS})`,
    );
  return days;
}

const blocksOf = (raw: RawItem, name: (typeof BLOCK_NAMES)[number]) => raw.blocks.get(name) ?? [];
