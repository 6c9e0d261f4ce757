import { formatCurrency, formatNumber, type NumberFormatOptions } from './number-format';
import { seededRandom } from '../seeded-random';

const OPTION_SETS: NumberFormatOptions[] = [
  {},
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { maximumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 0, maximumFractionDigits: 0 },
];

/** Integers, decimals at every scale, exact ties (x.5, x.05, x.005) and near-ties, both signs. */
function randomValues(count: number): number[] {
  const r = seededRandom(11);
  const values = [0, -0, 1, -1, 0.5, 1.5, 2.5, 1.005, 1.045, 9999, 10_000, 99_999.95, 123_456_789.125];
  for (let i = 0; i < count; i++) {
    const magnitude = 10 ** r.int(13);
    const kind = r.int(4);
    const raw =
      kind === 0
        ? r.int(magnitude * 10)
        : kind === 1
          ? r.next() * magnitude
          : kind === 2
            ? r.int(magnitude * 10) + r.pick([0.5, 0.05, 0.005, 0.25])
            : r.int(100_000) / 100;
    values.push(r.next() < 0.2 ? -raw : raw);
  }
  return values;
}

describe('bg-BG number formatting without Intl', () => {
  it('gives the text of Intl.NumberFormat("bg-BG") for random numbers under every option set the site uses', () => {
    const values = randomValues(4000);
    for (const options of OPTION_SETS) {
      const intl = new Intl.NumberFormat('bg-BG', options);
      for (const value of values)
        expect({ value, options, text: formatNumber(value, options) }).toEqual({ value, options, text: intl.format(value) });
    }
  });

  it('gives the text of the bg-BG currency format for BGN and EUR with 0 and 2 decimals', () => {
    const values = randomValues(2000);
    for (const currency of ['BGN', 'EUR'] as const) {
      for (const fractionDigits of [0, 2]) {
        const intl = new Intl.NumberFormat('bg-BG', {
          style: 'currency',
          currency,
          minimumFractionDigits: fractionDigits,
          maximumFractionDigits: fractionDigits,
        });
        for (const value of values)
          expect({ value, currency, text: formatCurrency({ value, currency, fractionDigits }) }).toEqual({
            value,
            currency,
            text: intl.format(value),
          });
      }
    }
  });

  it('groups five digits and more with U+00A0 and writes the decimal comma', () => {
    expect(formatNumber(1234)).toBe('1234');
    expect(formatNumber(12_345)).toBe('12\u00A0345');
    expect(formatNumber(1_234_567.5)).toBe('1\u00A0234\u00A0567,5');
    expect(formatCurrency({ value: 1299.5, currency: 'BGN', fractionDigits: 2 })).toBe('1299,50\u00A0лв.');
  });

  it('rounds half up on the shortest decimal form, as Intl does (1.005 is stored just below 1.005)', () => {
    expect(formatNumber(1.005, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('1,01');
    expect(formatNumber(99_999.95, { maximumFractionDigits: 1 })).toBe('100\u00A0000');
    expect(formatNumber(-0.04, { maximumFractionDigits: 1 })).toBe('-0');
  });

  it('refuses what it cannot format like Intl', () => {
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatNumber(1e15)).toThrow(RangeError);
    expect(() => formatNumber(1, { maximumFractionDigits: 4 })).toThrow(RangeError);
  });
});
