import type { DimensionRange, FeedInstallment, OfferCondition } from './feed-format';
import { HTML_ENTITIES } from './html-entities';

/** Upper bound (exclusive) for any price, in major units. */
export const MAX_PRICE_MAJOR = 10_000_000;

/** The currencies an offer may be priced in: Bulgarian shops priced in BGN and, since 1 January 2026, in EUR. */
export const ACCEPTED_CURRENCIES: readonly string[] = ['BGN', 'EUR'];

/** An amount in minor units (rounded half up to two decimals) and the currency written with it, if any. */
export interface Money {
  amount: number;
  /** ISO 4217 code, upper case ('лв.' is BGN, '€' EUR, '$' USD); null when the text has none. */
  currency: string | null;
}

const CURRENCY_SIGNS: Readonly<Record<string, string>> = {
  лв: 'BGN',
  'лв.': 'BGN',
  лева: 'BGN',
  lv: 'BGN',
  'lv.': 'BGN',
  leva: 'BGN',
  '€': 'EUR',
  евро: 'EUR',
  $: 'USD',
  '£': 'GBP',
};

/** A currency as feeds write it ('BGN', 'eur', 'лв.', '€') as an ISO 4217 code; null when it is none. */
export function currencyCode(text: string): string | null {
  const trimmed = text.trim().toLowerCase();
  const sign = CURRENCY_SIGNS[trimmed];
  if (sign !== undefined) return sign;
  return /^[a-z]{3}$/.test(trimmed) ? trimmed.toUpperCase() : null;
}

/**
 * The one money parser of every feed format: an amount such as '1299.90', '1299,9', '1 299,90' (any space, also
 * no-break and narrow no-break, or an apostrophe between thousands) or '1.299,90', with an optional currency
 * before or after it: an ISO code ('45.50 EUR', 'BGN 19,90'), a sign ('1299,90 лв.', '45,50 €', '$249') or a word ('лева',
 * 'leva', 'евро').
 * Returns null for anything else, and for text with a currency on both sides.
 */
export function parseMoney(text: string): Money | null {
  const match = /^(?:([a-z]{3}|[€$£]|лв\.?)\s*)?(\d[\d\s'.,]*?)\s*([a-z]{3}|лв\.?|лева|lv\.?|leva|[€$£]|евро)?$/iu.exec(text.trim());
  if (!match || (match[1] && match[3])) return null;
  const amount = parseAmount(match[2] ?? '');
  if (amount === null) return null;
  const written = match[1] ?? match[3];
  return { amount, currency: written === undefined ? null : currencyCode(written) };
}

/**
 * An amount that belongs to a price in `currency` (an old price, a delivery or a monthly instalment): null when
 * unreadable or written in another currency.
 */
export function amountIn(text: string, currency: string): number | null {
  const money = parseMoney(text);
  return money === null || (money.currency ?? currency) !== currency ? null : money.amount;
}

function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s']/g, '');
  let integer: string;
  let fraction: string;
  const plain = /^(\d+)(?:[.,](\d+))?$/.exec(compact);
  const grouped = /^(\d{1,3}(?:([.,])\d{3})+)(?:(?!\2)[.,](\d+))?$/.exec(compact);
  if (plain) {
    integer = plain[1] ?? '';
    fraction = plain[2] ?? '';
  } else if (grouped) {
    integer = (grouped[1] ?? '').replace(/[.,]/g, '');
    fraction = grouped[3] ?? '';
  } else {
    return null;
  }
  const cents = Number(integer) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return Number(fraction[2] ?? '0') >= 5 ? cents + 1 : cents;
}

/** True when the GTIN's last digit is the GS1 check digit of the others. */
export function hasValidGtinCheckDigit(digits: string): boolean {
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/** The GS1 check digit for a GTIN body (all digits but the last). */
export function gtinCheckDigit(body: string): number {
  for (let digit = 0; digit < 10; digit++) if (hasValidGtinCheckDigit(`${body}${digit}`)) return digit;
  throw new Error(`No check digit for "${body}"`);
}

/** A valid EAN/UPC/GTIN normalised to 13 digits (GTIN-8 stays 8), or null. */
export function normaliseGtin(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits) || !hasValidGtinCheckDigit(digits) || /^0+$/.test(digits)) return null;
  if (digits.length === 12) return `0${digits}`;
  if (digits.length === 14) return digits.startsWith('0') ? digits.slice(1) : null;
  return digits;
}

const UNIT_FACTORS: Readonly<Record<string, number>> = { мм: 1, mm: 1, см: 10, cm: 10, м: 1000, m: 1000 };

export const DIMENSION_PARAMS = { ширина: 'width', височина: 'height', дълбочина: 'depth', диаметър: 'diameter' } as const;
export type DimensionName = (typeof DIMENSION_PARAMS)[keyof typeof DIMENSION_PARAMS];

/**
 * Recognises a dimension parameter name: 'Ширина', 'Височина', 'Дълбочина', 'Диаметър', optionally
 * with a unit such as 'Ширина (см)' or 'Ширина, cm'. Returns the dimension and the name's unit factor.
 */
export function parseDimensionName(name: string): { dimension: DimensionName; factor: number | null } | null {
  const match = /^(ширина|височина|дълбочина|диаметър)\s*(?:[,([]\s*(мм|mm|см|cm|м|m)\.?\s*[)\]]?)?$/iu.exec(name.trim());
  if (!match) return null;
  const dimension = DIMENSION_PARAMS[(match[1] ?? '').toLowerCase() as keyof typeof DIMENSION_PARAMS];
  return { dimension, factor: match[2] ? (UNIT_FACTORS[match[2].toLowerCase()] ?? null) : null };
}

/** Largest believable dimension of a home product: 100 m. */
const MAX_DIMENSION_MM = 100_000;

/**
 * Parses '2000', '2000 мм', '200 см', '45,5 cm', '1.6 м' or a range '160-200 см' into millimetres.
 * A unit in the value wins over `nameFactor` (the unit in the parameter name); no unit at all means mm.
 */
export function parseDimensionValue(value: string, nameFactor: number | null): DimensionRange | null {
  const match = /^(\d+(?:[.,]\d+)?)\s*(?:[-–—]\s*(\d+(?:[.,]\d+)?))?\s*(мм|mm|см|cm|м|m)?\.?$/iu.exec(value.trim());
  if (!match) return null;
  const factor = match[3] ? (UNIT_FACTORS[match[3].toLowerCase()] ?? 1) : (nameFactor ?? 1);
  const toMm = (text: string) => Math.round(Number(text.replace(',', '.')) * factor);
  const from = toMm(match[1] ?? '');
  const to = match[2] ? toMm(match[2]) : from;
  if (from <= 0 || to < from || to > MAX_DIMENSION_MM) return null;
  return { from, to };
}

/**
 * Plain text from feed HTML: tags removed (a block's or a line break's as a space, closed or not), named (all of
 * HTML5) and numeric character references decoded, whitespace collapsed. A '<' that starts no tag ('5 < 6') is text;
 * a tag left open at the end is dropped.
 */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(/<\/?(?:br|hr|img|p|div|li|ul|ol|dt|dd|tr|td|th|table|h\d)\b[^<>]*>/gi, ' ')
    .replace(/<[A-Za-z/!][^<>]*>/g, '')
    /* A tag cut off by the end of a value (a description cut at its length limit) is markup too. */
    .replace(/<[A-Za-z/!][^<>]*$/, '');
  return decodeCharacterReferences(withoutTags).replace(/\s+/g, ' ').trim();
}

const CHARACTER_REFERENCE = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi;

/** Text with its HTML character references (`&quot;`, `&ndash;`, `&#8470;`) read; anything else, '<' included, stays. */
export function decodeCharacterReferences(text: string): string {
  return text.replace(CHARACTER_REFERENCE, decodeEntity);
}

function decodeEntity(entity: string, name: string): string {
  if (!name.startsWith('#')) return HTML_ENTITIES[name] ?? HTML_ENTITIES[name.toLowerCase()] ?? entity;
  const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

const CONDITIONS: Readonly<Record<string, OfferCondition>> = {
  new: 'new',
  нов: 'new',
  нова: 'new',
  ново: 'new',
  used: 'used',
  bazaar: 'used',
  употребяван: 'used',
  употребявана: 'used',
  употребявано: 'used',
  refurbished: 'refurbished',
  renovated: 'refurbished',
  рециклиран: 'refurbished',
  рециклирана: 'refurbished',
  рециклирано: 'refurbished',
  обновен: 'refurbished',
  обновена: 'refurbished',
  обновено: 'refurbished',
};

/**
 * Google `condition` or Heureka `ITEM_TYPE` ('new', 'used', 'bazaar', 'refurbished', or in Bulgarian): new when
 * absent, and new with a warning naming `field` when not understood.
 */
export function conditionOf(input: { field: string; text: string | null }, warnings: string[]): OfferCondition {
  if (input.text === null) return 'new';
  const condition = CONDITIONS[input.text.trim().toLocaleLowerCase('bg')];
  if (condition === undefined)
    warnings.push(`${input.field}: "${input.text.slice(0, 40)}" not understood (new, used, bazaar or refurbished), taken as new`);
  return condition ?? 'new';
}

/** The legal minimum in the EU is 14 days; a year is the most a shop plausibly offers. */
export const MIN_COOLING_OFF_DAYS = 14;
export const MAX_COOLING_OFF_DAYS = 365;

/** Whole days of a cooling-off period ('14', '30 дни', '30 days'), or null when absent or implausible. */
export function parseCoolingOffDays(text: string): number | null {
  const match = /^(\d{1,3})\s*(?:дни|дена|days?|d)?\.?$/iu.exec(text.trim());
  const days = match ? Number(match[1]) : NaN;
  return days >= MIN_COOLING_OFF_DAYS && days <= MAX_COOLING_OFF_DAYS ? days : null;
}

const MAX_INSTALLMENT_MONTHS = 120;

/** A monthly plan of 1–120 whole months with a positive monthly amount (minor units), or null. */
export function parseInstallment(input: { monthsText: string; amount: number | null }): FeedInstallment | null {
  const months = /^\d{1,3}$/.test(input.monthsText) ? Number(input.monthsText) : NaN;
  if (
    !(months >= 1 && months <= MAX_INSTALLMENT_MONTHS) ||
    input.amount === null ||
    input.amount <= 0 ||
    input.amount >= MAX_PRICE_MAJOR * 100
  )
    return null;
  return { months, amount: input.amount };
}
