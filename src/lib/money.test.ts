import { EUR_RATE, PRIMARY_CURRENCY, SECONDARY_CURRENCY, convert, displayPrices, formatMoney } from './money';

const NBSP = '\u00A0';

describe('formatMoney (spec §9: locale bg-BG, BGN with 2 fraction digits, whole numbers without decimals)', () => {
  it('shows a whole amount without decimals', () => {
    expect(formatMoney({ amount: 129900, currency: 'BGN' })).toBe(`1299${NBSP}лв.`);
  });

  it('shows a fractional amount with two decimals and a decimal comma', () => {
    expect(formatMoney({ amount: 129950, currency: 'BGN' })).toBe(`1299,50${NBSP}лв.`);
    expect(formatMoney({ amount: 5, currency: 'BGN' })).toBe(`0,05${NBSP}лв.`);
  });

  it('groups five or more integer digits with U+00A0 and never groups four', () => {
    expect(formatMoney({ amount: 1234550, currency: 'BGN' })).toBe(`12${NBSP}345,50${NBSP}лв.`);
    expect(formatMoney({ amount: 999900, currency: 'EUR' })).toBe(`9999${NBSP}€`);
  });

  it('formats EUR with the euro sign after the number', () => {
    expect(formatMoney({ amount: 66417, currency: 'EUR' })).toBe(`664,17${NBSP}€`);
  });

  it('refuses currencies it cannot convert and non-integer minor units', () => {
    expect(() => formatMoney({ amount: 100, currency: 'USD' })).toThrow(RangeError);
    expect(() => formatMoney({ amount: 10.5, currency: 'BGN' })).toThrow(RangeError);
  });
});

describe('convert (spec §9: EUR at the fixed rate 1.95583 BGN per EUR)', () => {
  it('exports the fixed rate', () => {
    expect(EUR_RATE).toBe(1.95583);
  });

  it('converts BGN to EUR and rounds to whole cents', () => {
    expect(convert({ amount: 129900, from: 'BGN', to: 'EUR' })).toBe(66417);
    expect(convert({ amount: 195583, from: 'BGN', to: 'EUR' })).toBe(100000);
  });

  it('converts EUR to BGN rounding half-up (500 € = 977,915 лв. → 977,92 лв.)', () => {
    expect(convert({ amount: 50000, from: 'EUR', to: 'BGN' })).toBe(97792);
    expect(convert({ amount: 100, from: 'EUR', to: 'BGN' })).toBe(196);
  });

  it('keeps the amount for the same currency', () => {
    expect(convert({ amount: 12345, from: 'EUR', to: 'EUR' })).toBe(12345);
  });
});

describe('displayPrices (spec §9: primary BGN, secondary EUR)', () => {
  it('leads with BGN and follows with EUR', () => {
    expect(PRIMARY_CURRENCY).toBe('BGN');
    expect(SECONDARY_CURRENCY).toBe('EUR');
    expect(displayPrices({ amount: 129900, currency: 'BGN' })).toEqual({ primary: `1299${NBSP}лв.`, secondary: `664,17${NBSP}€` });
  });

  it('converts a EUR-priced offer into the BGN primary', () => {
    expect(displayPrices({ amount: 50000, currency: 'EUR' })).toEqual({ primary: `977,92${NBSP}лв.`, secondary: `500${NBSP}€` });
  });
});
