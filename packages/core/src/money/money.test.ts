import { BGN_PER_EUR, convert, convertMinor, displayPrices, formatMoney, primaryCurrencyOf, secondaryCurrencyOf } from './money';

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
    expect(BGN_PER_EUR).toBe(1.95583);
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

describe('convertMinor (prices in other currencies cannot be compared)', () => {
  it('converts BGN and EUR like convert', () => {
    expect(convertMinor({ amount: 10_000, from: 'EUR', to: 'BGN' })).toBe(19_558);
    expect(convertMinor({ amount: 19_558, from: 'BGN', to: 'EUR' })).toBe(10_000);
    expect(convertMinor({ amount: 1, from: 'EUR', to: 'BGN' })).toBe(2);
  });

  it('is null for any other currency, where convert throws', () => {
    expect(convertMinor({ amount: 100, from: 'USD', to: 'BGN' })).toBeNull();
    expect(convertMinor({ amount: 100, from: 'EUR', to: 'RON' })).toBeNull();
    expect(() => convert({ amount: 100, from: 'USD', to: 'BGN' })).toThrow(RangeError);
  });
});

describe('primaryCurrencyOf (the PRIMARY_CURRENCY setting: spec §9 main currency BGN)', () => {
  it('is BGN when unset and takes BGN or EUR', () => {
    expect(primaryCurrencyOf(undefined)).toBe('BGN');
    expect(primaryCurrencyOf('')).toBe('BGN');
    expect(primaryCurrencyOf('BGN')).toBe('BGN');
    expect(primaryCurrencyOf('EUR')).toBe('EUR');
  });

  it('refuses anything else, naming the setting', () => {
    expect(() => primaryCurrencyOf('USD')).toThrow("PRIMARY_CURRENCY must be BGN or EUR, got 'USD'");
    expect(() => primaryCurrencyOf('eur')).toThrow(RangeError);
  });

  it('makes the other currency of the pair the secondary one', () => {
    expect(secondaryCurrencyOf('BGN')).toBe('EUR');
    expect(secondaryCurrencyOf('EUR')).toBe('BGN');
  });
});

describe('displayPrices (spec §9: primary first, secondary second)', () => {
  it('leads with BGN and follows with EUR when BGN is primary', () => {
    expect(displayPrices({ amount: 129900, currency: 'BGN' }, 'BGN')).toEqual({ primary: `1299${NBSP}лв.`, secondary: `664,17${NBSP}€` });
  });

  it('converts a EUR-priced offer into the BGN primary', () => {
    expect(displayPrices({ amount: 50000, currency: 'EUR' }, 'BGN')).toEqual({ primary: `977,92${NBSP}лв.`, secondary: `500${NBSP}€` });
  });

  it('leads with euro and follows with leva when EUR is primary', () => {
    expect(displayPrices({ amount: 129900, currency: 'BGN' }, 'EUR')).toEqual({ primary: `664,17${NBSP}€`, secondary: `1299${NBSP}лв.` });
    expect(displayPrices({ amount: 50000, currency: 'EUR' }, 'EUR')).toEqual({ primary: `500${NBSP}€`, secondary: `977,92${NBSP}лв.` });
  });
});
