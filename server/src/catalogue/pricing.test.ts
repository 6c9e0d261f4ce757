import { isHistoryChange, type PricePoint, priceFacts, verifiedDiscount } from './pricing';

const NOW = Date.parse('2026-11-22T00:00:00.000Z');
const DAY = 86_400_000;
/** A point `daysAgo` days before NOW (fractions allowed). */
const at = (daysAgo: number) => new Date(NOW - daysAgo * DAY).toISOString();
const point = (daysAgo: number, price: number, extra: Partial<PricePoint> = {}): PricePoint => ({
  price,
  currency: 'BGN',
  inStock: true,
  active: true,
  recordedAt: at(daysAgo),
  ...extra,
});
const noClaim = { priceBeforeDiscount: null };

describe('verifiedDiscount: the one rule for a shown discount', () => {
  it("is the shop's old price when our history verified it", () => {
    expect(verifiedDiscount({ price: 129900, priceBeforeDiscount: 159900, discountVerified: true })).toEqual({
      percent: 18,
      priceBefore: 159900,
    });
  });

  it('is null for an unverified old price, however large the claimed cut', () => {
    expect(verifiedDiscount({ price: 100000, priceBeforeDiscount: 159900, discountVerified: false })).toBeNull();
  });

  it('is null when a verified old price is missing, not above the price or under 1 % above it', () => {
    expect(verifiedDiscount({ price: 100000, priceBeforeDiscount: null, discountVerified: true })).toBeNull();
    expect(verifiedDiscount({ price: 100000, priceBeforeDiscount: 100000, discountVerified: true })).toBeNull();
    expect(verifiedDiscount({ price: 99950, priceBeforeDiscount: 100000, discountVerified: true })).toBeNull();
  });
});

describe('isHistoryChange', () => {
  const last = point(5, 100);
  it('is true for the first point and for a change of price, currency, stock or active flag', () => {
    expect(isHistoryChange(undefined, last)).toBe(true);
    expect(isHistoryChange(last, { ...last, price: 99 })).toBe(true);
    expect(isHistoryChange(last, { ...last, currency: 'EUR' })).toBe(true);
    expect(isHistoryChange(last, { ...last, inStock: false })).toBe(true);
    expect(isHistoryChange(last, { ...last, active: false })).toBe(true);
  });
  it('is false when only the time differs', () => {
    expect(isHistoryChange(last, { price: 100, currency: 'BGN', inStock: true, active: true })).toBe(false);
  });
});

describe('priceFacts', () => {
  it('verifies a real reduction whose claimed old price is the 30-day low', () => {
    const facts = priceFacts([point(90, 100_00), point(10, 80_00)], { priceBeforeDiscount: 100_00 });
    expect(facts).toEqual({ lowestPrice30d: 100_00, discountVerified: true, priceDropAt: at(10), referenceAt: at(10), reduction: true });
  });

  it('does not verify an old price above the 30-day low (raised, then "discounted")', () => {
    const history = [point(90, 80_00), point(10, 120_00), point(3, 100_00)];
    const facts = priceFacts(history, { priceBeforeDiscount: 120_00 });
    expect(facts).toMatchObject({ lowestPrice30d: 80_00, discountVerified: false, reduction: true, referenceAt: at(3) });
    expect(facts.priceDropAt).toBeNull();
  });

  it('verifies an old price below the 30-day low (an understated discount is still true)', () => {
    expect(priceFacts([point(60, 100_00), point(1, 70_00)], { priceBeforeDiscount: 90_00 }).discountVerified).toBe(true);
  });

  it('never verifies without a claimed old price', () => {
    expect(priceFacts([point(60, 100_00), point(1, 70_00)], noClaim)).toMatchObject({
      discountVerified: false,
      lowestPrice30d: 100_00,
      priceDropAt: at(1),
    });
  });

  it('has no 30-day low and verifies nothing without history', () => {
    const facts = priceFacts([point(0, 50_00)], { priceBeforeDiscount: 70_00 });
    expect(facts).toMatchObject({ lowestPrice30d: 50_00, discountVerified: false, priceDropAt: null, reduction: false });
  });

  it('does not verify when history covers less than the 30 days before the reduction', () => {
    const facts = priceFacts([point(20, 100_00), point(5, 80_00)], { priceBeforeDiscount: 100_00 });
    expect(facts).toMatchObject({ lowestPrice30d: 100_00, discountVerified: false, priceDropAt: at(5) });
  });

  it('counts history observed exactly 30 days before the reduction as covering it', () => {
    expect(priceFacts([point(40, 100_00), point(10, 80_00)], { priceBeforeDiscount: 100_00 }).discountVerified).toBe(true);
    expect(priceFacts([point(39.999, 100_00), point(10, 80_00)], { priceBeforeDiscount: 100_00 }).discountVerified).toBe(false);
  });

  it('leaves out a price that ended exactly 30 days before the reduction, keeps one that ended later', () => {
    const exactly = priceFacts([point(60, 50_00), point(40, 100_00), point(10, 80_00)], { priceBeforeDiscount: 100_00 });
    expect(exactly).toMatchObject({ lowestPrice30d: 100_00, discountVerified: true });
    const later = priceFacts([point(60, 50_00), point(39.99, 100_00), point(10, 80_00)], { priceBeforeDiscount: 100_00 });
    expect(later).toMatchObject({ lowestPrice30d: 50_00, discountVerified: false });
  });

  it('takes the price before the first of several progressive reductions as the reference', () => {
    const facts = priceFacts([point(90, 100_00), point(20, 90_00), point(5, 70_00)], { priceBeforeDiscount: 100_00 });
    expect(facts).toMatchObject({ lowestPrice30d: 100_00, discountVerified: true, referenceAt: at(20), priceDropAt: at(5) });
  });

  it('starts a new reduction after a price rise', () => {
    const history = [point(90, 100_00), point(70, 60_00), point(50, 100_00), point(5, 90_00)];
    const facts = priceFacts(history, { priceBeforeDiscount: 100_00 });
    expect(facts).toMatchObject({ referenceAt: at(5), lowestPrice30d: 100_00, discountVerified: true, priceDropAt: at(5) });
  });

  it('reports no reduction and the lowest of the last 30 days after a price rise', () => {
    const facts = priceFacts([point(90, 80_00), point(10, 90_00)], { priceBeforeDiscount: 120_00 });
    expect(facts).toMatchObject({ reduction: false, lowestPrice30d: 80_00, discountVerified: false, priceDropAt: null });
  });

  it('reports the current price as the 30-day low of a constant price with a claimed discount', () => {
    const facts = priceFacts([point(90, 90_00)], { priceBeforeDiscount: 150_00 });
    expect(facts).toMatchObject({ reduction: false, lowestPrice30d: 90_00, discountVerified: false });
  });

  it('compares across the BGN → EUR changeover at the fixed rate', () => {
    const history = [point(90, 195_58), point(40, 100_00, { currency: 'EUR' }), point(5, 80_00, { currency: 'EUR' })];
    expect(priceFacts(history, { priceBeforeDiscount: 100_00 })).toMatchObject({
      lowestPrice30d: 100_00,
      discountVerified: true,
      priceDropAt: at(5),
    });
  });

  it('treats a currency switch at the same value as no price change', () => {
    const facts = priceFacts([point(90, 195_58), point(10, 100_00, { currency: 'EUR' })], { priceBeforeDiscount: 120_00 });
    expect(facts).toMatchObject({ reduction: false, lowestPrice30d: 100_00, priceDropAt: null, discountVerified: false });
  });

  it('treats a period in a currency it cannot convert as unknown, not as a price', () => {
    const gap = priceFacts([point(90, 100_00), point(50, 10_00, { currency: 'USD' }), point(5, 80_00)], { priceBeforeDiscount: 100_00 });
    expect(gap).toMatchObject({ lowestPrice30d: null, discountVerified: false });
    const partly = priceFacts([point(90, 100_00), point(32, 10_00, { currency: 'USD' }), point(5, 80_00)], { priceBeforeDiscount: 100_00 });
    expect(partly).toMatchObject({ lowestPrice30d: 100_00, discountVerified: true });
  });

  it('skips periods when the offer was inactive, and has no facts while it is inactive', () => {
    const history = [point(90, 100_00), point(45, 10_00, { active: false }), point(35, 100_00), point(5, 80_00)];
    expect(priceFacts(history, { priceBeforeDiscount: 100_00 })).toMatchObject({ lowestPrice30d: 100_00, discountVerified: true });
    expect(priceFacts([point(90, 100_00), point(1, 80_00, { active: false })], { priceBeforeDiscount: 100_00 })).toMatchObject({
      lowestPrice30d: null,
      discountVerified: false,
      priceDropAt: null,
    });
  });

  it('does not verify when the current price is not below the 30-day low', () => {
    const history = [point(90, 100_00), point(25, 60_00), point(15, 90_00), point(5, 80_00)];
    expect(priceFacts(history, { priceBeforeDiscount: 90_00 })).toMatchObject({
      referenceAt: at(5),
      lowestPrice30d: 60_00,
      discountVerified: false,
      priceDropAt: null,
    });
  });

  it('accepts history in any order', () => {
    const facts = priceFacts([point(10, 80_00), point(90, 100_00)], { priceBeforeDiscount: 100_00 });
    expect(facts.discountVerified).toBe(true);
  });
});
