/**
 * Money display (spec §9): locale bg-BG, prices in a primary currency and a secondary one, BGN and EUR
 * tied at the fixed 1.95583 BGN per EUR. Amounts are integer minor units (stotinki, cents); whole
 * amounts are shown without decimals, others with two.
 */
import { formatCurrency } from './number-format';

/** Fixed conversion rate: BGN per 1 EUR. */
export const EUR_RATE = 1.95583;

export const CURRENCIES = ['BGN', 'EUR'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/** The currency shown first. Switch to 'EUR' to lead with euro; the other one becomes the secondary. */
export const PRIMARY_CURRENCY: CurrencyCode = 'BGN';
export const SECONDARY_CURRENCY: CurrencyCode = PRIMARY_CURRENCY === 'BGN' ? 'EUR' : 'BGN';

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
const MINOR_PER_MAJOR = 100;
/** EUR_RATE as an exact ratio of integers, so conversion never suffers float error. */
const RATE_DENOMINATOR = 100_000;
const RATE_NUMERATOR = Math.round(EUR_RATE * RATE_DENOMINATOR);

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCIES as readonly string[]).includes(value);
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

/** Converts minor units at the fixed rate, rounding half-up to whole minor units. */
export function convert(input: { amount: number; from: string; to: string }): number {
  const amount = minorAmount(input.amount);
  const from = currencyCode(input.from);
  const to = currencyCode(input.to);
  if (from === to) return amount;
  return from === 'BGN'
    ? divideRounded(amount * RATE_DENOMINATOR, RATE_NUMERATOR)
    : divideRounded(amount * RATE_NUMERATOR, RATE_DENOMINATOR);
}

/** The price as shown everywhere: primary currency first, the other one second (spec §9). */
export function displayPrices(money: Money): DisplayPrices {
  const primary = convert({ amount: money.amount, from: money.currency, to: PRIMARY_CURRENCY });
  const secondary = convert({ amount: money.amount, from: money.currency, to: SECONDARY_CURRENCY });
  return {
    primary: formatMoney({ amount: primary, currency: PRIMARY_CURRENCY }),
    secondary: formatMoney({ amount: secondary, currency: SECONDARY_CURRENCY }),
  };
}
