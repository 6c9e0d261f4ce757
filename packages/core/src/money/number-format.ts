/**
 * bg-BG number formatting without Intl. The first bg-BG `Intl.NumberFormat` a page creates costs ~25 ms in Chromium
 * (it loads the locale's data), inside the page's first long task; these few rules give the same text as
 * `Intl.NumberFormat('bg-BG', …)` for finite numbers below 10^15 with up to three decimals (property-tested against it).
 */

const NBSP = '\u00A0';
/** bg-BG groups digits by three with U+00A0, and only numbers of five digits or more (CLDR minimumGroupingDigits 2). */
const MIN_DIGITS_TO_GROUP = 5;
/** Intl's default for plain numbers. */
const DEFAULT_MAX_FRACTION_DIGITS = 3;
const LARGEST = 1e15;
/** Fraction digits supported; below this size a number rounds to zero at any of them (and String() turns exponential). */
const MAX_FRACTION_DIGITS = 3;
const NEGLIGIBLE = 1e-6;

export interface NumberFormatOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** A string of decimal digits plus one in its last place ('129' → '130', '99' → '100'). */
function incremented(digits: string): string {
  let at = digits.length - 1;
  while (at >= 0 && digits[at] === '9') at--;
  if (at < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, at)}${Number(digits[at]) + 1}${'0'.repeat(digits.length - at - 1)}`;
}

/** `magnitude` with exactly `digits` fraction digits, rounded half up on its shortest decimal form, as Intl does. */
function roundedDigits(magnitude: number, digits: number): { whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = (magnitude < NEGLIGIBLE ? '0' : String(magnitude)).split('.');
  if (fraction.length <= digits) return { whole, fraction: fraction.padEnd(digits, '0') };
  const kept = `${whole}${fraction.slice(0, digits)}`;
  const rounded = fraction[digits]! >= '5' ? incremented(kept) : kept;
  const wholeLength = rounded.length - digits;
  return { whole: rounded.slice(0, wholeLength), fraction: rounded.slice(wholeLength) };
}

/** '1234', '12 345', '1 234 567,5', '-0,3', and 1.005 → '1,01' with two decimals (Intl rounds the shortest form). */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST)
    throw new RangeError(`Cannot format ${value}: finite numbers below 10^15 only`);
  const minimum = options.minimumFractionDigits ?? 0;
  const maximum = Math.max(minimum, options.maximumFractionDigits ?? DEFAULT_MAX_FRACTION_DIGITS);
  if (maximum > MAX_FRACTION_DIGITS) throw new RangeError(`At most ${MAX_FRACTION_DIGITS} fraction digits, asked for ${maximum}`);
  const { whole, fraction } = roundedDigits(Math.abs(value), maximum);
  let digits = fraction;
  while (digits.length > minimum && digits.endsWith('0')) digits = digits.slice(0, -1);
  const grouped = whole.length >= MIN_DIGITS_TO_GROUP ? whole.replace(/\B(?=(\d{3})+$)/g, NBSP) : whole;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${digits === '' ? '' : `,${digits}`}`;
}

/** The bg-BG sign of each currency, as prices and price filters write it. */
export const CURRENCY_SYMBOLS = { BGN: 'лв.', EUR: '€' } as const;

/** '1299,50 лв.', '664 €': the number with exactly `fractionDigits` decimals, U+00A0, then the bg-BG symbol. */
export function formatCurrency(options: { value: number; currency: keyof typeof CURRENCY_SYMBOLS; fractionDigits: number }): string {
  const number = formatNumber(options.value, {
    minimumFractionDigits: options.fractionDigits,
    maximumFractionDigits: options.fractionDigits,
  });
  return `${number}${NBSP}${CURRENCY_SYMBOLS[options.currency]}`;
}
