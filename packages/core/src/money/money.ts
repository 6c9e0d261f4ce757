/**
 * Money (spec §9): locale bg-BG, prices in a primary currency and a secondary one, BGN and EUR tied at the fixed
 * 1.95583 BGN per EUR. Amounts are integer minor units (stotinki, cents); whole amounts are shown without decimals,
 * others with two. The primary currency is a setting (`PRIMARY_CURRENCY`, BGN unless EUR is chosen): the site reads
 * it at build time and the server from its environment, both through `primaryCurrencyOf`.
 */
import { formatCurrency } from './number-format';

/** Fixed conversion rate: BGN per 1 EUR. */
export const BGN_PER_EUR = 1.95583;

export const CURRENCIES = ['BGN', 'EUR'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/** Spec §9: the main currency is BGN. */
export const DEFAULT_PRIMARY_CURRENCY: CurrencyCode = 'BGN';

/** An amount in minor units with its ISO 4217 code, as the API sends it (`price.currency` is a string). */
export interface Money {
  amount: number;
  currency: string;
}

export interface DisplayPrices {
  primary: string;
  secondary: string;
}

/** Both currencies have 2 fraction digits. */
export const MINOR_PER_MAJOR = 100;
/** BGN_PER_EUR as an exact ratio of integers, so conversion never suffers float error. */
const RATE_DENOMINATOR = 100_000;
const RATE_NUMERATOR = Math.round(BGN_PER_EUR * RATE_DENOMINATOR);

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCIES as readonly string[]).includes(value);
}

/** The `PRIMARY_CURRENCY` setting: BGN when unset or empty, else BGN or EUR; anything else is refused by name. */
export function primaryCurrencyOf(setting: string | undefined): CurrencyCode {
  if (setting === undefined || setting === '') return DEFAULT_PRIMARY_CURRENCY;
  if (!isCurrencyCode(setting)) throw new RangeError(`PRIMARY_CURRENCY must be ${CURRENCIES.join(' or ')}, got '${setting}'`);
  return setting;
}

/** The currency shown second: the other one of the pair. */
export function secondaryCurrencyOf(primary: CurrencyCode): CurrencyCode {
  return primary === 'BGN' ? 'EUR' : 'BGN';
}

function currencyCode(value: string): CurrencyCode {
  if (!isCurrencyCode(value)) throw new RangeError(`Unsupported currency '${value}'; expected ${CURRENCIES.join(' or ')}`);
  return value;
}

function minorAmount(amount: number): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money amounts are integer minor units, got ${amount}`);
  return amount;
}

/**
 * '1299 лв.', '1299,50 лв.', '12 345 лв.', '664,17 €'. The separators before the symbol and between
 * digit groups are U+00A0, and bg-BG does not group numbers below five digits.
 */
export function formatMoney(money: Money): string {
  const amount = minorAmount(money.amount);
  const fractionDigits = amount % MINOR_PER_MAJOR === 0 ? 0 : 2;
  return formatCurrency({ value: amount / MINOR_PER_MAJOR, currency: currencyCode(money.currency), fractionDigits });
}

/** `numerator / denominator` rounded half away from zero, in exact integer arithmetic. */
function divideRounded(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return sign * magnitude;
}

/**
 * Minor units converted at the fixed rate, rounded half away from zero to whole minor units; null when either
 * currency is neither BGN nor EUR (a price in another currency cannot be compared).
 */
export function convertMinor(input: { amount: number; from: string; to: string }): number | null {
  const amount = minorAmount(input.amount);
  const { from, to } = input;
  if (!isCurrencyCode(from) || !isCurrencyCode(to)) return null;
  if (from === to) return amount;
  return from === 'BGN'
    ? divideRounded(amount * RATE_DENOMINATOR, RATE_NUMERATOR)
    : divideRounded(amount * RATE_NUMERATOR, RATE_DENOMINATOR);
}

/** `convertMinor` for amounts that must be BGN or EUR: throws for any other currency. */
export function convert(input: { amount: number; from: string; to: string }): number {
  const converted = convertMinor(input);
  if (converted === null) throw new RangeError(`Cannot convert ${input.from} to ${input.to}; expected ${CURRENCIES.join(' or ')}`);
  return converted;
}

/** The price as shown everywhere: the primary currency first, the other one second (spec §9). */
export function displayPrices(money: Money, primary: CurrencyCode): DisplayPrices {
  const secondary = secondaryCurrencyOf(primary);
  return {
    primary: formatMoney({ amount: convert({ amount: money.amount, from: money.currency, to: primary }), currency: primary }),
    secondary: formatMoney({ amount: convert({ amount: money.amount, from: money.currency, to: secondary }), currency: secondary }),
  };
}
