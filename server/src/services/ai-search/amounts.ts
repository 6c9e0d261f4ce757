import { convert, type CurrencyCode, type ListingDimension, type NumberRange } from '@uyut/core';

/** One token of a query being read; `used` once a rule has taken it. */
export interface Token {
  text: string;
  stem: string;
  used: boolean;
}

const CURRENCY_WORDS: Readonly<Record<string, CurrencyCode>> = {
  лв: 'BGN',
  'лв.': 'BGN',
  лева: 'BGN',
  лев: 'BGN',
  bgn: 'BGN',
  lv: 'BGN',
  '€': 'EUR',
  евро: 'EUR',
  eur: 'EUR',
  euro: 'EUR',
};
/** Centimetres per unit. */
const LENGTH_WORDS: Readonly<Record<string, number>> = {
  см: 1,
  'см.': 1,
  cm: 1,
  сантиметра: 1,
  сантиметър: 1,
  м: 100,
  'м.': 100,
  m: 100,
  метра: 100,
  метър: 100,
  мм: 0.1,
  mm: 0.1,
  милиметра: 0.1,
};

/** Words naming a dimension, by how they start ('широк', 'ширина', 'широчина' …). */
const DIMENSION_WORDS: ReadonlyArray<readonly [RegExp, ListingDimension]> = [
  [/^шир/, 'width'],
  [/^дълж|^дълъг|^дълг/, 'width'],
  [/^вис/, 'height'],
  [/^дълб/, 'depth'],
  [/^диам|^ø$|^ф$/, 'diameter'],
];

type Bound = 'to' | 'from' | 'around';
/** The words before a number that bound it, read as the text of the one to three tokens before it. */
const BOUND_PHRASES: ReadonlyArray<readonly [RegExp, Bound]> = [
  [
    /(^| )(до|под|максимум|макс|най - много|не повече от|по - малко от|по - евтин[аои]? от|по - тес[ен][наои]? от|по - нис[ъ]?[кк][аои]? от)$/,
    'to',
  ],
  [/(^| )(над|от|минимум|мин|поне|повече от|по - скъп[аои]? от|по - голям[аои]? от)$/, 'from'],
  [/(^| )(около|приблизително|към|горе - долу)$/, 'around'],
];
/** Share either side of a number said with 'около' (or a size said bare). */
const AROUND = 0.1;
/** A bare number up to this followed by a word is a count ('3 врати'), not a price. */
const MAX_COUNT = 50;

export interface Amounts {
  price: NumberRange;
  dimensions: Partial<Record<ListingDimension, NumberRange>>;
  /** Numbers followed by a counted noun ('3 врати'), for the 'Брой …' parameters. */
  counts: Array<{ value: number; noun: string }>;
}

const isNumber = (token: Token | undefined) => token !== undefined && !token.used && /^\d+(\.\d+)?$/.test(token.text);

function boundBefore(tokens: readonly Token[], at: number): { bound: Bound | null; start: number } {
  for (let length = Math.min(4, at); length >= 1; length--) {
    const words = tokens.slice(at - length, at);
    if (words.some((t) => t.used)) continue;
    const text = words.map((t) => t.text).join(' ');
    for (const [pattern, bound] of BOUND_PHRASES) {
      const phrase = pattern.exec(text)?.[2];
      if (phrase !== undefined) return { bound, start: at - phrase.split(' ').length };
    }
  }
  return { bound: null, start: at };
}

function unitAt(token: Token | undefined): { currency: CurrencyCode } | { cm: number } | null {
  if (token === undefined || token.used) return null;
  const currency = CURRENCY_WORDS[token.text];
  if (currency) return { currency };
  const cm = LENGTH_WORDS[token.text];
  return cm === undefined ? null : { cm };
}

function dimensionNear(
  tokens: readonly Token[],
  options: { start: number; end: number },
): { dimension: ListingDimension; at: number } | null {
  const window = [options.end + 1, options.end + 2, options.start - 1, options.start - 2, options.start - 3];
  for (const at of window) {
    const token = tokens[at];
    if (token === undefined || token.used) continue;
    for (const [pattern, dimension] of DIMENSION_WORDS) if (pattern.test(token.text)) return { dimension, at };
  }
  return null;
}

function wholeUnits(options: { amount: number; from: CurrencyCode; to: CurrencyCode }): number {
  const minor = Math.round(options.amount * 100);
  return Math.round(convert({ amount: minor, from: options.from, to: options.to }) / 100);
}

function rangeOf(options: { bound: Bound | null; low: number; high: number | null; bare: Bound }): NumberRange {
  const { low, high } = options;
  if (high !== null) return { from: low, to: high };
  switch (options.bound ?? options.bare) {
    case 'to':
      return { from: null, to: low };
    case 'from':
      return { from: low, to: null };
    case 'around':
      return { from: Math.round(low * (1 - AROUND)), to: Math.round(low * (1 + AROUND)) };
  }
}

/**
 * Prices and sizes: 'до 500 лв', 'под 300 евро', 'между 200 и 400 лв', 'от 100 до 200', '200-400 лв', 'над 1000',
 * 'около 800', 'до 200 см широк', 'ширина до 2 м', and counts ('3 врати'). A number with a currency, or after a bound
 * word with no unit and no dimension word, is a price (in the primary currency when no currency is named); a number
 * with a length unit or a dimension word is a size in whole centimetres (width when no dimension is named).
 */
export function readAmounts(tokens: Token[], currency: CurrencyCode): Amounts {
  const amounts: Amounts = { price: { from: null, to: null }, dimensions: {}, counts: [] };
  for (let i = 0; i < tokens.length; i++) {
    if (!isNumber(tokens[i])) continue;
    const low = Number(tokens[i]!.text);
    let end = i;
    let high: number | null = null;
    let unit = unitAt(tokens[i + 1]);
    const joiner = unit ? tokens[i + 2] : tokens[i + 1];
    const second = unit ? i + 3 : i + 2;
    const { bound, start } = boundBefore(tokens, i);
    const between = tokens[start - 1]?.text === 'между' || tokens[i - 1]?.text === 'между';
    if (
      joiner &&
      !joiner.used &&
      (joiner.text === '-' || joiner.text === 'до' || (joiner.text === 'и' && between)) &&
      isNumber(tokens[second])
    ) {
      high = Number(tokens[second]!.text);
      end = second;
      unit = unitAt(tokens[end + 1]) ?? unit;
    }
    const rangeStart = between && tokens[start - 1]?.text === 'между' ? start - 1 : tokens[i - 1]?.text === 'между' ? i - 1 : start;
    const unitToken = unitAt(tokens[end + 1]) ? end + 1 : null;
    const before = tokens[i - 1];
    const currencyBefore = before && !before.used ? CURRENCY_WORDS[before.text] : undefined;
    const lastEnd = unitToken ?? end;
    const dimension = unit && 'currency' in unit ? null : dimensionNear(tokens, { start: rangeStart, end: lastEnd });
    const noun = tokens[lastEnd + 1];
    const counted = !unit && !dimension && bound === null && high === null && low <= MAX_COUNT && noun !== undefined && !noun.used;
    const take = (from: number, to: number) => {
      for (let t = from; t <= to; t++) tokens[t]!.used = true;
    };
    if (
      (unit && 'currency' in unit) ||
      currencyBefore ||
      (!unit && !dimension && (bound !== null || high !== null || low >= 10) && !counted)
    ) {
      const from = (unit && 'currency' in unit ? unit.currency : currencyBefore) ?? currency;
      const convertAmount = (amount: number) => wholeUnits({ amount, from, to: currency });
      amounts.price = rangeOf({ bound, low: convertAmount(low), high: high === null ? null : convertAmount(high), bare: 'to' });
      take(currencyBefore ? Math.min(rangeStart, i - 1) : rangeStart, lastEnd);
    } else if ((unit && 'cm' in unit) || dimension) {
      const cm = unit && 'cm' in unit ? unit.cm : 1;
      const inCm = (value: number) => Math.round(value * cm);
      const range = rangeOf({ bound, low: inCm(low), high: high === null ? null : inCm(high), bare: 'around' });
      amounts.dimensions[dimension?.dimension ?? 'width'] = range;
      take(rangeStart, lastEnd);
      if (dimension) tokens[dimension.at]!.used = true;
    } else if (counted) {
      amounts.counts.push({ value: low, noun: noun.stem });
      take(i, lastEnd + 1);
    }
    i = Math.max(i, lastEnd);
  }
  return amounts;
}
